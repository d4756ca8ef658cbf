// The welcome page (issue 31, item 2): the link is checked, then a user name and a password by
// the shared rules (src/api/schemas.ts, the ones the server checks with); the server's field
// messages show under their fields; a link that cannot be used gets its own page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  passwordChecklist,
  serverFieldErrors,
  welcomeMemberMachine,
  welcomeMessages,
  welcomeProblems,
} from '../../src/machines/welcomeMember.machine'
import type { MemberCredentials, WelcomeCheckResponse } from '../../src/api/schemas'
import { ApiRequestError } from '../../src/api/client'
import { childErrors, fakeCall, httpError, wait } from './actors'

const token = 'T'.repeat(43)
const valid = { username: 'robin.vale', password: 'A club password 2025' }
let checkLink: ReturnType<typeof fakeCall<WelcomeCheckResponse, { token: string }>>
let createMember: ReturnType<typeof fakeCall<unknown, MemberCredentials>>

function start() {
  checkLink = fakeCall<WelcomeCheckResponse, { token: string }>()
  createMember = fakeCall<unknown, MemberCredentials>()
  return createActor(
    welcomeMemberMachine.provide({
      actors: { checkLink: checkLink.logic, createMember: createMember.logic },
    }),
    { input: { token } },
  ).start()
}
async function atForm(firstName: string | null = 'Robin') {
  const page = start()
  await checkLink.resolve({ firstName })
  return page
}
function fill(page: ReturnType<typeof start>, values: Partial<typeof valid>) {
  for (const [field, value] of Object.entries(values))
    page.send({ type: 'CHANGE', field: field as 'username', value })
}
const refusal = (status: number, fields?: Record<string, string[]>) =>
  new ApiRequestError('http', 'refused', status, fields)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the link is checked first', () => {
  it.each([
    ['usable: the form, greeting the name', { firstName: 'Robin' }, 'form', 'Robin'],
    ['usable, no name given', { firstName: null }, 'form', null],
  ] as const)('%s', async (_, answer, state, firstName) => {
    const page = start()
    expect(page.getSnapshot().value).toBe('checking')
    expect(checkLink.inputs).toEqual([{ token }])
    await checkLink.resolve(answer)
    expect(page.getSnapshot().value).toEqual({ [state]: 'editing' })
    expect(page.getSnapshot().context.firstName).toBe(firstName)
  })

  it.each([
    ['401 (expired, used, unknown: one answer)', httpError(401), 'unusable'],
    ['429', httpError(429), 'checkFailed'],
    ['500', httpError(500), 'checkFailed'],
    ['no answer', new Error('offline'), 'checkFailed'],
  ])('refused with %s: %s', async (_, error, state) => {
    const page = start()
    await checkLink.reject(error)
    expect(page.getSnapshot().value).toBe(state)
  })

  it('a check that failed is tried again on Try again', async () => {
    const page = start()
    await checkLink.reject(new Error('offline'))
    page.send({ type: 'RETRY' })
    expect(page.getSnapshot().value).toBe('checking')
    await checkLink.resolve({ firstName: null })
    expect(page.getSnapshot().value).toEqual({ form: 'editing' })
  })

  it('the first context holds the token and nothing typed', () => {
    expect(start().getSnapshot().context).toEqual({
      token,
      firstName: null,
      username: '',
      password: '',
      showErrors: false,
      serverErrors: {},
    })
  })
})

describe('the rules, shared with the server', () => {
  it.each([
    [valid, {}],
    [{ ...valid, username: '' }, { username: 'Please choose a user name.' }],
    [
      { ...valid, username: 'ab' },
      {
        username:
          'Use 3 to 40 letters, digits, dots (.), dashes (-) or underscores (_), beginning with a letter or a digit.',
      },
    ],
    [{ ...valid, username: ' robin.vale ' }, {}], // trimmed before it is checked and sent
    [{ ...valid, password: 'short 1' }, { password: 'The password needs at least 12 characters.' }],
    [{ ...valid, password: '123456789012' }, { password: 'The password needs a letter.' }],
    [
      { ...valid, password: 'abcdefghijkl' },
      { password: 'The password needs a digit or a symbol.' },
    ],
    [
      { ...valid, password: 'x'.repeat(201) + '1' },
      { password: 'Please keep the password to 200 characters or fewer.' },
    ],
    [
      { username: 'robin', password: 'my ROBIN password 1' },
      { password: 'The password must not contain your user name.' },
    ],
  ])('%j: %j', async (values, problems) => {
    expect(welcomeProblems({ token, ...values })).toEqual(problems)
    const page = await atForm()
    fill(page, values)
    page.send({ type: 'SUBMIT' })
    const sent = Object.keys(problems).length === 0
    expect(page.getSnapshot().value).toEqual(sent ? 'submitting' : { form: 'editing' })
    expect(page.getSnapshot().context.showErrors).toBe(!sent)
    expect(createMember.inputs).toEqual(
      sent ? [{ token, username: values.username.trim(), password: values.password }] : [],
    )
  })

  it('each password rule is shown met or not as they type', () => {
    const met = (password: string, username = '') =>
      passwordChecklist(password, username).map((rule) => `${rule.label}: ${rule.met}`)
    expect(met('')).toEqual([
      'At least 12 characters: false',
      'A letter: false',
      'A digit or a symbol: false',
      'Not your user name: false',
    ])
    expect(met('abc1')).toEqual([
      'At least 12 characters: false',
      'A letter: true',
      'A digit or a symbol: true',
      'Not your user name: true',
    ])
    expect(met('A club password 2025', 'club')).toEqual([
      'At least 12 characters: true',
      'A letter: true',
      'A digit or a symbol: true',
      'Not your user name: false',
    ])
  })

  it('messages show only after a first attempt to send', async () => {
    const page = await atForm()
    fill(page, { username: 'ab' })
    expect(welcomeMessages(page.getSnapshot().context)).toEqual({})
    page.send({ type: 'SUBMIT' })
    expect(Object.keys(welcomeMessages(page.getSnapshot().context))).toEqual([
      'username',
      'password',
    ])
  })
})

