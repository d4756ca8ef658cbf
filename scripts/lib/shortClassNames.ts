import { createHash } from 'node:crypto'
import { relative } from 'node:path'

/**
 * CSS module class names for the production build: the local name and five characters of a
 * hash of the file's path relative to the project (so every machine and both builds, client
 * and prerender, agree). Vite's default adds a line number too (`_header_1khx9_1`); every name
 * is sent twice, in the stylesheet, which blocks the first paint, and in the JavaScript. A hash
 * of the name itself would be shorter still, but compresses worse than the names it replaces.
 */
export function shortClassName(localName: string, file: string): string {
  const source = relative(process.cwd(), file.split('?')[0]!).replaceAll('\\', '/')
  return `${localName}_${createHash('sha256').update(source).digest('base64url').slice(0, 5)}`
}
