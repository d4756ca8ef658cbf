// The double-submit CSRF token (server/http/security.ts): the server sets the XSRF-TOKEN cookie
// and refuses a state-changing API call whose X-XSRF-TOKEN header does not repeat it. Both
// clients (the site's src/api/client.ts, the console's src/agents/client.ts) send it from here,
// and only to their own origin: an API on another origin gets no copy of the token.

/** The cookie's value, decoded, when the page has one. */
function xsrfToken(): string | undefined {
  const cookie = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1]
  return cookie === undefined ? undefined : decodeURIComponent(cookie)
}

const isSameOrigin = (url: string) =>
  new URL(url, window.location.href).origin === window.location.origin

/** The header a call of `method` to `url` carries: the token on a same-origin call that
 *  changes something (a GET changes nothing and needs none), else nothing. */
export function xsrfHeader(method: string, url: string): Record<string, string> {
  if (method.toUpperCase() === 'GET' || !isSameOrigin(url)) return {}
  const token = xsrfToken()
  return token === undefined ? {} : { 'X-XSRF-TOKEN': token }
}
