// Path segments and query strings are text too: a NUL, or a percent-encoded byte sequence that
// is not UTF-8 (a lone surrogate, say), must stop at validation like one in a JSON field.
import { isWellFormedText } from '../../src/api/schemas.ts'

function decodesWell(encoded: string): boolean {
  try {
    return isWellFormedText(decodeURIComponent(encoded))
  } catch {
    // Malformed percent-encoding, or bytes that are not UTF-8.
    return false
  }
}

/**
 * The names of the parts of `url` whose text is not well formed: a path parameter by its name
 * in `template` (`/api/campaign/shared/:hash` -> `hash`), a query field by its key (`query`
 * when the key itself is malformed), another path segment as `path`.
 */
export function malformedUrlParts(url: string, template: string): string[] {
  // Without a percent sign nothing decodes: the request line itself holds no NUL (Node refuses
  // it) and no UTF-16 surrogate (it is read as bytes).
  if (!url.includes('%')) return []
  const { pathname, search } = new URL(url)
  const names = template.split('/')
  const malformed = new Set<string>()
  pathname.split('/').forEach((segment, index) => {
    if (decodesWell(segment)) return
    const name = names[index]
    malformed.add(name?.startsWith(':') ? name.slice(1) : 'path')
  })
  for (const pair of search.slice(1).split('&')) {
    const [key = '', value = ''] = pair.replaceAll('+', ' ').split('=', 2)
    if (!decodesWell(key)) malformed.add('query')
    else if (!decodesWell(value)) malformed.add(decodeURIComponent(key))
  }
  return [...malformed]
}
