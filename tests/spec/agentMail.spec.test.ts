// Issue 31 item 1, the console's mail, written from the issue and the contract: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  MAIL_PAGE_SIZE,
  agentMailMachine,
  agentMailMessages,
} from '../../src/machines/agentMail.machine'
import type { MailDetail, MailPage, MailQuery } from '../../src/agents/contract'
import { childErrors, fakeCall } from './actors'
import {
  agentsError,
  failedMail,
  failedMailDetail,
  mailFirstPage,
  mailLastPage,
  resentMailDetail,
  sentMail,
} from '../support/agents'

let load: ReturnType<typeof fakeCall<MailPage, MailQuery>>
let open: ReturnType<typeof fakeCall<MailDetail, number>>
let resend: ReturnType<typeof fakeCall<MailDetail, number>>

function start() {
  load = fakeCall()
  open = fakeCall()
  resend = fakeCall()
  return createActor(
    agentMailMachine.provide({
      actors: { loadPage: load.logic, loadMessage: open.logic, resend: resend.logic },
    }),
  ).start()
}
async function shown() {
  const actor = start()
  await load.resolve(mailFirstPage)
  actor.send({ type: 'OPEN', id: failedMail.id })
  await open.resolve(failedMailDetail)
  return actor
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the outbox, newest first, a page at a time, by status', () => {
  it('starts empty and asks for the first page of any status', () => {
    const actor = start()
    expect(actor.getSnapshot().context).toEqual({
      status: '',
      messages: [],
      next: null,
      openId: null,
      open: null,
      resendProblem: '',
    })
    expect(load.inputs).toEqual([{ limit: String(MAIL_PAGE_SIZE) }])
    expect(MAIL_PAGE_SIZE).toBe(25)
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadPage'])
  })

  it.each([
    ['failed', { status: 'failed', limit: '25' }],
    ['', { limit: '25' }],
  ])('the filter %j asks again with %j', async (status, query) => {
    const actor = start()
    await load.resolve(mailFirstPage)
    actor.send({ type: 'FILTER', status })
    expect(load.inputs.at(-1)).toEqual(query)
    expect(actor.getSnapshot().value).toBe('loading')
  })

  it('Load more asks after the cursor and adds the page; not on the last page', async () => {
    const actor = start()
    await load.resolve(mailFirstPage)
    actor.send({ type: 'LOAD_MORE' })
    expect(load.inputs.at(-1)).toEqual({ limit: '25', after: '12' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadMore'])
    await load.resolve(mailLastPage)
    expect(actor.getSnapshot().context.messages).toEqual([failedMail, sentMail])
    expect(actor.getSnapshot().context.next).toBeNull()
    actor.send({ type: 'LOAD_MORE' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed load (%s) says so; Refresh asks again',
    async (error) => {
      const actor = start()
      await load.reject(error)
      expect(actor.getSnapshot().value).toBe('failed')
      expect(agentMailMessages.failed).toBe('The outbox could not be loaded. Please try again.')
      actor.send({ type: 'REFRESH' })
      expect(actor.getSnapshot().value).toBe('loading')
    },
  )

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed Load more (%s) keeps the list and can be asked again',
    async (error) => {
      const actor = start()
      await load.resolve(mailFirstPage)
      actor.send({ type: 'LOAD_MORE' })
      await load.reject(error)
      expect(actor.getSnapshot().value).toEqual({ ready: 'moreFailed' })
      expect(actor.getSnapshot().context.messages).toEqual([failedMail])
      actor.send({ type: 'LOAD_MORE' })
      expect(actor.getSnapshot().value).toEqual({ ready: 'loadingMore' })
    },
  )
})

describe('a message: its headers and text; Send again when it failed', () => {
  it('opens the message asked for, and closes it', async () => {
    const actor = await shown()
    expect(open.inputs).toEqual([failedMail.id])
    expect(actor.getSnapshot().value).toEqual({ ready: 'shown' })
    expect(actor.getSnapshot().context.open).toEqual(failedMailDetail)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(actor.getSnapshot().context).toMatchObject({ openId: null, open: null })
  })

  it('an opened message brings its row up to date (sent since the list came)', async () => {
    const actor = start()
    const waiting = { ...sentMail, status: 'pending' as const }
    await load.resolve({ messages: [waiting, failedMail], next: null })
    actor.send({ type: 'OPEN', id: sentMail.id })
    await open.resolve({ ...failedMailDetail, message: sentMail })
    expect(actor.getSnapshot().context.messages).toEqual([sentMail, failedMail])
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a message that does not load (%s) can be asked again or closed',
    async (error) => {
      const actor = start()
      await load.resolve(mailFirstPage)
      actor.send({ type: 'OPEN', id: 12 })
      expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadMessage'])
      await open.reject(error)
      expect(actor.getSnapshot().value).toEqual({ ready: 'openFailed' })
      actor.send({ type: 'OPEN', id: 12 })
      expect(actor.getSnapshot().value).toEqual({ ready: 'opening' })
      actor.send({ type: 'CLOSE' })
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    },
  )

  it('Send again: the message and its row as the server answers', async () => {
    const actor = await shown()
    actor.send({ type: 'RESEND' })
    expect(resend.inputs).toEqual([failedMail.id])
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['resend'])
    actor.send({ type: 'RESEND' }) // busy: once
    expect(resend.inputs).toHaveLength(1)
    await resend.resolve(resentMailDetail)
    expect(actor.getSnapshot().value).toEqual({ ready: 'shown' })
    expect(actor.getSnapshot().context.open).toEqual(resentMailDetail)
    expect(actor.getSnapshot().context.messages).toEqual([resentMailDetail.message])
    actor.send({ type: 'RESEND' }) // no longer failed
    expect(resend.inputs).toHaveLength(1)
  })

  it.each([
    [agentsError(409), agentMailMessages.notFailed, { ready: 'opening' }],
    [agentsError(401), agentMailMessages.resendFailed, { ready: 'shown' }],
    [new Error('offline'), agentMailMessages.resendFailed, { ready: 'shown' }],
  ])('Send again refused (%s): %j', async (error, message, state) => {
    const actor = await shown()
    actor.send({ type: 'RESEND' })
    await resend.reject(error)
    expect(actor.getSnapshot().value).toEqual(state)
    expect(actor.getSnapshot().context.resendProblem).toBe(message)
  })

  it('409 loads the message again to show how it is now; a success clears the problem', async () => {
    const actor = await shown()
    actor.send({ type: 'RESEND' })
    await resend.reject(agentsError(409))
    expect(open.inputs).toEqual([12, 12])
    await open.resolve(failedMailDetail)
    expect(actor.getSnapshot().context.resendProblem).toBe(agentMailMessages.notFailed)
    actor.send({ type: 'RESEND' })
    await resend.resolve(resentMailDetail)
    expect(actor.getSnapshot().context.resendProblem).toBe('')
    actor.send({ type: 'OPEN', id: 11 })
    expect(actor.getSnapshot().context).toMatchObject({ openId: 11, open: null })
  })

  it('the messages say what happened', () => {
    expect(agentMailMessages).toEqual({
      failed: 'The outbox could not be loaded. Please try again.',
      moreFailed: 'The next messages could not be loaded. Please try again.',
      openFailed: 'The message could not be loaded. Please try again.',
      notFailed: 'This message is no longer failed: it was not sent again.',
      resendFailed: 'The message could not be sent again. Please try again.',
    })
  })

  it('a failure without a status is a failure', async () => {
    const actor = await shown()
    actor.send({ type: 'RESEND' })
    await resend.reject(undefined as never)
    expect(actor.getSnapshot().context.resendProblem).toBe(agentMailMessages.resendFailed)
  })

  it.each(['loadPage', 'loadMessage', 'resend'])(
    'not supplied, %s fails saying so',
    async (name) => {
      const errors = childErrors()
      const loaded = fakeCall<MailPage, MailQuery>()
      const opened = fakeCall<MailDetail, number>()
      const actors =
        name === 'loadPage'
          ? {}
          : name === 'loadMessage'
            ? { loadPage: loaded.logic }
            : { loadPage: loaded.logic, loadMessage: opened.logic }
      const actor = createActor(agentMailMachine.provide({ actors }), {
        inspect: errors.inspect,
      }).start()
      if (name !== 'loadPage') {
        await loaded.resolve(mailFirstPage)
        actor.send({ type: 'OPEN', id: 12 })
        if (name === 'resend') {
          await opened.resolve(failedMailDetail)
          actor.send({ type: 'RESEND' })
        }
      }
      await vi.advanceTimersByTimeAsync(0)
      expect(errors.messages).toEqual([`${name} is not provided: supply it with machine.provide()`])
    },
  )
})
