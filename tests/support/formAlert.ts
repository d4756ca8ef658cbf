import { screen } from '@testing-library/react'

/** The text of the form's alert (FormAlert): the one alert that describes no field. A field's
 *  message (FieldError) is an alert too, named by its field's aria-describedby. */
export function formAlertText() {
  const fieldMessages = new Set(
    [...document.querySelectorAll('[aria-describedby]')].flatMap((field) =>
      field.getAttribute('aria-describedby')!.split(/\s+/),
    ),
  )
  return screen.getAllByRole('alert').filter((alert) => !fieldMessages.has(alert.id))[0]!
    .textContent
}
