// A candidate's progress (issue 31), reported by the site's interview pages: POST
// /api/candidates/progress with the campaign's hash, the invitation's id from the link and one
// of the machine's events, nothing personal. The candidateProgress machine, restored at the
// stored step, says where the event leads; a repeated or earlier event is ignored (200,
// `moved: false`), so a page may report a step again without harm. Requests are limited per
// IP, known invitation or not; an unknown one (or another campaign's) is 404, one answer for both.
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { transition } from 'xstate'
import { endpoints } from '../../src/api/endpoints.ts'
import {
  candidateProgressMachine,
  type ProgressEvent,
  type ProgressStep,
} from '../../src/machines/candidateProgress.machine.ts'
import { call, callChecks, ipOf, type ApiContext } from '../api/context.ts'
import type { Db } from '../db/database.ts'
import { campaigns, candidates } from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { jsonBody } from '../http/validation.ts'

/** The step after `event` at `step`, or undefined when the step ignores the event. */
export function nextStep(step: ProgressStep, event: ProgressEvent): ProgressStep | undefined {
  const snapshot = candidateProgressMachine.resolveState({ value: step, context: {} })
  if (!snapshot.can({ type: event })) return undefined
  const [next] = transition(candidateProgressMachine, snapshot, { type: event })
  return next.value as ProgressStep
}

/** Applies `event` to the invitation `ref` of campaign `hash`: whether it moved on, or
 *  undefined when there is no such invitation. The row is locked while it is decided, so two
 *  reports at once are applied one after the other. */
export function recordProgress(
  db: Db,
  hash: string,
  ref: string,
  event: ProgressEvent,
): Promise<{ moved: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: candidates.id, progress: candidates.progress, steps: candidates.steps })
      .from(candidates)
      .innerJoin(campaigns, eq(campaigns.id, candidates.campaignId))
      .where(and(eq(candidates.ref, ref), eq(campaigns.hash, hash)))
      .for('update', { of: candidates })
    if (!row) return undefined
    const next = nextStep(row.progress as ProgressStep, event)
    if (!next) return { moved: false }
    await tx
      .update(candidates)
      .set({ progress: next, steps: { ...row.steps, [next]: new Date().toISOString() } })
      .where(eq(candidates.id, row.id))
    return { moved: true }
  })
}

export function progressRoutes(api: ApiContext) {
  const app = new Hono<AppEnv>()
  app.on(
    ...call('candidateProgress'),
    callChecks('candidateProgress'),
    jsonBody(endpoints.candidateProgress.body),
    async (c) => {
      const wait = await api.limiters.progress.take(ipOf(c, api))
      if (wait) return tooManyRequests(c, wait, 'candidate_progress')
      const { campaign, invitation, event } = c.req.valid('json')
      const recorded = await recordProgress(api.db, campaign, invitation, event)
      if (!recorded) return errorResponse(c, 404, 'There is no such invitation.')
      return c.json(recorded)
    },
  )
  return app
}
