// The confirmation a new subscriber receives (issue 31), with the one-click unsubscribe link in
// its footer (and in the List-Unsubscribe headers the composer sets).
import { ClubMail, GoldButton, Paragraph, Signature } from './ClubMail.tsx'
import { renderMail, type RenderedMail } from './render.ts'

export function ConfirmationMail({ link, origin }: { link: string; origin: string }) {
  return (
    <ClubMail
      preview="A few times a season: what our members build, the seasons ahead, the roles we fill."
      heading="You are on the Nova Club letter"
      reason="You receive this message because this address was subscribed to the Nova Club letter. Changed your mind, or never asked for this? One click on the link below and a button, no sign-in needed, and we stop writing."
      unsubscribe={{ href: link, label: 'Unsubscribe from the letter' }}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for subscribing to the Nova Club letter. A few times a season we write about what
        our members are building, the seasons ahead, and the roles our Talent Agents are looking to
        fill. No noise in between.
      </Paragraph>
      <Paragraph>Until the next letter, the site is where the club meets.</Paragraph>
      <GoldButton href={origin}>Visit the club</GoldButton>
      <Signature farewell="Warmly," name="The Talent Agents of Nova Club" />
    </ClubMail>
  )
}

/** The link a cached confirmation holds until a real one is put in: the token is all that
 *  differs from one subscriber to the next. */
const standInLink = 'https://stand-in.invalid/unsubscribe'

/** The confirmation of each origin, rendered once (a server has one, PUBLIC_URL; a few kept). */
const renderedByOrigin = new Map<string, RenderedMail>()

/** How React writes these characters in an attribute or an element. */
const reactEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

/** `text` as React writes it in an attribute or an element. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => reactEscapes[character]!)

/** The confirmation's HTML and its text twin. A subscription writes one each time: rendering
 *  it costs about 10 ms of CPU (React, then the text converter), so it is rendered once per
 *  origin and each subscriber's link is put in its place (tests/unit/mail-templates.test.ts
 *  checks it matches a render of its own). */
export function renderConfirmationMail({
  link,
  origin,
}: {
  link: string
  origin: string
}): RenderedMail {
  let template = renderedByOrigin.get(origin)
  if (!template) {
    template = renderMail(<ConfirmationMail link={standInLink} origin={origin} />)
    if (renderedByOrigin.size < 4) renderedByOrigin.set(origin, template)
  }
  return {
    html: template.html.split(escaped(standInLink)).join(escaped(link)),
    text: template.text.split(standInLink).join(link),
  }
}

/** A render of its own, for the test that the cached one is the same. */
export const renderConfirmationAfresh = (props: { link: string; origin: string }): RenderedMail =>
  renderMail(<ConfirmationMail {...props} />)
