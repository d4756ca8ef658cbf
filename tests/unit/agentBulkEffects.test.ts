// @vitest-environment happy-dom
// The bulk actions' call (src/agents/agentBulkEffects.ts): the console's endpoint entry's
// method, path and schemas; a 401 goes to the session through the client (onSessionLost).
import { expect, it, vi } from 'vitest'
import type { BulkRequest, BulkResult } from '../../src/agents/contract'
import { sendBulk } from '../../src/agents/agentBulkEffects'
import { onSessionLost } from '../../src/agents/client'

const results: BulkResult[] = [
  {
    kind: 'message',
    id: 7,
    outcome: 'refused',
    reason: 'stale',
    message: 'Sam Agent changed this item (TAKE, new to inReview) since you saw it.',
  },
]
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

it('posts the request and answers its results; a 401 ends the session first', async () => {
  const request: BulkRequest = {
    event: 'CLOSE',
    items: [{ kind: 'message', id: 7, version: 3 }],
    requestId: 'bulk-request-2',
  }
  const fetches: { url: string; body: unknown }[] = []
  const answers = [json({ results }), json({ error: 'Please sign in.' }, 401)]
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    fetches.push({ url: String(input instanceof Request ? input.url : input), body: init?.body })
    return answers.shift()!
  })
  try {
    const sessionLost = vi.fn()
    const unregister = onSessionLost(sessionLost)
    await expect(sendBulk(request)).resolves.toEqual(results)
    expect(fetches[0]!.url).toMatch(/\/api\/agents\/items\/bulk$/)
    expect(JSON.parse(String(fetches[0]!.body))).toEqual(request)
    expect(sessionLost).not.toHaveBeenCalled()
    await expect(sendBulk(request)).rejects.toMatchObject({ status: 401 })
    expect(sessionLost).toHaveBeenCalledOnce()
    unregister()
  } finally {
    fetch.mockRestore()
  }
})

it('takes a result only with the fields of its outcome', async () => {
  const { bulkAnswer } = await import('../../src/agents/contract')
  const item = { kind: 'message', id: 7 } as const
  const summary = {
    ...item,
    status: 'closed',
    title: 'Blake',
    contact: null,
    owner: null,
    receivedAt: '2026-11-26T17:05:00.000Z',
    version: 4,
  }
  const valid = [
    { ...item, outcome: 'done', item: summary },
    { ...item, outcome: 'refused', reason: 'notFound', message: 'There is no such item.' },
  ]
  expect(bulkAnswer.safeParse({ results: valid }).success).toBe(true)
  for (const result of [
    { ...item, outcome: 'done' },
    { ...item, outcome: 'done', item: summary, reason: 'stale' },
    { ...item, outcome: 'refused', message: 'Why' },
    { ...item, outcome: 'refused', reason: 'stale' },
    { ...item, outcome: 'refused', reason: 'stale', message: 'Why', item: summary },
    { ...item, outcome: 'skipped', reason: 'stale', message: 'Why' },
  ]) {
    expect(bulkAnswer.safeParse({ results: [result] }).success, JSON.stringify(result)).toBe(false)
  }
})
