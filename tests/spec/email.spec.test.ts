// SPEC.md 5: 'Text, an at sign, text, a dot and text, with no spaces.'
import { describe, expect, it } from 'vitest'
import { emailPattern, emailProblem, isValidEmail } from '../../src/lib/email'

const table: [string, boolean][] = [
  ['avery@example.com', true],
  ['a@b.c', true],
  ['avery.stone@mail.example.co', true],
  ['', false],
  ['avery', false],
  ['avery@', false],
  ['@example.com', false],
  ['avery@example', false],
  ['avery@example.', false],
  ['avery@.com', false],
  ['avery@@example.com', false],
  ['av ery@example.com', false],
  ['avery@exa mple.com', false],
  ['avery@example.c om', false],
  [' avery@example.com', false],
  ['avery@example.com ', false],
  ['avery\t@example.com', false],
  ['avery@example.com\n', false],
]

it.each(table)('%j is an email: %s', (value, valid) => {
  expect(isValidEmail(value)).toBe(valid)
  expect(emailPattern.test(value)).toBe(valid)
})

// The words the forms show under an address that cannot be sent (the registration form's).
describe('why an address cannot be sent', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['bad@', 'Please enter a valid email address.'],
    ['quinn@bad', 'Please enter a valid email address.'],
    ['avery@example.com', undefined],
    ['  avery@example.com ', undefined], // typed spaces around it are not the visitor's mistake
  ])('%j: %j', (value, problem) => {
    expect(emailProblem(value)).toBe(problem)
  })
})
