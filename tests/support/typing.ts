import type { UserEvent } from '@testing-library/user-event'

/** Replaces a field's text as a person does: select all and delete, then type (or paste a long
 *  text, which the field's maxlength then cuts). */
export async function replaceText(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field)
  field.focus()
  if (value.length > 40) await user.paste(value)
  else if (value) await user.type(field, value)
}

/** The email addresses a person types in turn: not yet an address, an address, nothing. */
export const nextEmail: Record<string, string> = {
  '': 'robin@example',
  'robin@example': 'robin@example.com',
  'robin@example.com': '',
}
