// What every response carries (security headers, the CSRF cookie), the CSRF check, the split
// between API and site, and the demo pages.
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import * as schemas from '../../src/api/schemas.ts'
import { endpoints } from '../../src/api/endpoints.ts'
import { demo } from '../../server/demo/seed.ts'
import {
  bootScriptHash,
  contentSecurityPolicy,
  inspectorAllowed,
  permissionsPolicy,
  strictTransportSecurity,
} from '../../server/http/security.ts'
import { appAlone } from './appFixture.ts'
import { pathOf, startTestServer, type Client, type TestServer } from './harness.ts'

let server: TestServer
let client: Client

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_DATA: 'true' } })
  client = await server.client()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers })

/** The answer's bytes as sent, not decoded as fetch would: what a client accepting only
 *  `acceptEncoding` receives. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = httpGet(
        server.url + path,
        { headers: { 'Accept-Encoding': acceptEncoding }, agent: false },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      request.on('error', reject)
    },
  )
}

const xsrfCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('XSRF-TOKEN='))

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an API error', '/api/no-such-call'],
    ['a page', '/career-path'],
    ['the 404 page', '/no/such/page'],
    ['a hashed asset', '/assets/index-abc123.js'],
    ['a public file', '/favicon.svg'],
    ['a demo page', '/demo/scheduler'],
  ])('are on %s', async (_what, path) => {
    const response = await get(path)
    // The tests' NODE_ENV is not production: the inspector is allowed.
    expect(response.headers.get('Content-Security-Policy')).toBe(
      contentSecurityPolicy({ inspector: true }),
    )
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('Permissions-Policy')).toBe(permissionsPolicy)
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
  })

  it.each([true, false])('allow only what the site needs (inspector %s)', (inspector) => {
    const policy = contentSecurityPolicy({ inspector })
    expect(policy).toContain(`script-src 'self' ${bootScriptHash};`)
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
  })

  it("let pages reach a local inspector's WebSocket only when the inspector is on", async () => {
    const header = async (inspector: boolean) =>
      (await appAlone({ inspector }).request('/')).headers
    const production = await header(false)
    expect(production.get('Content-Security-Policy')).toContain("connect-src 'self';")
    expect(production.get('Content-Security-Policy')).not.toContain('ws:')
    expect(production.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    const inspecting = await header(true)
    expect(inspecting.get('Content-Security-Policy')).toContain(
      "connect-src 'self' ws://127.0.0.1:* ws://localhost:*;",
    )
    // The Stately inspector's window talks back to the page that opened it.
    expect(inspecting.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
  })

  it.each([
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', INSPECTOR: 'true' }, true],
    [{ NODE_ENV: 'development' }, true],
    [{}, true],
    [{ INSPECTOR: 'false' }, false],
  ])('take the inspector to be on with %o: %s', (env, on) => {
    expect(inspectorAllowed(env)).toBe(on)
  })

  it('deny what the site does not use, and leave the interview frame its camera, microphone and autoplay', () => {
    const features = new Map(
      permissionsPolicy.split(', ').map((entry) => entry.split('=') as [string, string]),
    )
    for (const denied of ['geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'midi']) {
      expect(features.get(denied), denied).toBe('()')
    }
    // Granted to a frame only by its allow attribute (src/ui/interview/InterviewFrame.tsx).
    for (const delegated of ['camera', 'microphone', 'autoplay']) {
      expect(features.get(delegated), delegated).toBe('*')
    }
    // What the video players ask for (src/ui/embeds/EmbedFacade.tsx) is not denied.
    for (const kept of ['fullscreen', 'encrypted-media', 'picture-in-picture', 'accelerometer']) {
      expect(features.has(kept), kept).toBe(false)
    }
    expect(readFileSync('src/ui/interview/InterviewFrame.tsx', 'utf8')).toContain(
      'allow="camera; microphone; autoplay"',
    )
  })

  it('allow the boot code that every page inlines, by the hash of its text', () => {
    const boot = readFileSync('src/boot.js')
    const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`
    expect(bootScriptHash, 'bootScriptHash in server/http/security.ts').toBe(hash)
  })
})

describe('the CSRF cookie', () => {
  it('comes with every page, readable by scripts and sent to every path', async () => {
    for (const path of ['/', '/career-path', '/interview/abc', '/no/such/page']) {
      const cookie = xsrfCookie(await get(path, { Cookie: `XSRF-TOKEN=${client.csrfToken}` }))
      expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/)
    }
  })

  it('keeps its value on a page when the browser has a valid one', async () => {
    const cookie = xsrfCookie(await get('/', { Cookie: `XSRF-TOKEN=${client.csrfToken}` }))
    expect(cookie).toContain(client.csrfToken)
  })

  it('comes with an API answer only when the browser has none', async () => {
    expect(xsrfCookie(await get('/api/health'))).toBeDefined()
    const withCookie = await get('/api/health', { Cookie: `XSRF-TOKEN=${client.csrfToken}` })
    expect(xsrfCookie(withCookie)).toBeUndefined()
  })

  it('is Secure behind an https proxy when the proxy is trusted', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } })
    const response = await fetch(`${proxied.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(xsrfCookie(response)).toMatch(/; Secure;/)
    expect(xsrfCookie(await get('/', { 'X-Forwarded-Proto': 'https' }))).not.toMatch(/Secure/)
  })
})

describe('the CSRF check', () => {
  const body = JSON.stringify({ email: 'csrf@example.com' })
  const post = (headers: Record<string, string>) =>
    fetch(server.url + pathOf('subscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    })

  it.each([
    ['no cookie and no header', {}],
    ['a header without the cookie', { 'X-XSRF-TOKEN': 'a'.repeat(43) }],
    ['the cookie without the header', { Cookie: `XSRF-TOKEN=${'a'.repeat(43)}` }],
    [
      'a header that differs from the cookie',
      { Cookie: `XSRF-TOKEN=${'a'.repeat(43)}`, 'X-XSRF-TOKEN': 'b'.repeat(43) },
    ],
  ])('refuses a state-changing request with %s', async (_what, headers) => {
    const response = await post(headers)
    expect(response.status).toBe(403)
    schemas.apiError.parse(await response.json())
  })

  it('accepts the header equal to the cookie', async () => {
    const token = 'c'.repeat(43)
    const response = await post({ Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token })
    expect(response.status).toBe(200)
  })

  it('finds the cookie among others, by its whole name', async () => {
    const token = 'd'.repeat(43)
    const among = await post({
      Cookie: `theme=dark; XSRF-TOKEN=${token}; other="x"`,
      'X-XSRF-TOKEN': token,
    })
    expect(among.status).toBe(200)
    const otherName = await post({ Cookie: `MY-XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token })
    expect(otherName.status).toBe(403)
  })

  it('leaves reading calls alone', async () => {
    const response = await get(pathOf('campaign').replace(':hash', 'demo'))
    expect(response.status).toBe(200)
  })
})

describe('routing', () => {
  it('answers every call of the shared endpoint table', async () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = pathOf(name as keyof typeof endpoints).replace(':hash', 'demo')
      const body = endpoint.method === 'GET' ? undefined : {}
      const response = await client.request(endpoint.method, path, { body })
      // Answered by its handler: invalid input (400), refused (401) or found (200).
      expect([200, 400, 401], name).toContain(response.status)
    }
  })

  it.each(['/api/no-such-call', '/campaigns/api/nothing', '/api/user/extra'])(
    'answers unknown API route %s with 404 JSON',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(schemas.apiError.parse(await response.json()).error).toBe('There is no such API call.')
    },
  )

  it.each([
    ['DELETE', pathOf('login'), 'POST'],
    ['GET', pathOf('logout'), 'POST'],
    ['POST', pathOf('completeBoarding'), 'PUT'],
    ['PUT', pathOf('validateCode'), 'GET, HEAD'],
    ['POST', pathOf('campaign').replace(':hash', 'demo'), 'GET, HEAD'],
    ['POST', '/api/health', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    // Without a CSRF token too: the method is wrong whatever the token.
    for (const response of [
      await client.request(method, path),
      await fetch(server.url + path, { method }),
    ]) {
      expect(response.status).toBe(405)
      expect(response.headers.get('Allow')).toBe(allow)
      schemas.apiError.parse(await response.json())
    }
  })

  it('lists the methods of the shared endpoint table in Allow', async () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = pathOf(name as keyof typeof endpoints).replace(':hash', 'demo')
      const response = await client.request('PATCH', path)
      expect(response.status, name).toBe(405)
      expect(response.headers.get('Allow')?.split(', '), name).toContain(endpoint.method)
    }
  })

  it('leaves other paths to the site', async () => {
    const page = await get('/career-path')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Career Path')
    const template = await get('/interview/some-hash')
    expect(await template.text()).toContain('<h1>Interview</h1>')
    const missing = await get('/campaigns/not-the-api')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('OOPS! PAGE NOT FOUND')
  })

  it('serves a page in the compressed copy the client takes, brotli first', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const page = await rawGet('/career-path', accepted)
      expect(page.status, accepted).toBe(200)
      expect(page.headers['content-encoding'], accepted).toBe(encoding)
      expect(page.headers['content-type'], accepted).toMatch(/^text\/html/)
      expect(page.headers['cache-control'], accepted).toBe('no-cache')
      if (encoding) expect(page.headers.vary, accepted).toMatch(/Accept-Encoding/)
      const decoded =
        encoding === 'br'
          ? brotliDecompressSync(page.body)
          : encoding === 'gzip'
            ? gunzipSync(page.body)
            : page.body
      expect(decoded.toString('utf8'), accepted).toContain('<h1>Career Path</h1>')
    }
  })

  it('serves hashed assets with a long cache lifetime and pages without', async () => {
    const asset = await get('/assets/index-abc123.js')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/')).headers.get('Cache-Control')).toBe('no-cache')
  })
})

describe('token answers', () => {
  const session = async () => {
    const response = await client.post(pathOf('login'), {
      username: demo.username,
      pwd: demo.password,
    })
    return schemas.loginResponse.parse(await response.json())
  }

  it('are not stored by any cache: login, refresh, log-out, access-code token', async () => {
    const signedIn = await session()
    const answers = {
      login: await client.post(pathOf('login'), { username: demo.username, pwd: demo.password }),
      refresh: await client.post(
        pathOf('refresh'),
        { refreshToken: signedIn.user_login.refresh_token },
        { token: signedIn.token },
      ),
      accessToken: await client.post(pathOf('accessToken'), { code: demo.accessCode }),
      logout: await client.post(
        pathOf('logout'),
        { refreshToken: (await session()).user_login.refresh_token },
        { token: signedIn.token },
      ),
    }
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get('Cache-Control'), name).toBe('no-store')
    }
    expect(answers.login.status).toBe(200)
    expect(answers.refresh.status).toBe(200)
    expect(answers.accessToken.status).toBe(200)
    // Its refresh token is of another session: refused, and not cached either.
    expect(answers.logout.status).toBe(401)
  })

  it('include refusals', async () => {
    const wrong = await client.post(pathOf('login'), { username: demo.username, pwd: 'wrong' })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('Strict-Transport-Security', () => {
  it('is on pages and API answers reached over https through a trusted proxy', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } })
    const https = { 'X-Forwarded-Proto': 'https' }
    for (const path of ['/', '/career-path', '/no/such/page', '/api/health']) {
      const response = await fetch(proxied.url + path, { headers: https })
      expect(response.headers.get('Strict-Transport-Security'), path).toBe(strictTransportSecurity)
    }
    const plain = await fetch(`${proxied.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } })
    expect(plain.headers.has('Strict-Transport-Security')).toBe(false)
  })

  it('is not sent over http, nor on the word of a proxy that is not trusted', async () => {
    expect((await get('/')).headers.has('Strict-Transport-Security')).toBe(false)
    const spoofed = await get('/', { 'X-Forwarded-Proto': 'https' })
    expect(spoofed.headers.has('Strict-Transport-Security')).toBe(false)
  })
})

describe('the request id', () => {
  it('is a new one on every answer', async () => {
    const ids = await Promise.all(
      ['/', '/api/health', '/api/no-such-call'].map(async (path) =>
        (await get(path)).headers.get('X-Request-Id'),
      ),
    )
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('the demo pages', () => {
  it.each([
    ['/demo/interview', 'Welcome to your interview'],
    ['/demo/scheduler', 'Schedule a call with a recruiter'],
  ])('%s is a titled page without inline scripts', async (path, heading) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toContain(heading)
    for (const script of html.match(/<script[^>]*>[^<]*<\/script>/g) ?? []) {
      expect(script).toMatch(/^<script [^>]*src="[^"]+"[^>]*><\/script>$/)
    }
  })

  it('serves the scheduler script and styles as files', async () => {
    const script = await get('/demo/scheduler.js')
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    const source = await script.text()
    expect(source).toContain("event: 'scheduler.event_scheduled'")
    expect(source).toContain('postMessage(')
    expect((await get('/demo/demo.css')).headers.get('Content-Type')).toMatch(/^text\/css/)
  })
})
