// The interview flow's reports of an invited candidate's progress (issue 31): POST
// /api/candidates/progress with the stored link's campaign and the stored invitation ref (kept
// by src/boot.js and keepInterviewLink), nothing else. The machines say when (their
// `reportProgress` action); this says whether and how.
import type { ProgressEvent } from '../../api/candidateProgress'
import { callApi } from '../../api/client'
import { campaignHashOf } from '../../lib/interviewPaths'
import { readSession } from '../../lib/interviewSession'
import { storedInvitation } from '../../lib/interviewInvitation'

/** The reports this page has sent: each step once per campaign and invitation. */
const sent = new Set<string>()

/**
 * Reports `event` for the stored invitation, if the candidate came with one (the demo link and
 * any link without `invite` report nothing). Fire and forget: the candidate never waits for it
 * or sees it fail, and it is not sent again (a lost report is made good by a later step's, which
 * implies the ones before it), so a page sends at most one report per step.
 */
export function reportProgress(event: ProgressEvent): void {
  const invitation = storedInvitation()
  const link = readSession('interviewLink')
  if (invitation === null || link === null) return
  const campaign = campaignHashOf(link)
  const report = `${campaign} ${invitation} ${event}`
  if (sent.has(report)) return
  sent.add(report)
  callApi('candidateProgress', { body: { campaign, invitation, event } }).catch(() => {})
}

/** For tests: forget what this page has sent. */
export function forgetSentReports(): void {
  sent.clear()
}
