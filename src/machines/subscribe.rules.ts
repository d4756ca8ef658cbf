// The newsletter box's copy and rules, apart from its machine (subscribe.machine.ts): its view
// is on the page from the first paint and needs them before the machine (and xstate) arrives.
import { emailProblem } from '../lib/email'

export const SUBSCRIBED_MESSAGE = 'One of our Talent Agents will be in touch with you soon! Cheers!'

export interface SubscribeContext {
  email: string
  /** The visitor left the field, or pressed Enter, with an address that cannot be sent: from
   *  then on the view says why the button is disabled (never while typing the first time). */
  checked: boolean
}

/** Why the address cannot be sent. An empty box says nothing: the newsletter is in every
 *  footer, and leaving it empty is no mistake. */
export const problemOf = (email: string) => (email.trim() ? emailProblem(email) : undefined)

/** The reason shown under the field, once checked. */
export const subscribeProblem = (context: SubscribeContext) =>
  context.checked ? problemOf(context.email) : undefined
