// SPEC.md 5: 'Text, an at sign, text, a dot and text, with no spaces.'
import { expect, it } from 'vitest'
import { emailPattern, isValidEmail } from '../../src/lib/email'

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
