import { config } from '../../lib/config'

/** The club's mark (a four-point nova) and wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 148 32"
      width="148"
      height="32"
      role="img"
      aria-label={config.siteName}
    >
      <path
        d="M16 1 19.2 12.8 31 16 19.2 19.2 16 31 12.8 19.2 1 16 12.8 12.8Z"
        fill="var(--color-accent)"
      />
      <circle cx="16" cy="16" r="3.2" fill="var(--color-bg)" />
      <text
        x="40"
        y="22"
        fill="currentColor"
        fontFamily="var(--font-display)"
        fontSize="19"
        fontWeight="600"
        textLength="104"
        lengthAdjust="spacingAndGlyphs"
      >
        NOVA CLUB
      </text>
    </svg>
  )
}
