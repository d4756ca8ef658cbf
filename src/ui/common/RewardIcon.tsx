import type { RewardType } from '../../content/novaPoints'

const paths: Record<RewardType['id'], string> = {
  'time-off': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  'premium-perks': 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  'exclusive-subscriptions': 'M4 6h16v12H4zM4 8l8 5 8-5',
}

/** The line icon of a reward type, decorative: its title names it. */
export function RewardIcon({ reward }: { reward: RewardType['id'] }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        d={paths[reward]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}
