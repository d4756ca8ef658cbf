// A client of this server that behaves like the site in a browser: it gets the XSRF-TOKEN
// cookie with a GET first, then sends it back with the X-XSRF-TOKEN header on every request.
// The operator command (server/operator/cli.ts) and the tests use it: a client of the server,
// not part of it (the server's bundle, dist/server, leaves it out).

export interface RequestOptions {
  /** Sent as JSON; a string is sent as it is (malformed JSON, say). */
  body?: unknown
  /** A Bearer token for the Authorization header. */
  token?: string
  headers?: Record<string, string>
}

export class Client {
  private constructor(
    readonly baseUrl: string,
    readonly csrfToken: string,
  ) {}

  static async connect(baseUrl: string): Promise<Client> {
    const response = await fetch(`${baseUrl}/api/health`)
    const cookie = response.headers
      .getSetCookie()
      .find((candidate) => candidate.startsWith('XSRF-TOKEN='))
    if (!cookie) throw new Error(`${baseUrl} gave no XSRF-TOKEN cookie`)
    return new Client(baseUrl, cookie.split(';')[0]!.slice('XSRF-TOKEN='.length))
  }

  /** The headers of a request: the CSRF pair, the token, and any given. */
  headers(options: RequestOptions = {}): Record<string, string> {
    const headers: Record<string, string> = {
      Cookie: `XSRF-TOKEN=${this.csrfToken}`,
      'X-XSRF-TOKEN': this.csrfToken,
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    return { ...headers, ...options.headers }
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const { body } = options
    return fetch(this.baseUrl + path, {
      method,
      headers: this.headers(options),
      body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
    })
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options)
  post = (path: string, body: unknown, options?: RequestOptions) =>
    this.request('POST', path, { ...options, body })
  put = (path: string, body: unknown, options?: RequestOptions) =>
    this.request('PUT', path, { ...options, body })
}
