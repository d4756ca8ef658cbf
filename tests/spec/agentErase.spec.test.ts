// Issue 30, erase (admins): the contact typed twice, then confirmed. Rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentEraseMachine,
  agentEraseMessages,
  sameContact,
} from '../../src/machines/agentErase.machine'
import { effect, fakeCall, type Effect } from './actors'
import { agentsError } from '../support/agents'

let erase: ReturnType<typeof fakeCall<Record<string, number>, { contact: string; confirm: string }>>
let announceErased: Effect

function start() {
  erase = fakeCall()
  announceErased = effect()
  return createActor(
    agentEraseMachine.provide({
      actors: { erase: erase.logic },
      actions: { announceErased },
    }),
  ).start()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the contact typed twice', () => {
  it.each([
    ['', '', 'editing.clean'],
    ['   ', '   ', 'editing.clean'],
    ['a@example.com', '', 'editing.mismatch'],
    ['a@example.com', 'b@example.com', 'editing.mismatch'],
    ['a@example.com', 'A@example.com', 'editing.mismatch'],
    ['a@example.com', ' a@example.com ', 'confirming'],
  ])('%j and %j: %s', (contact, confirm, state) => {
    const actor = start()
    actor.send({ type: 'CHANGE_CONTACT', value: contact })
    actor.send({ type: 'CHANGE_CONFIRM', value: confirm })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toEqual(
      state === 'confirming' ? 'confirming' : { editing: state.split('.')[1] },
    )
    expect(sameContact({ contact, confirm })).toBe(state === 'confirming')
  })

  it('an edit clears the mismatch', () => {
    const actor = start()
    actor.send({ type: 'CHANGE_CONTACT', value: 'a@example.com' })
    actor.send({ type: 'SUBMIT' })
    expect(agentEraseMessages.mismatch).toBe(
      'The two entries differ: type the same address or profile twice.',
    )
    actor.send({ type: 'CHANGE_CONFIRM', value: 'a' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' })
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CHANGE_CONTACT', value: 'a' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' })
  })
})

describe('confirm, then erase', () => {
  const confirmed = () => {
    const actor = start()
    actor.send({ type: 'CHANGE_CONTACT', value: ' a@example.com' })
    actor.send({ type: 'CHANGE_CONFIRM', value: 'a@example.com ' })
    actor.send({ type: 'SUBMIT' })
    return actor
  }

  it('Cancel erases nothing', () => {
    const actor = confirmed()
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' })
    expect(erase.inputs).toEqual([])
  })

  it('Erase sends both entries, trimmed; what was erased is shown; then someone else', async () => {
    const actor = confirmed()
    actor.send({ type: 'CHANGE_CONTACT', value: 'x' }) // no edits while asked
    actor.send({ type: 'CONFIRM' })
    expect(erase.inputs).toEqual([{ contact: 'a@example.com', confirm: 'a@example.com' }])
    expect(announceErased).not.toHaveBeenCalled()
    await erase.resolve({ invitation: 1, subscription: 1 })
    expect(announceErased).toHaveBeenCalledTimes(1) // the erasure log loads again
    expect(actor.getSnapshot().value).toBe('erased')
    expect(actor.getSnapshot().context.erased).toEqual({ invitation: 1, subscription: 1 })
    actor.send({ type: 'START_OVER' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' })
    expect(actor.getSnapshot().context).toEqual({ contact: '', confirm: '', erased: null })
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failure (%s) erases nothing and says so',
    async (error) => {
      const actor = confirmed()
      actor.send({ type: 'CONFIRM' })
      await erase.reject(error)
      expect(actor.getSnapshot().value).toEqual({ editing: 'failed' })
      expect(agentEraseMessages.failed).toBe(
        'Nothing was erased: the request failed. Please try again.',
      )
      expect(announceErased).not.toHaveBeenCalled()
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().value).toBe('confirming')
    },
  )
})
