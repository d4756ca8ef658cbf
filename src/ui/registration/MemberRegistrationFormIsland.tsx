import { island } from '../common/island'

/** The invitation request form as an island that loads once the visitor uses it (focuses a
 *  field, clicks Send): its flow, zod and the HTTP client cost a visitor who only reads the page
 *  nothing. What is typed before then is kept (useTextTypedEarly), a Send clicked is sent once
 *  loaded. */
export const MemberRegistrationFormIsland = island(
  'member-registration-form',
  async () => (await import('./MemberRegistrationForm')).MemberRegistrationForm,
  'used',
)
