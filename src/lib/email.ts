/** SPEC.md 5: text, an at sign, text, a dot and text, with no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value)
}

export const EMAIL_MISSING = 'Please enter your email address.'
export const EMAIL_INVALID = 'Please enter a valid email address.'

/** Why an address cannot be sent, in the words the forms show; undefined when it can. */
export function emailProblem(value: string): string | undefined {
  const address = value.trim()
  if (!address) return EMAIL_MISSING
  return isValidEmail(address) ? undefined : EMAIL_INVALID
}
