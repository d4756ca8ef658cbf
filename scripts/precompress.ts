// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the client
// build, so the server sends assets compressed without compressing them on each request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { clientDir } from './lib/build-manifest.ts'

const compressible = /\.(js|css|svg|xml|txt|json|html|mjs)$/
const minBytes = 1024

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
for (const path of files(clientDir)) {
  if (!compressible.test(path)) continue
  const content = readFileSync(path)
  if (content.length < minBytes) continue
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  count++
}
console.log(`precompressed ${count} files (brotli and gzip)`)
