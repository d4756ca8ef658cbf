// Icons of the forms' pages and dialogs; each is decorative (its button or link is labelled).
const icon = { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true } as const
const stroke = {
  stroke: 'currentColor',
  strokeWidth: 2,
  fill: 'none',
  strokeLinecap: 'round',
} as const

export function CloseIcon() {
  return (
    <svg {...icon}>
      <path d="M6 6l12 12M18 6 6 18" {...stroke} />
    </svg>
  )
}

export function BackIcon() {
  return (
    <svg {...icon}>
      <path d="M15 5l-7 7 7 7" {...stroke} />
    </svg>
  )
}

export function SidebarIcon() {
  return (
    <svg {...icon}>
      <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} />
      <path d="M14 4v16" {...stroke} />
    </svg>
  )
}

/** The mark of a problem (a field's message, a form's alert): a ring with an exclamation, so an
 *  error never rests on its colour alone. */
export function ProblemIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" {...stroke} />
      <path d="M12 7.5v5.5" {...stroke} />
      <circle cx="12" cy="16.5" r="1.25" fill="currentColor" />
    </svg>
  )
}
