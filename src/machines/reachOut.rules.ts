// The reach-out form's copy and rules, apart from its machine (reachOut.machine.ts): its view
// is on the page from the first paint and needs them before the machine (and xstate) arrives.
import { reachOutRequest } from '../api/schemas'
import { fieldProblems } from '../api/fieldProblems'

/** SPEC.md 5: the message is prefilled with a request, at most 500 characters. */
export const REACH_OUT_TEMPLATE =
  'Hello, I would like to join Nova Club but I have no referral yet. Could a Talent Agent tell me how the application works and what the skills assessment covers? Thank you.'

export type ReachOutField = 'fullName' | 'email' | 'content'

export type ReachOutValues = Record<ReachOutField, string>

export interface ReachOutContext extends ReachOutValues {
  /** The fields the visitor left (or pressed Enter in) while they could not be sent: from then
   *  on the view says why Submit is disabled, next to the field. */
  checked: ReachOutField[]
}

/** The request the form sends: the name and email trimmed, the message as typed. */
export function reachOutMessage(context: ReachOutValues): ReachOutValues {
  return {
    fullName: context.fullName.trim(),
    email: context.email.trim(),
    content: context.content,
  }
}

/** Whether the form can be sent (SPEC.md 5: a name, a valid email and a message), checked with
 *  the schema the server checks the request with. */
export function isReachOutComplete(context: ReachOutValues): boolean {
  return reachOutRequest.safeParse(reachOutMessage(context)).success
}

/** Why each field cannot be sent as it is, in the words of the schema the server checks. */
export function problemsOf(values: ReachOutValues): Partial<Record<ReachOutField, string>> {
  return fieldProblems(reachOutRequest, reachOutMessage(values))
}

/** The reasons shown: those of the checked fields. */
export function reachOutProblems(context: ReachOutContext): Partial<Record<ReachOutField, string>> {
  const problems = problemsOf(context)
  return Object.fromEntries(context.checked.map((field) => [field, problems[field]]))
}
