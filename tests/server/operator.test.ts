// The operator's API and command: reading what arrived, creating members, campaigns and codes.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { run } from '../../server/operator/cli.ts'
import { asCsv, asTable } from '../../server/operator/format.ts'
import { operatorBase } from '../../server/operator/contract.ts'
import { databaseName, pathOf, startTestServer, type Client, type TestServer } from './harness.ts'

let server: TestServer
let client: Client
/** Runs the operator command against the test server. */
let club: (...args: string[]) => Promise<string>

beforeAll(async () => {
  server = await startTestServer()
  client = await server.client()
  club = (...args) => run([...args, '--url', server.url], { DATA_DIR: server.dataDir })
})

describe(`the operator API (${databaseName})`, () => {
  it('needs the operator token', async () => {
    for (const token of [undefined, 'wrong', `${server.operatorToken()}x`]) {
      const response = await client.get(`${operatorBase}/records/subscriptions`, { token })
      expect(response.status).toBe(401)
      schemas.apiError.parse(await response.json())
    }
  })

  it('validates what it creates', async () => {
    const response = await client.post(
      `${operatorBase}/campaigns`,
      { hash: 'has spaces', positionName: '' },
      { token: server.operatorToken() },
    )
    expect(response.status).toBe(400)
    const { fields } = schemas.apiError.parse(await response.json())
    expect(Object.keys(fields ?? {})).toEqual(
      expect.arrayContaining(['hash', 'positionName', 'interviewLink', 'calendarLink']),
    )
  })

  it('refuses text the database cannot store in every field it takes', async () => {
    const campaign = {
      hash: 'clean',
      positionName: 'P',
      keyResponsibilities: '',
      mustHaveTechnologies: '',
      niceToHaveTechnologies: '',
      interviewLink: 'https://interview.example.com/x',
      calendarLink: 'https://calendar.example.com/x',
    }
    const bodies = {
      members: { username: 'kit.moss', password: 'a long password', firstName: 'K', lastName: 'M' },
      campaigns: campaign,
      'access-codes': { code: 'CODE-1' },
    }
    for (const [kind, body] of Object.entries(bodies)) {
      // Links and the hash have patterns of their own that refuse them already.
      const texts = Object.keys(body).filter((key) => !key.endsWith('Link') && key !== 'hash')
      for (const field of texts) {
        const bad = { ...body, [field]: `${body[field as keyof typeof body]}\u0000` }
        const response = await client.post(`${operatorBase}/${kind}`, bad, {
          token: server.operatorToken(),
        })
        expect(response.status, `${kind} ${field}`).toBe(400)
        const { fields } = schemas.apiError.parse(await response.json())
        expect(fields?.[field], `${kind} ${field}`).toContain(schemas.invalidCharacters)
      }
    }
  })

  it('refuses a campaign link that is not http(s)', async () => {
    const response = await client.post(
      `${operatorBase}/campaigns`,
      {
        ...{ hash: 'unsafe', positionName: 'P', keyResponsibilities: '', mustHaveTechnologies: '' },
        niceToHaveTechnologies: '',
        interviewLink: 'javascript:alert(1)',
        calendarLink: 'https://calendar.example.com/x',
      },
      { token: server.operatorToken() },
    )
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).fields).toHaveProperty('interviewLink')
  })
})

