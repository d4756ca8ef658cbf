// The one layout of every mail the club sends (issue 47, item 1), in React Email's components:
// they render to the table layout and inline styles mail clients read. The site's look carried
// over what mail allows: the wordmark as styled text on the night band (no image, so it shows
// with images off), one serif heading, the body in a sans-serif, one gold button, a short
// footer. Web fonts are named first and fall back to what every client has (Georgia, Arial).
// Dark mode: light by default (what a client that knows nothing of schemes shows), with a
// `prefers-color-scheme: dark` block in the head for the clients that honour it; its classes
// change colours only, never the layout, which stays in the inline styles.
import type { CSSProperties, ReactNode } from 'react'
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'

/** The site's colours (src/ui/styles/tokens.css): the cream paper of its light bands for the
 *  light scheme, its night background for the dark one, the gold of its buttons in both. */
export const palette = {
  paper: '#f6f2e8',
  card: '#fffdf8',
  border: '#ddd5c3',
  ink: '#17181d',
  muted: '#474a54',
  link: '#7a5200',
  night: '#0a0b10',
  nightCard: '#12141c',
  nightBorder: '#2a2f40',
  /** The wordmark's band in the dark scheme: a step above the night page, so it keeps its edge. */
  nightBand: '#1a1d28',
  nightInk: '#f4f1ea',
  nightMuted: '#b4b9c7',
  gold: '#e2b559',
  onGold: '#15120a',
} as const

/** The most a mail is wide: what every client shows without scrolling. */
export const mailWidth = 600

export const serif = "Fraunces, Georgia, 'Times New Roman', serif"
export const sans = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif"

/** The colour classes the dark block swaps (`dm-*`): colour only, so a client that drops the
 *  head's style loses nothing but the dark scheme. Outlook.com's own dark mode marks the body
 *  `data-ogsc`; the same colours apply there. */
