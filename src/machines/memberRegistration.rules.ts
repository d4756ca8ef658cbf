// The invitation request form's rules, apart from its machine (memberRegistration.machine.ts):
// its view is on the page from the first paint and needs them before the machine (and xstate)
// arrives.
import { memberRegistrationRequest, type MemberRegistrationRequest } from '../api/schemas'
import { fieldProblems } from '../api/fieldProblems'

export type RegistrationField = 'fullName' | 'email' | 'role' | 'referralName'

export type RegistrationValues = Record<RegistrationField, string>

export interface RegistrationContext extends RegistrationValues {
  /** The fields the visitor left (or pressed Enter in) while they could not be sent: from then
   *  on the view says why 'Send my request' is disabled, under the field (as the reach-out
   *  form does). */
  checked: RegistrationField[]
}

/** The request the form sends: trimmed, without an empty referral. */
export function registrationRequest(values: RegistrationValues): MemberRegistrationRequest {
  const referralName = values.referralName.trim()
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    role: values.role.trim(),
    ...(referralName ? { referralName } : {}),
  }
}

/** A message per invalid field, checked with the schema the server checks the request with. */
export function registrationErrors(
  values: RegistrationValues,
): Partial<Record<RegistrationField, string>> {
  return fieldProblems(memberRegistrationRequest, registrationRequest(values))
}

/** The reasons shown: those of the checked fields. */
export function registrationMessages(
  context: RegistrationContext,
): Partial<Record<RegistrationField, string>> {
  const errors = registrationErrors(context)
  return Object.fromEntries(
    context.checked.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  )
}
