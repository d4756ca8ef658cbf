import { island } from '../common/island'

/** The reach-out form as an island that loads once the visitor uses it (focuses a field, clicks
 *  Send): its flow, zod and the HTTP client cost a visitor who only reads the page nothing.
 *  What is typed before then is kept (useTextTypedEarly), a Send clicked is sent once loaded. */
export const ReachOutFormIsland = island(
  'reach-out-form',
  async () => (await import('./ReachOutForm')).ReachOutForm,
  'used',
)
