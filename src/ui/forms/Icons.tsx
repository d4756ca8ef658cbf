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
