/** 24×24 outline icons of our own drawing for the social networks (not their trademarks). */
const paths = {
  video: 'M4 6h16v12H4z M10 9v6l5-3z',
  linkedIn:
    'M5 9h3v10H5z M6.5 4.5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4 M11 9h3v1.6c.5-1 1.7-1.8 3.3-1.8 2.6 0 3.7 1.6 3.7 4.4V19h-3v-5.2c0-1.4-.5-2.2-1.7-2.2S14 12.5 14 13.8V19h-3z',
  x: 'M4 4h4.5l11.5 16h-4.5z M18.5 4 5.5 20',
  facebook:
    'M13.5 21v-7h2.4l.4-3h-2.8V9.2c0-.9.3-1.5 1.6-1.5h1.4V5.1A19 19 0 0 0 14.4 5c-2.1 0-3.6 1.3-3.6 3.7V11H8.5v3h2.3v7z',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2 M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2',
}

export type SocialIconName = keyof typeof paths

/** A decorative icon: the link or button around it carries the name. */
export function SocialIcon({ icon, size = 20 }: { icon: SocialIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={paths[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  )
}
