// A campaign's candidates at any size (issue 46): the console's table is read a page at a time
// by keyset, newest invitation first, each row with its newest code joined, and no query sends
// a parameter per candidate: a campaign of more than 65,535 candidates (PostgreSQL's limit of
// parameters in one statement) once answered 503 and counted as a database outage.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console
const base = contract.agentsBase
const db = () => app.server.database.db

const campaignFields: contract.CampaignRequest = {
  positionName: 'Platform Reliability Lead',
  keyResponsibilities: '<p>Keep the lights on.</p>',
  mustHaveTechnologies: '<ul><li>Linux</li></ul>',
  niceToHaveTechnologies: '<ul><li>Go</li></ul>',
  interviewLink: 'https://interview.example/room/9',
  calendarLink: 'https://calendar.example/club',
}

async function createCampaign() {
  const response = await app.client.post(`${base}/campaigns`, campaignFields, { token: app.admin })
  expect(response.status).toBe(201)
  return contract.campaignDetail.parse(await response.json()).id
}

const seedChunk = 10_000

/** `count` candidates of campaign `campaignId`, invited one second apart (every
 *  `sameSecond` of them at the same moment, so that the id breaks ties). The newest 300 have
 *  a code each: an active one, or for every fifth an earlier revoked one and a newer active
 *  one (codes for all would only make the test slower: the list's query is the same). */
async function seedCandidates(campaignId: number, count: number, sameSecond = 1) {
  // In chunks, with the timers' turn between them: on PGlite the database runs on the server's
  // own thread, and one long insert let a kept-alive connection expire unseen (the request
  // after it was reset).
  for (let from = 1; from <= count; from += seedChunk) {
    await db().execute(sql`
      insert into candidates (campaign_id, email, ref, invited_at)
      select ${campaignId}, 'candidate' || g || '-' || ${campaignId} || '@example.com',
        'ref-' || ${campaignId} || '-' || g,
        timestamptz '2026-11-01T00:00:00Z' + (g / ${sameSecond}) * interval '1 second'
      from generate_series(${from}::int, ${Math.min(count, from + seedChunk - 1)}::int) g`)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  const newest = sql`campaign_id = ${campaignId} and id > (
    select max(id) - 300 from candidates where campaign_id = ${campaignId})`
  await db().execute(sql`
    insert into access_codes (code_hash, candidate_id, expires_at, revoked_at)
    select md5('old-' || id), id, now() - interval '1 day', now() - interval '1 day'
    from candidates where ${newest} and id % 5 = 0`)
  await db().execute(sql`
    insert into access_codes (code_hash, candidate_id, expires_at)
    select md5('new-' || id), id, now() + interval '7 days' from candidates where ${newest}`)
  await new Promise((resolve) => setTimeout(resolve, 0))
}

const page = (campaignId: number, query = '') =>
  app.client.get(`${base}/campaigns/${campaignId}/candidates${query}`, { token: app.admin })

beforeAll(async () => {
  app = await startConsole()
})

describe(`a campaign's candidates, a page at a time (${databaseName})`, () => {
  it('answers a campaign of more than 65,535 candidates with its newest first', async () => {
    const campaignId = await createCampaign()
    await seedCandidates(campaignId, 70_000)
    const response = await page(campaignId)
    expect(response.status, await response.clone().text()).toBe(200)
    const first = contract.candidatePage.parse(await response.json())
    expect(first.candidates).toHaveLength(contract.candidatePageSize)
    expect(first.candidates[0]!.email).toBe(`candidate70000-${campaignId}@example.com`)
    expect(first.next).not.toBeNull()
    // The newest code is the one shown: the earlier revoked one of every fifth is not.
    expect(new Set(first.candidates.map((candidate) => candidate.code.status))).toEqual(
      new Set(['active']),
    )
  })

  it('walks every candidate once, in order, by the cursors (ties broken by id)', async () => {
    const campaignId = await createCampaign()
    await seedCandidates(campaignId, 250, 7)
    const seen: contract.Candidate[] = []
    let after: string | null = ''
    for (let pages = 0; after !== null && pages < 10; pages++) {
      const query: string = after ? `?limit=100&after=${after}` : '?limit=100'
      const response = await page(campaignId, query)
      expect(response.status).toBe(200)
      const body = contract.candidatePage.parse(await response.json())
      seen.push(...body.candidates)
      after = body.next
    }
    expect(after).toBeNull()
    expect(seen.map((candidate) => candidate.email)).toEqual(
      Array.from(
        { length: 250 },
        (_, index) => `candidate${250 - index}-${campaignId}@example.com`,
      ),
    )
  })

  it('refuses a cursor it did not give, and a limit out of 1 to 100', async () => {
    const campaignId = await createCampaign()
    for (const query of ['?after=not-a-cursor', '?limit=0', '?limit=101']) {
      const response = await page(campaignId, query)
      expect(response.status, query).toBe(400)
    }
    expect((await page(999_999)).status).toBe(404)
  })
})
