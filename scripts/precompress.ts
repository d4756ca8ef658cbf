// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the client
// build, so the server sends assets compressed without compressing them on each request.
// Small files too (a 600-byte chunk is about 370 compressed): a copy is written whenever it
// is smaller than the file, since the server sends whichever copy exists.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { clientDir } from './lib/build-manifest.ts'

const compressible = /\.(js|css|svg|xml|txt|json|html|mjs)$/

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
  const copies = {
    gz: gzipSync(content, { level: 9 }),
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  }
  for (const [extension, copy] of Object.entries(copies)) {
    if (copy.length < content.length) writeFileSync(`${path}.${extension}`, copy)
  }
  count++
}
console.log(`precompressed ${count} files (brotli and gzip)`)
