import type { Image } from './types'

const picture = (file: string): Image => ({
  src: `/images/heroes/${file}.svg`,
  alt: '',
  width: 560,
  height: 480,
})

/** The decorative pictures beside the heroes of the join, membership and platform pages
 *  (empty alt: the heading beside each says it all). */
export const heroArt = {
  noToken: picture('no-token'),
  invitation: picture('invitation'),
  reachOut: picture('reach-out'),
  memberships: picture('memberships'),
  redeem: picture('redeem'),
  earn: picture('earn'),
  platform: picture('platform'),
}
