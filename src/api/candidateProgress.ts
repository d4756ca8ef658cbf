// A candidate's progress as the site's interview pages report it (issue 31): the request and
// answer of POST /api/candidates/progress. A module of its own, not in schemas.ts: zod's calls
// are kept by the bundler wherever their module is loaded, and schemas.ts loads before
// hydration on the request forms' pages, which never report progress (0.3 KB there).
import * as z from 'zod/mini'
import { invitationRefPattern } from '../lib/interviewInvitation'

export { invitationRefPattern }

/** What the site's interview pages report of a candidate (POST /api/candidates/progress), in
 *  the order a candidate goes: the invitation's link opened, the position's details viewed,
 *  the access code accepted, the interview started, a meeting scheduled. The candidateProgress
 *  machine (src/machines) decides what each changes. */
export const progressEvents = [
  'LINK_OPENED',
  'POSITION_VIEWED',
  'CODE_ACCEPTED',
  'INTERVIEW_STARTED',
  'MEETING_SCHEDULED',
] as const
export type ProgressEvent = (typeof progressEvents)[number]

const progressFields = ['campaign', 'invitation', 'event']

/** A step of a candidate's progress, reported by the site's interview pages: the campaign's
 *  hash and the invitation's id, nothing else (any other field is refused). A loose object with
 *  a check rather than z.strictObject, whose class would join the zod chunk that the site's
 *  request forms load before hydration. */
export const candidateProgressRequest = z
  .looseObject({
    campaign: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is no campaign.')),
    invitation: z.string().check(z.regex(invitationRefPattern, 'This is no invitation.')),
    event: z.enum(progressEvents),
  })
  .check(
    z.refine(
      (request) => Object.keys(request).every((key) => progressFields.includes(key)),
      'Only the campaign, the invitation and the event are taken.',
    ),
  )
/** `moved`: whether the report moved the progress on (false: repeated or earlier, ignored). */
export const candidateProgressResponse = z.object({ moved: z.boolean() })
