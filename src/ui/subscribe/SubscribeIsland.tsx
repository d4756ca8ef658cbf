import { island } from '../common/island'

/** The newsletter box as an island that loads once the visitor uses it (focuses its field,
 *  clicks Subscribe): a visitor who only reads the page loads no flow for it. What is typed
 *  before then is kept (useTextTypedEarly), a Subscribe clicked is sent once it has loaded. */
export function subscribeIsland(idPrefix: string) {
  return island(
    `${idPrefix}-subscribe`,
    async () => {
      const { SubscribeBox } = await import('./SubscribeBox')
      return function Subscribe() {
        return <SubscribeBox idPrefix={idPrefix} />
      }
    },
    'used',
  )
}
