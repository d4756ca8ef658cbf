// A delivered message's parts as its reader sees them: the text/plain or text/html part of a
// single-part or multipart/alternative .eml, its transfer encoding undone. No test framework
// here: the server tests (delivered.ts) and the e2e tests (tests/e2e/mailbox.ts) both read it.

/** A body as its reader sees it: quoted-printable undone (soft line breaks joined, `=XX`
 *  bytes decoded as UTF-8) when `head` says so, base64 decoded, lines ended by LF (SMTP
 *  carries CRLF). */
const decoded = (head: string, body: string) => decodedBody(head, body).replace(/\r\n/g, '\n')

function decodedBody(head: string, body: string): string {
  if (/^Content-Transfer-Encoding:\s*base64/im.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  }
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return body
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let at = 0; at < joined.length; at++) {
    const hex = joined[at] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(at + 1, at + 3)) : null
    if (hex) {
      bytes.push(parseInt(hex[0], 16))
      at += 2
    } else bytes.push(...Buffer.from(joined[at]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

const headAndBody = (entity: string) => {
  const [head = '', ...rest] = entity.split(/\r?\n\r?\n/)
  return { head, body: rest.join('\n\n') }
}

/** The part of `eml` of type `type` (text/plain, text/html), decoded: the whole body of a
 *  single-part message of that type, or that part of a multipart/alternative one. */
export function partOf(eml: string, type: 'text/plain' | 'text/html'): string | undefined {
  const { head, body } = headAndBody(eml)
  const boundary = /^Content-Type:\s*multipart\/[\w-]+;[\s\S]*?boundary="?([^"\r\n;]+)"?/im.exec(
    head,
  )
  if (!boundary) {
    const single = /^Content-Type:\s*([\w/-]+)/im.exec(head)?.[1] ?? 'text/plain'
    return single.toLowerCase() === type ? decoded(head, body) : undefined
  }
  for (const entity of body.split(`--${boundary[1]}`).slice(1)) {
    const part = headAndBody(entity.replace(/^\r?\n/, ''))
    if (new RegExp(`^Content-Type:\\s*${type}`, 'im').test(part.head)) {
      return decoded(part.head, part.body.replace(/\r?\n$/, ''))
    }
  }
  return undefined
}
