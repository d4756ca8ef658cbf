// fieldProblems and fieldMessages: zod's issues as field messages, for the forms and the client.
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { fieldMessages, fieldProblems } from '../../src/api/fieldProblems'
import { memberRegistrationRequest, reachOutRequest } from '../../src/api/schemas'

const form = z.object({
  name: z.string().check(z.minLength(1, 'Name needed.'), z.minLength(3, 'Name too short.')),
  code: z.string().check(z.regex(/^\d+$/, 'Digits only.'), z.maxLength(4, 'Four at most.')),
  note: z.optional(z.string()),
})

describe('fieldProblems', () => {
  it('answers nothing for values the schema takes', () => {
    expect(fieldProblems(form, { name: 'Avery', code: '12' })).toEqual({})
  })

  it('answers the first message per invalid field, and no key for a valid one', () => {
    const problems = fieldProblems(form, { name: '', code: 'abcdef' })
    expect(problems).toEqual({ name: 'Name needed.', code: 'Digits only.' })
    expect(Object.keys(problems)).not.toContain('note')
  })

  it('answers the schema’s own messages for the forms (the words SPEC.md gives them)', () => {
    expect(
      fieldProblems(memberRegistrationRequest, { fullName: ' ', email: 'x@y', role: 'Dev' }),
    ).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter a valid email address.',
    })
    expect(
      fieldProblems(reachOutRequest, {
        fullName: 'Rin',
        email: 'rin@example.com',
        content: 'a'.repeat(501),
      }),
    ).toEqual({ content: 'Please keep this to 500 characters or fewer.' })
  })
})

describe('fieldMessages', () => {
  it('answers every message per field, as the server’s 400 lists them', () => {
    const checked = form.safeParse({ name: 'A', code: 'abcde' })
    expect(checked.success).toBe(false)
    expect(fieldMessages(checked.error!)).toEqual({
      name: ['Name too short.'],
      code: ['Digits only.', 'Four at most.'],
    })
  })

  it('puts the messages of the value as a whole under `_`', () => {
    const checked = form.safeParse('not an object')
    expect(fieldMessages(checked.error!)).toEqual({ _: [expect.any(String)] })
  })
})
