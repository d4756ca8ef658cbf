import { setup } from 'xstate'
import type { ProgressEvent } from '../api/candidateProgress'
import { progressSteps, type ProgressStep } from '../api/progressSteps'

/** The events are the reports of the site's interview pages (src/api/schemas.ts). */
export type { ProgressEvent }

/** The steps (the machine's states) are defined with the request's schema, in
 *  src/api/progressSteps.ts, so that the console's contract, which the server reads, needs
 *  no machine. */
export { progressSteps, type ProgressStep }

/**
 * A candidate's progress through an invitation (issue 31), run by the server
 * (server/campaigns/progress.ts): restored at the candidate's stored step, sent the reported
 * event, and the step it then is in stored. It only moves forward. A step accepts every later
 * step's event, since a report can be lost on the way (a closed tab, a dropped connection) and
 * a later step implies the ones before it; an event of the step the candidate is at or has
 * passed is ignored (no change, no error): a repeated report changes nothing.
 */
export const candidateProgressMachine = setup({
  types: {
    events: {} as { type: ProgressEvent },
  },
}).createMachine({
  id: 'candidateProgress',
  description:
    'How far an invited candidate has come: link opened, position viewed, code accepted, interview started, meeting scheduled. Forward only; a repeated or earlier report is ignored.',
  meta: {
    purpose: 'The server-side record of each candidate’s progress, shown in the console.',
    spec: '—',
    /** No screen shows it: the model tests run the actor only (scripts/model-coverage.ts). */
    runBy: 'server',
  },
  initial: 'invited',
  states: {
    invited: {
      description: 'The invitation was written to the outbox.',
      on: {
        LINK_OPENED: 'linkOpened',
        POSITION_VIEWED: 'positionViewed',
        CODE_ACCEPTED: 'codeAccepted',
        INTERVIEW_STARTED: 'interviewStarted',
        MEETING_SCHEDULED: 'meetingScheduled',
      },
    },
    linkOpened: {
      description: 'The candidate opened the invitation’s interview link.',
      on: {
        POSITION_VIEWED: 'positionViewed',
        CODE_ACCEPTED: 'codeAccepted',
        INTERVIEW_STARTED: 'interviewStarted',
        MEETING_SCHEDULED: 'meetingScheduled',
      },
    },
    positionViewed: {
      description: 'The candidate read the position’s details (step 2).',
      on: {
        CODE_ACCEPTED: 'codeAccepted',
        INTERVIEW_STARTED: 'interviewStarted',
        MEETING_SCHEDULED: 'meetingScheduled',
      },
    },
    codeAccepted: {
      description: 'The candidate’s access code was accepted.',
      on: {
        INTERVIEW_STARTED: 'interviewStarted',
        MEETING_SCHEDULED: 'meetingScheduled',
      },
    },
    interviewStarted: {
      description: 'The candidate started the interview (Start Interview Now).',
      on: { MEETING_SCHEDULED: 'meetingScheduled' },
    },
    meetingScheduled: {
      type: 'final',
      description: 'The last step: every report after it is ignored.',
    },
  },
})
