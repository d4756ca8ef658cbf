// Security headers on every response, and the double-submit CSRF check: the XSRF-TOKEN cookie
// (readable by the site's own scripts only, being same-origin) must come back in the
// X-XSRF-TOKEN header of every state-changing API request.
import { randomFillSync, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { setCookie } from 'hono/cookie'
import { setAnswerHeader } from './answerHeaders.ts'
import { errorResponse } from './responses.ts'

/** The one inline script the site has: the boot code in every prerendered page's head
 *  (`src/boot.js`, scripts/prerender.ts), allowed by the SHA-256 of its text. A change to that
 *  file changes it (tests/server/http.test.ts says to what). */
export const bootScriptHash = "'sha256-FRSLdqV3MG1GcG4/35HKz43bi97qSdIZuy2YzwNqTpA='"

/** Only what the site needs: its own files and its boot code, inline style attributes (React),
 *  images as data: URLs, https frames and media for the embeds, the interview and the
 *  scheduler; and, when `inspector` is on, a WebSocket to this machine for testers' local
 *  inspector (`?inspect=ws://127.0.0.1:8790`). */
export function contentSecurityPolicy({ inspector }: { inspector: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${bootScriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    inspector ? "connect-src 'self' ws://127.0.0.1:* ws://localhost:*" : "connect-src 'self'",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** The local inspector's WebSocket is allowed with INSPECTOR=true, and in any NODE_ENV but
 *  production (where INSPECTOR=true still allows it); INSPECTOR=false forbids it anywhere. */
export function inspectorAllowed(env: Record<string, string | undefined>): boolean {
  const flag = env.INSPECTOR?.toLowerCase()
  if (flag) return ['1', 'true', 'yes', 'on'].includes(flag)
  return env.NODE_ENV !== 'production'
}

/**
 * What the pages may use of the browser. Denied: what the site never uses. Left to the frames
 * that ask for it with their `allow` attribute: the interview's camera, microphone and
 * autoplay (src/ui/interview/InterviewFrame.tsx: `allow="camera; microphone; autoplay"`), on
 * the campaign's own origin (any https origin an operator gave, or this one for the demo
 * interview), which a header cannot name in advance: `*` lets a frame be granted them, and a
 * frame without `allow` still gets none (their default is 'self'). The players' features
 * (fullscreen, encrypted-media, picture-in-picture, accelerometer, gyroscope:
 * src/ui/embeds/EmbedFacade.tsx) keep their defaults.
 */
export const permissionsPolicy = [
  'camera=*',
  'microphone=*',
  'autoplay=*',
  ...[
    'bluetooth',
    'display-capture',
    'geolocation',
    'hid',
    'idle-detection',
    'magnetometer',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ')

/** A window of another origin that opens this site, or that it opens, shares no browsing
 *  context group with it (no `window.opener` either way). With the inspector on, the pages keep
 *  their hold on the windows they open: the Stately inspector's window is one, and talks back
 *  to its opener (src/ui/app/createAppInspector.ts). */
export const crossOriginOpenerPolicy = ({ inspector }: { inspector: boolean }) =>
  inspector ? 'same-origin-allow-popups' : 'same-origin'

/** Browsers keep to https for a year once they have seen it over https. No includeSubDomains:
 *  the club's other hosts are not ours to commit. */
export const strictTransportSecurity = 'max-age=31536000'

// Set before the handler runs (a header set on a finished response makes Hono copy it), and
// on Node's response where there is one (answerHeaders.ts).
export function securityHeaders({
  trustProxy,
  inspector,
}: {
  trustProxy: boolean
  inspector: boolean
}): MiddlewareHandler {
  const policy = contentSecurityPolicy({ inspector })
  const openerPolicy = crossOriginOpenerPolicy({ inspector })
  return (c, next) => {
    setAnswerHeader(c, 'Content-Security-Policy', policy)
    setAnswerHeader(c, 'Permissions-Policy', permissionsPolicy)
    setAnswerHeader(c, 'Cross-Origin-Opener-Policy', openerPolicy)
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff')
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin')
    // Sent over http it would be ignored (RFC 6797 8.1), so only when the visitor used https.
    if (isHttps(c, trustProxy)) {
      setAnswerHeader(c, 'Strict-Transport-Security', strictTransportSecurity)
    }
    return next()
  }
}

export const csrfCookie = 'XSRF-TOKEN'
export const csrfHeader = 'X-XSRF-TOKEN'
const tokenShape = /^[A-Za-z0-9_-]{43}$/
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto') === 'https') return true
  return c.req.url.startsWith('https:')
}

/** Random bytes drawn from the system a batch at a time: one call per 128 tokens. */
const tokenBytes = 32
const randomPool = Buffer.alloc(tokenBytes * 128)
let randomOffset = randomPool.length

/** A new token: 32 random bytes, base64url (43 characters). */
export function newCsrfToken(): string {
  if (randomOffset === randomPool.length) {
    randomFillSync(randomPool)
    randomOffset = 0
  }
  const token = randomPool.toString('base64url', randomOffset, randomOffset + tokenBytes)
  // Each byte is handed out once, so no token repeats part of another.
  randomOffset += tokenBytes
  return token
}

/**
 * The value of the first cookie named `name` in a Cookie header (RFC 6265 5.4: pairs split by
 * ';', spaces around them ignored; a value in double quotes without its quotes). Hono's
 * `getCookie` parses every pair up to it and decodes it; the token is checked against its
 * shape (base64url, nothing to decode) right after, so finding it is all this check needs.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header?.includes(name)) return undefined
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=')
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue
    const value = pair.slice(equals + 1).trim()
    return value.length > 1 && value.startsWith('"') && value.endsWith('"')
      ? value.slice(1, -1)
      : value
  }
  return undefined
}

/**
 * Checks state-changing requests to the API, and hands out the cookie: on every HTML page,
 * and on API responses to a browser that has none yet. Not an async function: an API request
 * goes on to its handler without a promise of this layer's own.
 */
export function csrfProtection(options: {
  isApiPath: (path: string) => boolean
  trustProxy: boolean
  /** The one API path whose POST needs no token (app.ts says why), if any. */
  exemptPath?: string
}): MiddlewareHandler {
  return (c, next) => {
    const cookie = cookieValue(c.req.header('Cookie'), csrfCookie)
    const current = cookie && tokenShape.test(cookie) ? cookie : undefined
    const isApi = options.isApiPath(c.req.path)
    const exempt = c.req.method === 'POST' && c.req.path === options.exemptPath
    if (isApi && unsafeMethods.has(c.req.method) && !exempt) {
      const header = c.req.header(csrfHeader)
      if (!current || !header || !sameToken(current, header)) {
        giveCookie(c, current, options.trustProxy)
        return Promise.resolve(
          errorResponse(
            c,
            403,
            'This request lacks a valid CSRF token: reload the page and try again.',
          ),
        )
      }
    }
    // An API answer is known to be one before it is made: its cookie goes with it at no cost.
    if (isApi) {
      if (!current) giveCookie(c, current, options.trustProxy)
      return next()
    }
    return next().then(() => {
      const isPage = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false
      if (isPage) giveCookie(c, current, options.trustProxy)
    })
  }
}

function giveCookie(c: Context, current: string | undefined, trustProxy: boolean) {
  setCookie(c, csrfCookie, current ?? newCsrfToken(), {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
  })
}
