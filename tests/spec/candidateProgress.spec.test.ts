// Issue 31, a candidate's progress, as data written from the issue and the decisions documented
// in the machine: the steps in order, and for every step and event the step the candidate is at
// afterwards. Forward only: a later step's event is accepted (a lost report must not stall the
// record), the event of the step the candidate is at or has passed is ignored. The real machine
// runs; nothing expected is read from it.
import { describe, expect, it } from 'vitest'
import { createActor, transition } from 'xstate'
import { progressEvents, type ProgressEvent } from '../../src/api/candidateProgress'
import {
  candidateProgressMachine,
  progressSteps,
} from '../../src/machines/candidateProgress.machine'

const order = [
  'invited',
  'linkOpened',
  'positionViewed',
  'codeAccepted',
  'interviewStarted',
  'meetingScheduled',
]

/** [at, event, then at] for every step and event. */
const table: [string, ProgressEvent, string][] = [
  ['invited', 'LINK_OPENED', 'linkOpened'],
  ['invited', 'POSITION_VIEWED', 'positionViewed'],
  ['invited', 'CODE_ACCEPTED', 'codeAccepted'],
  ['invited', 'INTERVIEW_STARTED', 'interviewStarted'],
  ['invited', 'MEETING_SCHEDULED', 'meetingScheduled'],
  ['linkOpened', 'LINK_OPENED', 'linkOpened'],
  ['linkOpened', 'POSITION_VIEWED', 'positionViewed'],
  ['linkOpened', 'CODE_ACCEPTED', 'codeAccepted'],
  ['linkOpened', 'INTERVIEW_STARTED', 'interviewStarted'],
  ['linkOpened', 'MEETING_SCHEDULED', 'meetingScheduled'],
  ['positionViewed', 'LINK_OPENED', 'positionViewed'],
  ['positionViewed', 'POSITION_VIEWED', 'positionViewed'],
  ['positionViewed', 'CODE_ACCEPTED', 'codeAccepted'],
  ['positionViewed', 'INTERVIEW_STARTED', 'interviewStarted'],
  ['positionViewed', 'MEETING_SCHEDULED', 'meetingScheduled'],
  ['codeAccepted', 'LINK_OPENED', 'codeAccepted'],
  ['codeAccepted', 'POSITION_VIEWED', 'codeAccepted'],
  ['codeAccepted', 'CODE_ACCEPTED', 'codeAccepted'],
  ['codeAccepted', 'INTERVIEW_STARTED', 'interviewStarted'],
  ['codeAccepted', 'MEETING_SCHEDULED', 'meetingScheduled'],
  ['interviewStarted', 'LINK_OPENED', 'interviewStarted'],
  ['interviewStarted', 'POSITION_VIEWED', 'interviewStarted'],
  ['interviewStarted', 'CODE_ACCEPTED', 'interviewStarted'],
  ['interviewStarted', 'INTERVIEW_STARTED', 'interviewStarted'],
  ['interviewStarted', 'MEETING_SCHEDULED', 'meetingScheduled'],
  ['meetingScheduled', 'LINK_OPENED', 'meetingScheduled'],
  ['meetingScheduled', 'POSITION_VIEWED', 'meetingScheduled'],
  ['meetingScheduled', 'CODE_ACCEPTED', 'meetingScheduled'],
  ['meetingScheduled', 'INTERVIEW_STARTED', 'meetingScheduled'],
  ['meetingScheduled', 'MEETING_SCHEDULED', 'meetingScheduled'],
]

const at = (step: string) => candidateProgressMachine.resolveState({ value: step, context: {} })

describe('a candidate’s progress (issue 31)', () => {
  it('names the steps and events in the order a candidate goes', () => {
    expect(progressSteps).toEqual(order)
    expect(progressEvents).toEqual([
      'LINK_OPENED',
      'POSITION_VIEWED',
      'CODE_ACCEPTED',
      'INTERVIEW_STARTED',
      'MEETING_SCHEDULED',
    ])
  })

  it('starts invited', () => {
    expect(createActor(candidateProgressMachine).start().getSnapshot().value).toBe('invited')
  })

  it('covers every step and event', () => {
    expect(table).toHaveLength(order.length * progressEvents.length)
  })

  it.each(table)('at %s, %s leaves the candidate at %s', (from, event, to) => {
    const snapshot = at(from)
    const [next] = transition(candidateProgressMachine, snapshot, { type: event })
    expect(next.value).toBe(to)
    // What is accepted moves on; what is ignored the state does not take at all.
    expect(snapshot.can({ type: event })).toBe(to !== from)
  })

  it('ends at a scheduled meeting', () => {
    expect(at('meetingScheduled').status).toBe('done')
    expect(at('interviewStarted').status).toBe('active')
  })
})
