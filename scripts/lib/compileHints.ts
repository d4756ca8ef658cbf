import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Marks the named chunks with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome
 * 136 and later; other engines read a comment). Nearly every function of the first load's
 * chunks runs while the page hydrates; unmarked, V8 compiles each one on the main thread on its
 * first call, inside the long task that evaluates the chunk. Marked, it compiles them while the
 * file streams in, on a background thread.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // On the written files: the minifier and Vite's preload helper rewrite the code until then.
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue
        const file = join(options.dir!, output.fileName)
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`)
      }
    },
  }
}
