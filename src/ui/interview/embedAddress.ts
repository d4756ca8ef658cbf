/**
 * The address a campaign's frame may load: an https URL, or http on this machine
 * (localhost, 127.0.0.1) for development and the demo server; anything else is refused.
 */
export function frameAddress(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol === 'https:') return url.href
  if (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname)) return url.href
  return null
}
