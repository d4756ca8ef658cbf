// @vitest-environment happy-dom
// A candidate's progress has no screen (the server runs it: server/agents/candidates.ts): every
// generated path runs against the actor, and in every state the candidate is at one of the
// steps, the last one final.
import { expect } from 'vitest'
import { progressSteps } from '../../src/machines/candidateProgress.machine'
import { describeModel } from './describeModel'
import { candidateProgressModel } from './models'

const atStep = (step: string, done: boolean) => ({
  [step]: (snapshot: { value: unknown; status: string }) => {
    expect(progressSteps).toContain(snapshot.value)
    expect(snapshot.status).toBe(done ? 'done' : 'active')
  },
})

describeModel(candidateProgressModel, {
  actor: {
    states: Object.assign(
      {},
      ...progressSteps.map((step) => atStep(step, step === 'meetingScheduled')),
    ),
  },
})
