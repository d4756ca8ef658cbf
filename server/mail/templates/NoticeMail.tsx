// What Talent Agents receive of new requests: one mail per request, or a digest. They name the
// kind of request, when it arrived and where the console shows it, never the visitor.
import { bodyText, ClubMail, GoldButton, LinkLine, Paragraph, Signature } from './ClubMail.tsx'
import { renderMail, type RenderedMail } from './render.ts'

/** Where an agent changes what they receive: the console's settings (a sign-in first). */
const settings = (origin: string) => ({
  href: `${origin}/agents/settings`,
  label: 'Change what you receive in your settings',
})

const greeting = (firstName: string | undefined) => (firstName ? `Hello ${firstName},` : 'Hello,')

export interface EachNoticeProps {
  firstName: string | undefined
  /** The kind of request as a notice names one: "invitation request". */
  kindName: string
  receivedAt: string
  link: string
  origin: string
}

export function EachNoticeMail({ firstName, kindName, receivedAt, link, origin }: EachNoticeProps) {
  return (
    <ClubMail
      preview={`It arrived on ${receivedAt} (UTC) and is waiting in the console.`}
      heading={`A new ${kindName}`}
      reason="You receive a mail for each new request because your account asks for it."
      unsubscribe={settings(origin)}
    >
      <Paragraph>{greeting(firstName)}</Paragraph>
      <Paragraph>
        A new {kindName} reached the inbox on {receivedAt} (UTC). It is waiting for a Talent Agent
        in the console.
      </Paragraph>
      <GoldButton href={link}>Open it in the console</GoldButton>
      <Signature farewell="Thank you," name="The Nova Club console" />
    </ClubMail>
  )
}

export interface DigestProps {
  firstName: string | undefined
  total: number
  /** "1 invitation request", in the kinds' order. */
  counts: readonly string[]
  /** The first items, oldest first: what to call each, and its console page. */
  items: readonly { label: string; link: string }[]
  /** How many more wait in the inbox beyond `items`. */
  more: number
  origin: string
}

export function DigestMail({ firstName, total, counts, items, more, origin }: DigestProps) {
  const many = total === 1 ? 'One new request' : `${total} new requests`
  return (
    <ClubMail
      preview={`${many} since your last digest: ${counts.join(', ')}.`}
      heading={many}
      reason="You receive this digest because your account asks for it."
      unsubscribe={settings(origin)}
    >
      <Paragraph>{greeting(firstName)}</Paragraph>
      <Paragraph>
        Since your last digest, {total === 1 ? 'one new request has' : `${total} new requests have`}{' '}
        reached the inbox:
      </Paragraph>
      <ul style={{ margin: '0 0 16px', padding: '0 0 0 20px' }}>
        {counts.map((count) => (
          <li key={count} className="dm-ink" style={{ ...bodyText, margin: 0 }}>
            {count}
          </li>
        ))}
      </ul>
      <Paragraph>Each one in the console (times in UTC):</Paragraph>
      {items.map((item) => (
        <LinkLine key={item.link} href={item.link}>
          {item.label}
        </LinkLine>
      ))}
      {more > 0 && (
        <Paragraph>
          And {more} more in the inbox, {more === 1 ? 'it waits' : 'they wait'} for you there.
        </Paragraph>
      )}
      <GoldButton href={`${origin}/agents`}>Open the inbox</GoldButton>
      <Signature farewell="Thank you," name="The Nova Club console" />
    </ClubMail>
  )
}

/** A notice's HTML and its text twin. */
export const renderEachNotice = (props: EachNoticeProps): RenderedMail =>
  renderMail(<EachNoticeMail {...props} />)

/** A digest's HTML and its text twin. */
export const renderDigest = (props: DigestProps): RenderedMail =>
  renderMail(<DigestMail {...props} />)
