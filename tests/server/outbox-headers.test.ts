// No header can be injected through a message's fields: line breaks and lists are refused by
// zod before anything is written, and what is accepted is written by nodemailer, encoded.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { loadConfig } from '../../server/config.ts'
import { mailDomain, outgoingMail } from '../../server/mail/message.ts'
import { enqueueMail, type OutboxRow } from '../../server/mail/outbox.ts'
import { mailboxTransport, readMailboxMessage } from '../../server/mail/transport.ts'
import { StartError } from '../../server/startError.ts'

const valid = {
  to: 'robin@example.com',
  toName: 'Robin Vale',
  subject: 'Your invitation',
  text: 'Welcome.',
}

/** A transaction that fails the test if anything reaches it. */
const untouchable = {
  insert: () => {
    throw new Error('nothing may be written')
  },
} as never

describe('a message that could inject a header is refused before it is written', () => {
  it.each([
    ['to', 'robin@example.com\r\nBcc: all@example.com'],
    ['to', 'robin@example.com, all@example.com'],
    ['to', 'robin@example.com;all@example.com'],
    ['to', 'Robin <robin@example.com>'],
    ['to', '"a,b"@example.com'],
    ['to', 'robin@example.com\n'],
    ['to', 'not an address'],
    ['toName', 'Robin\r\nBcc: all@example.com'],
    ['toName', 'Robin\nVale'],
    ['toName', 'Robin\u2028Vale'],
    ['subject', 'Hello\r\nBcc: all@example.com'],
    ['subject', 'Hello\rX-Evil: 1'],
    ['subject', 'Hello\0'],
    ['subject', ''],
    ['text', ''],
    ['headers', { Bcc: 'all@example.com' }],
    ['headers', { 'X-Ok\r\nBcc': 'all@example.com' }],
    ['headers', { 'X-Kind': 'a\r\nBcc: all@example.com' }],
    ['headers', { 'Content-Type': 'text/html' }],
    ['headers', { 'Message-ID': '<mine@example.com>' }],
    ['cc', 'all@example.com'],
    ['headers', { 'Reply-To': 'a@example.com, b@example.com' }],
    ['headers', { 'Reply-To': 'Club <desk@example.com>\r\nBcc: all@example.com' }],
    ['headers', { 'In-Reply-To': 'not a message id' }],
    ['headers', { References: '<a@example.com> and more' }],
  ])('%s = %j', async (field, value) => {
    const message = { ...valid, [field]: value }
    expect(outgoingMail.safeParse(message).success).toBe(false)
    await expect(enqueueMail(untouchable, message as never)).rejects.toBeInstanceOf(
      z.core.$ZodError,
    )
  })

  it('accepts a plain message, and the list headers', () => {
    expect(
      outgoingMail.parse({
        ...valid,
        headers: {
          'List-Unsubscribe': '<https://novaclub.example/unsubscribe?t=1>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Nova-Kind': 'invitation',
        },
      }),
    ).toBeTruthy()
  })

  it('accepts a reply address and the thread of an answer', () => {
    expect(
      outgoingMail.parse({
        ...valid,
        headers: {
          'Reply-To': 'The Talent Agents of Nova Club <agents@novaclub.example>',
          'In-Reply-To': '<reach-out-4-1796544921196@novaclub.example>',
          References: '<reach-out-4-1796544921196@novaclub.example> <b@novaclub.example>',
        },
      }),
    ).toBeTruthy()
  })
})

describe('what is accepted, nodemailer writes as one header each, encoded', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-mail-headers-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('a name with a comma and quotes, a subject in another script, stay in their headers', async () => {
    const checked = outgoingMail.parse({
      ...valid,
      toName: 'Vale, Robin "RV" <boss@example.com>',
      subject: 'Приглашение: Bcc: all@example.com',
      headers: { 'List-Unsubscribe': '<mailto:unsubscribe@novaclub.example>' },
    })
    const messageId = '<3f1c6a52-1111-4222-8333-944445555666@novaclub.example>'
    const row = {
      ...checked,
      id: 1,
      messageId,
      toName: checked.toName!,
      html: null,
      headers: checked.headers!,
    } as unknown as OutboxRow
    await mailboxTransport(dataDir, 'Nova Club <no-reply@novaclub.example>').send(row)
    const eml = readMailboxMessage(dataDir, messageId)!
    const head = eml.split('\n\n')[0]!
    const names = head
      .split('\n')
      .filter((line) => !/^\s/.test(line))
      .map((line) => line.split(':')[0]!.toLowerCase())
    expect(names.filter((name) => name === 'to')).toHaveLength(1)
    expect(names).not.toContain('bcc')
    expect(names).not.toContain('cc')
    // The name is quoted as a whole: the one address is the one given.
    expect(head).toMatch(/^To: "Vale, Robin \\"RV\\" <boss@example.com>" <robin@example.com>$/m)
    expect(head).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(head).toContain(`Message-ID: ${messageId}`)
    expect(head).toContain('List-Unsubscribe: <mailto:unsubscribe@novaclub.example>')
  })
})

describe('SMTP_URL and MAIL_FROM', () => {
  it('default to the local mailbox and the club sender', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Nova Club <no-reply@novaclub.example>',
    })
    expect(mailDomain('Nova Club <no-reply@novaclub.example>')).toBe('novaclub.example')
    expect(mailDomain('club@Mail.Example.org')).toBe('mail.example.org')
  })

  it('take an smtp:// or smtps:// relay and a sender', () => {
    const env = { SMTP_URL: 'smtps://user:pass@relay.example:465', MAIL_FROM: 'club@example.org' }
    expect(loadConfig(env).mail).toEqual({ smtpUrl: env.SMTP_URL, from: 'club@example.org' })
  })

  it.each([
    { SMTP_URL: 'http://relay.example' },
    { SMTP_URL: 'relay.example:25' },
    { MAIL_FROM: 'Nova Club <no-reply@novaclub.example>\r\nBcc: all@example.com' },
    { MAIL_FROM: 'a@example.com, b@example.com' },
    { MAIL_REPLY_TO: 'a@example.com, b@example.com' },
    { MAIL_REPLY_TO: 'Club <desk@example.com>\nBcc: all@example.com' },
  ])('refuse %j', (env) => {
    expect(() => loadConfig(env)).toThrow(StartError)
  })
})
