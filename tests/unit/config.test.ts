// The configuration refuses what it does not understand (server/config/environment.ts): one
// line per start that names each variable, its value (a secret's never) and what it accepts.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { StartError } from '../../server/startError.ts'

/** The one line a start refused with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(StartError)
    const message = (error as Error).message
    expect(message).not.toContain('\n')
    return message
  }
  throw new Error(`${JSON.stringify(env)} was accepted`)
}

const strongToken = 'q8Vx2mZ7pL4sN9dR1tY6wK3hB5cF0gJe'

describe('a value the schema does not understand', () => {
  it.each([
    [
      { TRUST_PROXY: 'ture' },
      'TRUST_PROXY must be one of true, false, yes, no, on, off, 1, 0 (it is "ture").',
    ],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be one of true, false, yes, no, on, off, 1, 0'],
    [{ INSPECTOR: 'y' }, 'INSPECTOR must be one of true, false'],
    [
      { RATE_LIMIT_LOGIN: '10 per minute' },
      'RATE_LIMIT_LOGIN must be a whole number of at least 1',
    ],
    [
      { RATE_LIMIT_FORMS: '0' },
      'RATE_LIMIT_FORMS must be a whole number of at least 1 (it is "0").',
    ],
    [{ WELCOME_LINK_DAYS: '1.5' }, 'WELCOME_LINK_DAYS must be a whole number from 1 to 36500'],
    [{ AGENT_DIGEST_MINUTES: '-5' }, 'AGENT_DIGEST_MINUTES must be a whole number from 1'],
    [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535 (it is "65536").'],
    [{ PORT: '80a' }, 'PORT must be a whole number from 0 to 65535 (it is "80a").'],
    // Node would fire a longer timer at once.
    [{ DRAIN_TIMEOUT_MS: '2147483648' }, 'DRAIN_TIMEOUT_MS must be a whole number from 1 to'],
    [
      { HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' },
      'HEADERS_TIMEOUT_MS (5000) must not be more than REQUEST_TIMEOUT_MS (1000).',
    ],
    [{ NODE_ENV: 'prodution' }, 'NODE_ENV must be one of production, development, test'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info'],
    [{ LOG_FORMAT: 'text' }, 'LOG_FORMAT must be json or pretty (it is "text").'],
    [{ PUBLIC_URL: 'club.example.org' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    [{ PUBLIC_URL: 'ftp://club.example.org' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    [{ PUBLIC_URL: 'https://club.example.org/?a=1' }, 'without query or fragment'],
    [{ DATABASE_URL: 'mysql://db/club' }, 'DATABASE_URL must be a postgres:// or postgresql://'],
    [{ SMTP_URL: 'http://relay.example' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL must be an smtp:// or smtps:// URL with a host'],
    [
      { MAIL_FROM: 'Club <a@example.org>\r\nBcc: all@example.com' },
      'MAIL_FROM must be an address or "Name <address>" on one line (it is ' +
        '"Club <a@example.org>\\r\\nBcc: all@example.com").',
    ],
  ])('%j is refused in one line', (env, expected) => {
    expect(refusal(env)).toContain(expected)
  })

  it('names every mistake of a start in the same line', () => {
    const line = refusal({ PORT: 'x', TRUST_PROXY: 'ture', RATE_LIMT_LOGIN: '5' })
    expect(line).toMatch(/^PORT must be .*\. TRUST_PROXY must be .*\. RATE_LIMT_LOGIN is not/)
  })

  it('takes what it understands, empty as unset, spaces around a value trimmed', () => {
    const config = loadConfig({
      TRUST_PROXY: 'YES',
      DEMO_DATA: 'off',
      PORT: ' 8080 ',
      RATE_LIMIT_LOGIN: '',
      // npm run bench lifts the limits this far.
      RATE_LIMIT_FORMS: '1000000000',
      DATABASE_URL: 'postgres:///club?host=/run/postgresql',
      SMTP_URL: 'smtps://user:pass@relay.example:465',
      PUBLIC_URL: 'https://club.example.org//',
      AGENT_SESSION_IDLE_SECONDS: '600',
    })
    expect(config).toMatchObject({
      trustProxy: true,
      demoData: false,
      port: 8080,
      rateLimits: { login: { limit: 10 }, form: { limit: 1_000_000_000 } },
      databaseUrl: 'postgres:///club?host=/run/postgresql',
      mail: { smtpUrl: 'smtps://user:pass@relay.example:465' },
      publicUrl: 'https://club.example.org',
      agentSessionIdleMs: 600_000,
    })
    expect(loadConfig({ TRUST_PROXY: '0', NODE_ENV: 'production' })).toMatchObject({
      trustProxy: false,
      demoData: false,
    })
  })
})

describe('an unknown variable under the server’s prefixes', () => {
  it.each([
    ['RATE_LIMT_LOGIN', 'RATE_LIMIT_LOGIN'],
    ['TRUST_PROXYY', 'TRUST_PROXY'],
    ['DATABASEURL', 'DATABASE_URL'],
    ['SMTP_PASSWORD', undefined],
    ['NOVA_MODE', undefined],
  ])('%s is refused (meant: %s)', (name, meant) => {
    const line = refusal({ [name]: 'hunter2-value' })
    expect(line).toMatch(new RegExp(`^${name} is not a variable this server reads`))
    expect(line).toContain(meant ? `(did you mean ${meant}?)` : 'reads: rename or unset it')
    expect(line).toContain('docs/operations.md ("Configuration")')
    // Its value may be a password put under the wrong name.
    expect(line).not.toContain('hunter2')
  })

  it('leaves other programs’ variables alone', () => {
    const env = {
      HOME: '/root',
      HOSTNAME: 'box',
      NODE_OPTIONS: '--max-old-space-size=512',
      CLIENT_ID: 'x',
      PUBLIC_KEY: 'x',
      REQUESTS_CA_BUNDLE: '/etc/ssl/certs.pem',
    }
    expect(loadConfig(env).port).toBe(8787)
  })
})

describe('secrets in a refusal', () => {
  it('never shows JWT_SECRET or OPERATOR_TOKEN, whatever is wrong with them', () => {
    for (const secret of ['hunter2', 'hunter2hunter2hunter2hunter2hunter2']) {
      for (const name of ['JWT_SECRET', 'OPERATOR_TOKEN']) {
        const line = refusal({ [name]: secret, PORT: 'x' })
        expect(line).toContain(`${name} `)
        expect(line).not.toContain('hunter2')
        expect(line).toMatch(/make one with: openssl rand -base64 32/)
      }
    }
  })

  it('masks the user, password and password= of DATABASE_URL and SMTP_URL', () => {
    const database = refusal({ DATABASE_URL: 'mysql://club:hunter2@db/club' })
    expect(database).toContain('(it is "mysql://***@db/club")')
    expect(refusal({ DATABASE_URL: 'club:hunter2@db' })).toContain('(it is "***@db")')
    const parameter = refusal({ DATABASE_URL: 'mysql://db/club?password=hunter2&ssl=1' })
    expect(parameter).toContain('(it is "mysql://db/club?password=***&ssl=1")')
    const relay = refusal({ SMTP_URL: 'http://mailer:hunter2@relay.example' })
    expect(relay).toContain('(it is "http://***@relay.example")')
    // A line break inside the value does not hide the password from the mask.
    const broken = refusal({ DATABASE_URL: 'db\nmysql://club:hunter2@db/club' })
    expect(broken).toContain('(it is "***@db/club")')
    for (const line of [database, parameter, relay, broken]) expect(line).not.toContain('hunter2')
  })
})

describe('weak secrets', () => {
  const weak = 'is too easy to guess:'
  it.each([
    ['abc', 'must be at least 32 characters long (it has 3)'],
    ['a'.repeat(36), 'is too easy to guess: it has only 1 different character'],
    ['Password123!Password123!Password123!', `${weak} it is one piece of 12 characters repeated`],
    [
      'x9Qr' + 'a'.repeat(12) + 'Kq3vT7mW2pZ8nB4r',
      `${weak} it has more than 8 of one character in a row`,
    ],
    [
      'abcdefghijklmnopqrstuvwxyz012345',
      `${weak} it has more than 12 characters in a row that count up or down`,
    ],
    ['tokentokentokentokentoken-tokentokentoken', `${weak} it repeats the same few characters`],
  ])('%s is refused: %s', (secret, reason) => {
    for (const name of ['JWT_SECRET', 'OPERATOR_TOKEN']) {
      expect(refusal({ [name]: secret })).toBe(
        `${name} ${reason}; make one with: openssl rand -base64 32`,
      )
    }
  })

  it('takes a random one', () => {
    expect(loadConfig({ JWT_SECRET: strongToken, OPERATOR_TOKEN: strongToken })).toMatchObject({
      jwtSecret: strongToken,
      operatorToken: strongToken,
    })
  })
})
