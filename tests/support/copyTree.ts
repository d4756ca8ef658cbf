// Copies a directory tree, each file read and written whole. The tests copy an empty PGlite
// database for every store (about 40 MB in 1,100 files); on a 2-core CI machine fs.cpSync took
// 700 ms a copy, fs.copyFileSync file by file 850 ms (copy_file_range), this 200 ms.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)]
    if (entry.isDirectory()) copyTree(source, target)
    else writeFileSync(target, readFileSync(source))
  }
}
