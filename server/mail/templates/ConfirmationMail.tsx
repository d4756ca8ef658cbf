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

/** The confirmation's HTML and its text twin. */
export const renderConfirmationMail = (props: { link: string; origin: string }): RenderedMail =>
  renderMail(<ConfirmationMail {...props} />)