describe('sending', () => {
  async function sent() {
    const page = await atForm()
    fill(page, valid)
    page.send({ type: 'SUBMIT' })
    return page
  }

  it('made: the page says to sign in', async () => {
    const page = await sent()
    await createMember.resolve(undefined)
    expect(page.getSnapshot().value).toBe('welcomed')
    expect(page.getSnapshot().status).toBe('done')
  })

  it('the user name is taken: its message under the field, everything kept; typing in it clears it', async () => {
    const page = await sent()
    await createMember.reject(
      refusal(409, { username: ['This user name is taken: please choose another.'] }),
    )
    expect(page.getSnapshot().value).toEqual({ form: 'refused' })
    expect(page.getSnapshot().context).toMatchObject(valid)
    expect(welcomeMessages(page.getSnapshot().context)).toEqual({
      username: 'This user name is taken: please choose another.',
    })
    fill(page, { password: 'Another password 1' })
    expect(page.getSnapshot().context.serverErrors).toEqual({
      username: 'This user name is taken: please choose another.',
    })
    fill(page, { username: 'robin.v' })
    expect(page.getSnapshot().value).toEqual({ form: 'editing' })
    expect(page.getSnapshot().context.serverErrors).toEqual({})
  })

  it("the server's zod issues show under their fields (the first of each)", async () => {
    const page = await sent()
    await createMember.reject(
      refusal(400, { password: ['first', 'second'], username: ['name'], token: ['ignored'] }),
    )
    expect(page.getSnapshot().context.serverErrors).toEqual({
      username: 'name',
      password: 'first',
    })
  })

  it.each([
    ['401: used or expired meanwhile', refusal(401), 'unusable'],
    ['400 naming no field of the form', refusal(400, { token: ['x'] }), { form: 'failed' }],
    ['429', refusal(429), { form: 'failed' }],
    ['500', refusal(500), { form: 'failed' }],
    ['no answer', new Error('offline'), { form: 'failed' }],
  ])('%s', async (_, error, state) => {
    const page = await sent()
    await createMember.reject(error)
    expect(page.getSnapshot().value).toEqual(state)
    if (state !== 'unusable') expect(page.getSnapshot().context).toMatchObject(valid)
  })

  it('a failure is dismissed by typing, and sent again', async () => {
    const page = await sent()
    await createMember.reject(new Error('offline'))
    page.send({ type: 'SUBMIT' })
    expect(page.getSnapshot().value).toBe('submitting')
    await createMember.reject(new Error('offline'))
    fill(page, { username: 'robin.v' })
    expect(page.getSnapshot().value).toEqual({ form: 'editing' })
  })

  it('serverFieldErrors reads only string messages of the two fields', () => {
    expect(serverFieldErrors(undefined)).toEqual({})
    expect(serverFieldErrors({ username: [1], password: 'x' })).toEqual({})
  })
})

it('not supplied, each call fails saying so', async () => {
  const errors = childErrors()
  const bare = createActor(welcomeMemberMachine, { input: { token }, inspect: errors.inspect })
  bare.start()
  await wait(0)
  expect(bare.getSnapshot().value).toBe('checkFailed')
  checkLink = fakeCall<WelcomeCheckResponse, { token: string }>()
  const page = createActor(
    welcomeMemberMachine.provide({ actors: { checkLink: checkLink.logic } }),
    { input: { token }, inspect: errors.inspect },
  ).start()
  await checkLink.resolve({ firstName: null })
  fill(page, valid)
  page.send({ type: 'SUBMIT' })
  await wait(0)
  expect(page.getSnapshot().value).toEqual({ form: 'failed' })
  expect(errors.messages).toEqual([
    'checkLink is not provided: supply it with machine.provide()',
    'createMember is not provided: supply it with machine.provide()',
  ])
})
