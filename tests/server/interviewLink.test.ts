// The interview link's campaign: its fetch by hash, and the campaign an interview link's page is
// served with.
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { campaigns } from '../../server/db/schema.ts'
import { demo } from '../../server/demo/seed.ts'
import { operatorBase } from '../../server/operator/contract.ts'
import { campaignInPageId } from '../../src/lib/campaignInPage.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile } from './fileServer.ts'

const { server, client } = serverForThisFile({ env: { DEMO_DATA: 'true' } })

describe(`campaign fetch (${databaseName})`, () => {
  it('answers the demo campaign, its links on this server', async () => {
    const response = await client().get(pathOf('campaign').replace(':hash', demo.campaignHash))
    expect(response.status).toBe(200)
    const campaign = schemas.campaign.parse(await response.json())
    expect(campaign.positionName).toBe('Senior Platform Engineer')
    expect(campaign.keyResponsibilities).toContain('<strong>')
    expect(campaign.mustHaveTechnologies).toContain('<li>')
    expect(campaign.interviewLink).toBe(`${server().url}/demo/interview`)
    expect(campaign.calendarLink).toBe(`${server().url}/demo/scheduler`)
  })

  it('answers 404 JSON for an unknown hash', async () => {
    const response = await client().get(pathOf('campaign').replace(':hash', 'no-such-campaign'))
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
    schemas.apiError.parse(await response.json())
  })
})

/** The data block of an interview link's page, as the browser reads it (JSON.parse of the
 *  script element's text), or undefined when the page has none. */
function dataBlockOf(html: string): unknown {
  const open = `<script type="application/json" id="${campaignInPageId}">`
  const start = html.indexOf(open)
  if (start < 0) return undefined
  const text = html.slice(start + open.length, html.indexOf('</script>', start))
  return JSON.parse(text)
}

/** The overlay's preview the page carries (the test site's holds only the position's name). */
function previewOf(html: string): string | undefined {
  return /<div data-overlay-preview inert aria-hidden="true">(.*?)<\/div>/.exec(html)?.[1]
}

const plainCampaign = {
  keyResponsibilities: '',
  mustHaveTechnologies: '',
  niceToHaveTechnologies: '',
  interviewLink: 'https://interview.example.com/s/1',
  calendarLink: 'https://calendar.example.com/r/1',
}

const page = async (path: string) => {
  const response = await fetch(server().url + path)
  expect(response.status, path).toBe(200)
  return response.text()
}

describe(`an interview link's page (${databaseName})`, () => {
  it('comes with its campaign, as the API answers it, and the hash it was found by', async () => {
    const api = await client().get(pathOf('campaign').replace(':hash', demo.campaignHash))
    for (const path of [`/interview/${demo.campaignHash}`, `/interview/${demo.campaignHash}/`]) {
      const html = await page(path)
      expect(html, path).toContain('<h1>Interview</h1>') // the template, its block added
      expect(previewOf(html), path).toBe('<b>Senior Platform Engineer</b>')
      // First in the body: a slow phone's first paint, parsed no further, shows it.
      expect(html.indexOf('<body class="page"><div data-overlay-preview'), path).toBeGreaterThan(0)
      expect(dataBlockOf(html), path).toEqual({
        hash: demo.campaignHash,
        campaign: schemas.campaign.parse(await api.clone().json()),
      })
    }
  })

  it('comes without one, and asks the database nothing, for a hash no campaign can have', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const hash of ['%00', '%E0%A4%A', 'x'.repeat(101), '%3C%2Fscript%3E', 'a.b']) {
        const html = await page(`/interview/${hash}`)
        expect(dataBlockOf(html), hash).toBeUndefined()
        expect(previewOf(html), hash).toBeUndefined()
      }
      expect(logged).not.toHaveBeenCalled() // a NUL sent to PostgreSQL is an error it logs
    } finally {
      logged.mockRestore()
    }
  })

  it('comes without one when the link has no campaign, and other pages never have one', async () => {
    for (const path of ['/interview/no-such-campaign', '/career-path', '/']) {
      const html = await page(path)
      expect(dataBlockOf(html), path).toBeUndefined()
      expect(previewOf(html), path).toBeUndefined()
    }
  })

  it("keeps a campaign's text from ending the block or opening markup in it", async () => {
    const hostile = '</script><script>alert(1)</script><!--<script>'
    const created = await client().post(
      `${operatorBase}/campaigns`,
      {
        ...plainCampaign,
        hash: 'hostile-text',
        positionName: hostile,
        keyResponsibilities: `<p>${hostile}</p>`,
      },
      { token: server().operatorToken() },
    )
    expect(created.status).toBe(201)
    // The server cleans rich text before it stores it (server/campaigns/richText.ts); a row
    // stored before it did, or written by hand, still holds anything: the page must cope.
    await server()
      .database.db.update(campaigns)
      .set({ keyResponsibilities: `<p>${hostile}</p>` })
      .where(eq(campaigns.hash, 'hostile-text'))
    const html = await page('/interview/hostile-text')
    const block = html.slice(html.indexOf(`id="${campaignInPageId}"`))
    expect(block.slice(0, block.indexOf('</script>'))).not.toContain('<')
    expect(dataBlockOf(html)).toMatchObject({
      campaign: { positionName: hostile, keyResponsibilities: `<p>${hostile}</p>` },
    })
    expect(previewOf(html)).toBe(
      '<b>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&lt;script&gt;</b>',
    )
  })

  it("puts the position's name into the preview as it is, whatever it holds", async () => {
    const positionName = `Lead $& $' $1 "Q" & 'A'`
    const created = await client().post(
      `${operatorBase}/campaigns`,
      { ...plainCampaign, hash: 'replacement-patterns', positionName },
      { token: server().operatorToken() },
    )
    expect(created.status).toBe(201)
    expect(previewOf(await page('/interview/replacement-patterns'))).toBe(
      '<b>Lead $&amp; $&#39; $1 &quot;Q&quot; &amp; &#39;A&#39;</b>',
    )
  })
})