const darkScheme = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .dm-page { background-color: ${palette.night} !important; }
  .dm-band { background-color: ${palette.nightBand} !important; }
  .dm-card { background-color: ${palette.nightCard} !important; border-color: ${palette.nightBorder} !important; }
  .dm-ink { color: ${palette.nightInk} !important; }
  .dm-muted { color: ${palette.nightMuted} !important; }
  .dm-link { color: ${palette.gold} !important; }
  .dm-quote { border-color: ${palette.nightBorder} !important; color: ${palette.nightMuted} !important; }
}
[data-ogsc] .dm-ink { color: ${palette.nightInk} !important; }
[data-ogsc] .dm-muted { color: ${palette.nightMuted} !important; }
[data-ogsc] .dm-link { color: ${palette.gold} !important; }
`

/** The body's text: what every paragraph, list and note starts from. */
export const bodyText: CSSProperties = {
  fontFamily: sans,
  fontSize: '16px',
  lineHeight: '26px',
  color: palette.ink,
  margin: '0 0 16px',
}

/** A paragraph of the body. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="dm-ink" style={bodyText}>
      {children}
    </Text>
  )
}

/** A quieter paragraph: dates, conditions, what to do when something no longer works. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Text className="dm-muted" style={{ ...bodyText, fontSize: '14px', color: palette.muted }}>
      {children}
    </Text>
  )
}

/**
 * The one call to action: a gold button drawn by a table cell, so that it keeps its colour and
 * its size where a client drops padding on links (Outlook's Word engine) or images are off. The
 * text twin gives its label and then its address on a line of its own (`data-text="link"`).
 */
export function GoldButton({ href, children }: { href: string; children: string }) {
  return (
    <table
      role="presentation"
      border={0}
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'separate', margin: '8px 0 24px' }}
    >
      <tbody>
        <tr>
          <td
            align="center"
            // The cell's own colour attribute, for the clients that drop its CSS.
            {...({ bgcolor: palette.gold } as object)}
            style={{ backgroundColor: palette.gold, borderRadius: '6px' }}
          >
            <a
              href={href}
              data-text="link"
              target="_blank"
              style={{
                display: 'inline-block',
                padding: '14px 28px',
                fontFamily: sans,
                fontSize: '16px',
                fontWeight: 600,
                lineHeight: '20px',
                color: palette.onGold,
                textDecoration: 'none',
                borderRadius: '6px',
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** A worded link on a line of its own (never a bare address): in the text twin its words,
 *  then the address on the next line. */
export function LinkLine({ href, children }: { href: string; children: string }) {
  return (
    <Text className="dm-ink" style={{ ...bodyText, fontSize: '15px' }}>
      <Link
        href={href}
        data-text="link"
        className="dm-link"
        style={{ color: palette.link, textDecoration: 'underline' }}
      >
        {children}
      </Link>
    </Text>
  )
}

/** Something the reader copies as it is (an access code): large, spaced, on its own line; in
 *  the text twin indented by four spaces (`data-text="code"`), as a code in plain mail is. */
export function Code({ children }: { children: string }) {
  return (
    <Text
      className="dm-ink"
      data-text="code"
      style={{
        ...bodyText,
        margin: '0 0 20px',
        fontFamily: "'SFMono-Regular', Menlo, Consolas, 'Courier New', monospace",
        fontSize: '20px',
        fontWeight: 700,
        letterSpacing: '1px',
        lineHeight: '32px',
        // A code is copied whole: never broken at its hyphens on a phone.
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Text>
  )
}

/** A message quoted: the words someone wrote to the club, line breaks kept. */
export function Quote({ lines }: { lines: readonly string[] }) {
  return (
    <blockquote
      className="dm-quote"
      style={{
        margin: '0 0 16px',
        padding: '4px 0 4px 16px',
        borderLeft: `3px solid ${palette.border}`,
        fontFamily: sans,
        fontSize: '15px',
        lineHeight: '24px',
        color: palette.muted,
      }}
    >
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </blockquote>
  )
}

/** A sign-off: the farewell if any, then who signs (in bold) and what they are, a line each. */
export function Signature({
  farewell,
  name,
  role,
}: {
  farewell?: string
  name: string
  role?: string
}) {
  return (
    <Text className="dm-ink" style={{ ...bodyText, margin: '24px 0 16px' }}>
      {farewell && (
        <>
          {farewell}
          <br />
        </>
      )}
      <strong>{name}</strong>
      {role && (
        <>
          <br />
          {role}
        </>
      )}
    </Text>
  )
}

export interface ClubMailProps {
  /** What an inbox shows after the subject (hidden in the mail itself). */
  preview: string
  heading: string
  children: ReactNode
  /** Why the person receives this mail: the footer's first line. */
  reason: string
  /** The one-click unsubscribe link, for mail a person subscribed to. */
  unsubscribe?: { href: string; label: string }
}

/** The frame of every mail: wordmark, heading, body, footer. */
export function ClubMail({ preview, heading, children, reason, unsubscribe }: ClubMailProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkScheme}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="dm-page" style={{ margin: 0, padding: 0, backgroundColor: palette.paper }}>
        {/* The page's colour on a cell of its own too: Body draws its cell with it, unclassed. */}
        <Section
          className="dm-page"
          style={{ backgroundColor: palette.paper, padding: '24px 12px' }}
        >
          <Container style={{ maxWidth: `${mailWidth}px`, width: '100%' }}>
            <Section
              data-skip-in-text="true"
              className="dm-band"
              style={{
                backgroundColor: palette.night,
                borderRadius: '10px 10px 0 0',
                padding: '20px 32px',
              }}
            >
              <Text
                role="img"
                aria-label="Nova Club"
                style={{
                  margin: 0,
                  fontFamily: serif,
                  fontSize: '20px',
                  lineHeight: '28px',
                  fontWeight: 600,
                  letterSpacing: '3px',
                  color: palette.nightInk,
                }}
              >
                <span style={{ color: palette.gold }}>✦</span> NOVA CLUB
              </Text>
            </Section>
            <Section
              className="dm-card"
              style={{
                backgroundColor: palette.card,
                border: `1px solid ${palette.border}`,
                borderTop: 'none',
                borderRadius: '0 0 10px 10px',
                padding: '32px',
              }}
            >
              <Heading
                as="h1"
                className="dm-ink"
                style={{
                  margin: '0 0 20px',
                  fontFamily: serif,
                  fontSize: '28px',
                  lineHeight: '36px',
                  fontWeight: 600,
                  color: palette.ink,
                }}
              >
                {heading}
              </Heading>
              {children}
            </Section>
            <Section style={{ padding: '20px 32px 0' }}>
              <Text
                className="dm-muted"
                style={{ ...bodyText, fontSize: '13px', lineHeight: '20px', color: palette.muted }}
              >
                {reason}
              </Text>
              {unsubscribe && (
                <Text
                  className="dm-muted"
                  style={{
                    ...bodyText,
                    fontSize: '13px',
                    lineHeight: '20px',
                    color: palette.muted,
                  }}
                >
                  <Link
                    href={unsubscribe.href}
                    data-text="link"
                    className="dm-link"
                    style={{ color: palette.link, textDecoration: 'underline' }}
                  >
                    {unsubscribe.label}
                  </Link>
                </Text>
              )}
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  )
}