describe(`the operator command (${databaseName})`, () => {
  it('adds a member who can then sign in', async () => {
    const output = await club(
      'add-member',
      'rowan.vale',
      '--first-name',
      'Rowan',
      '--last-name',
      'Vale',
      '--password',
      'Long-enough-1',
    )
    expect(output).toMatch(/^Added member rowan\.vale \(id \d+\)\.$/)
    const response = await client.post(pathOf('login'), {
      username: 'rowan.vale',
      pwd: 'Long-enough-1',
    })
    expect(response.status).toBe(200)
    const session = schemas.loginResponse.parse(await response.json())
    expect(session.user_login).toMatchObject({ first_name: 'Rowan', last_name: 'Vale' })
  })

  it('generates a password when none is given, and refuses a taken user name', async () => {
    const output = await club('add-member', 'kit.moss', '--first-name', 'Kit', '--last-name', 'M')
    const password = output.match(/with the password (\S+)\.$/)?.[1]
    expect(password).toBeDefined()
    const response = await client.post(pathOf('login'), { username: 'kit.moss', pwd: password })
    expect(response.status).toBe(200)
    await expect(
      club('add-member', 'KIT.MOSS', '--first-name', 'K', '--last-name', 'M'),
    ).rejects.toThrow(/exists already/)
  })

  it('adds a campaign that the site can then fetch', async () => {
    const output = await club(
      'add-campaign',
      'data-lead-2025',
      '--position',
      'Data Lead',
      '--responsibilities',
      '<p>Lead the <b>data</b> team.</p>',
      '--must-have',
      '<ul><li>SQL</li></ul>',
      '--nice-to-have',
      '<ul><li>dbt</li></ul>',
      '--interview-link',
      'https://interview.example.com/s/abc',
      '--calendar-link',
      'https://calendar.example.com/recruiter',
    )
    expect(output).toContain(`${server.url}/interview/data-lead-2025`)
    const response = await client.get(pathOf('campaign').replace(':hash', 'data-lead-2025'))
    expect(schemas.campaign.parse(await response.json())).toEqual({
      positionName: 'Data Lead',
      keyResponsibilities: '<p>Lead the <b>data</b> team.</p>',
      mustHaveTechnologies: '<ul><li>SQL</li></ul>',
      niceToHaveTechnologies: '<ul><li>dbt</li></ul>',
      interviewLink: 'https://interview.example.com/s/abc',
      calendarLink: 'https://calendar.example.com/recruiter',
    })
  })

  it('adds access codes, given or generated', async () => {
    expect(await club('add-code', 'SPRING-TEAM')).toMatch(/^Added access code SPRING-TEAM/)
    const generated = (await club('add-code')).match(/code ([A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1]
    expect(generated).toBeDefined()
    for (const code of ['SPRING-TEAM', generated!]) {
      const response = await client.get(`${pathOf('validateCode')}?code=${code}`)
      expect(await response.json()).toEqual({ isValid: true })
    }
  })

  /** How many invitation requests `club list` counts. */
  const invitationsListed = async () =>
    Number(/\((\d+) invitations\)$/.exec(await club('list', 'invitations'))![1])

  it('lists what arrived as a table or as CSV', async () => {
    const before = await invitationsListed() // the demo inbox's
    await client.post(pathOf('requestInvitation'), { contactInfo: '=HYPERLINK("x"), said "hi"' })
    await client.post(pathOf('requestInvitation'), { contactInfo: 'https://linkedin.example/in/a' })
    const table = await club('list', 'invitations')
    expect(table).toMatch(/^id +contactInfo +createdAt$/m)
    expect(table).toContain('https://linkedin.example/in/a')
    expect(table).toMatch(new RegExp(`\\(${before + 2} invitations\\)$`))

    const csv = await club('list', 'invitations', '--csv')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('id,contactInfo,createdAt')
    expect(lines.at(-2)).toMatch(/^\d+,"'=HYPERLINK\(""x""\), said ""hi""",\d{4}-\d\d-\d\dT/)
    expect(lines).toHaveLength(before + 3)
  })

  it.each(['subscriptions', 'registrations', 'messages'])('lists %s', async (kind) => {
    expect(await club('list', kind)).toMatch(new RegExp(`\\(\\d+ ${kind}\\)$`))
  })

  it('explains what is wrong', async () => {
    await expect(club('list', 'everything')).rejects.toThrow(/list what\?/)
    await expect(club('add-member', 'x', '--first-name', 'X')).rejects.toThrow(/--last-name/)
    await expect(club('frobnicate')).rejects.toThrow(/Unknown command/)
    await expect(
      run(['list', 'subscriptions', '--url', server.url], { DATA_DIR: '/nonexistent' }),
    ).rejects.toThrow(/No operator token/)
    await expect(
      run(['list', 'subscriptions', '--url', 'http://127.0.0.1:9'], { OPERATOR_TOKEN: 'x' }),
    ).rejects.toThrow(/No server answers/)
  })

  it('runs as `npm run club`, exiting 1 on errors', async () => {
    const exec = promisify(execFile)
    const env = { ...process.env, DATA_DIR: server.dataDir }
    const { stdout } = await exec(
      'node',
      ['--import', 'tsx', 'server/operator/main.ts', 'list', 'invitations', '--url', server.url],
      { env },
    )
    expect(stdout).toMatch(/\(\d+ invitations\)\n$/)
    const failure = exec('node', ['--import', 'tsx', 'server/operator/main.ts', 'list'], { env })
    await expect(failure).rejects.toMatchObject({ code: 1, stderr: /Usage: npm run club/ })
  })
})

describe('formatting', () => {
  const rows = [
    { id: 1, text: 'line one\nline two', note: null },
    { id: 22, text: 'x'.repeat(80), note: '+1 for this' },
  ]

  it('aligns a table and shortens long text', () => {
    const lines = asTable(rows).split('\n')
    expect(lines[0]).toBe(`id  text${' '.repeat(58)}note`)
    expect(lines[1]).toBe(`1   line one line two${' '.repeat(42)}`.trimEnd())
    expect(lines[2]).toContain(`${'x'.repeat(59)}…  +1 for this`)
    expect(asTable([])).toBe('(none)')
  })

  it('quotes CSV and defuses formulas', () => {
    expect(asCsv(rows)).toBe(
      `id,text,note\r\n1,"line one\nline two",\r\n22,${'x'.repeat(80)},'+1 for this\r\n`,
    )
  })
})
