// A real SMTP server on 127.0.0.1 for the outbox's tests (the smtp-server package): it keeps
// every message it receives and answers each DATA as the test says: accept, refuse for now
// (451), refuse for good (550), or hold the answer until told (a sender killed meanwhile).
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type Answer = 'accept' | 'temporary' | 'permanent' | 'hold'

export interface Received {
  messageId: string | undefined
  raw: string
  /** What the server answered: held answers stay 'hold'. */
  answer: Answer
}

export interface TestSmtpServer {
  port: number
  url: string
  received: Received[]
  /** The answers to give, in turn; the last one is repeated. */
  answers: Answer[]
  /** Every message received, accepted or not, by Message-ID. */
  seen(messageId: string): number
  /** Resolves when a DATA is being held. */
  holding(): Promise<void>
  /** Answers the held DATA commands as given. */
  release(answer?: Exclude<Answer, 'hold'>): void
  /** Stops listening (connections refused) until `start()` again, on the same port. */
  stop(): Promise<void>
  start(): Promise<void>
}

const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0]!)?.[1]?.trim()

export async function startSmtpServer(answers: Answer[] = ['accept']): Promise<TestSmtpServer> {
  const received: Received[] = []
  const held: ((answer: Exclude<Answer, 'hold'>) => void)[] = []
  const holdWaiters: (() => void)[] = []
  let port = 0
  let server: SMTPServer | undefined

  const reply = (answer: Answer, callback: (error?: Error | null) => void) => {
    if (answer === 'accept') return callback()
    const [code, text] =
      answer === 'temporary' ? [451, '4.3.0 Try again later'] : [550, '5.1.1 Mailbox unavailable']
    callback(Object.assign(new Error(text), { responseCode: code }))
  }

  const api: TestSmtpServer = {
    port: 0,
    url: '',
    received,
    answers,
    seen: (messageId) => received.filter((message) => message.messageId === messageId).length,
    holding: () =>
      new Promise<void>((resolve) => (held.length > 0 ? resolve() : holdWaiters.push(resolve))),
    release(answer = 'accept') {
      for (const answerHeld of held.splice(0)) answerHeld(answer)
    },
    async stop() {
      const closing = server
      server = undefined
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()))
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8')
            const answer = api.answers.length > 1 ? api.answers.shift()! : api.answers[0]!
            const message: Received = { messageId: headerOf(raw, 'Message-ID'), raw, answer }
            received.push(message)
            if (answer !== 'hold') return reply(answer, callback)
            held.push((given) => {
              message.answer = given
              reply(given, callback)
            })
            for (const waiter of holdWaiters.splice(0)) waiter()
          })
        },
      })
      const listening = server
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject)
        listening.listen(port, '127.0.0.1', () => resolve())
      })
      port = (listening.server.address() as AddressInfo).port
      api.port = port
      api.url = `smtp://127.0.0.1:${port}`
    },
  }
  await api.start()
  return api
}

export { headerOf }
