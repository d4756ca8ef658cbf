/** SPEC.md 5: text, an at sign, text, a dot and text, with no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value)
}
