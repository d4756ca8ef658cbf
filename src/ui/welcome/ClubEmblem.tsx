/** The club's mark as an emblem for the moment a person becomes a member: the nova of the
 *  logo, larger, inside two orbits (decorative: the heading beside it says what happened). */
export function ClubEmblem() {
  return (
    <svg viewBox="0 0 120 120" width="96" height="96" aria-hidden="true">
      <circle cx="60" cy="60" r="57" fill="none" stroke="var(--color-nova-text)" strokeWidth="1" />
      <circle
        cx="60"
        cy="60"
        r="44"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="1"
        strokeDasharray="1 5"
        strokeLinecap="round"
      />
      <circle cx="60" cy="3" r="3" fill="var(--color-nova-text)" />
      <path
        d="M60 22 68 52 98 60 68 68 60 98 52 68 22 60 52 52Z"
        fill="var(--color-accent)"
        stroke="var(--color-accent-strong)"
        strokeWidth="0.75"
        strokeLinejoin="round"
      />
      <circle cx="60" cy="60" r="7" fill="var(--color-bg)" />
    </svg>
  )
}
