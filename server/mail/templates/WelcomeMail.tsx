// The welcome mail (issue 31): the person's link to choose a user name and a password.
import { ClubMail, GoldButton, LinkLine, Note, Paragraph, Signature } from './ClubMail.tsx'
import { renderMail, type RenderedMail } from './render.ts'

export interface WelcomeMailProps {
  firstName: string | undefined
  link: string
  origin: string
  /** Until when the link works, as the mail writes it (UTC). */
  until: string
}

export function WelcomeMail({ firstName, link, origin, until }: WelcomeMailProps) {
  return (
    <ClubMail
      preview="Your personal link to join the club: choose a user name and a password."
      heading={firstName ? `Welcome to the club, ${firstName}` : 'Welcome to the club'}
      reason="You receive this message because you asked to join Nova Club. If you did not, ignore it: nothing happens without the link."
    >
      <Paragraph>{firstName ? `Hello ${firstName},` : 'Hello,'}</Paragraph>
      <Paragraph>
        A Talent Agent has read your request, and we are glad to welcome you to Nova Club. Choose
        your user name and your password on your personal page, and you are a member.
      </Paragraph>
      <GoldButton href={link}>Choose my user name and password</GoldButton>
      <Note>The link is yours alone: it works once, until {until} (UTC).</Note>
      <Paragraph>
        Then sign in on the site, accept the confidentiality agreement, and your home in the club
        opens.
      </Paragraph>
      <Note>If the link no longer works, ask for a new one or write to a Talent Agent:</Note>
      <LinkLine href={`${origin}/i-want-a-password`}>Ask for a new link</LinkLine>
      <LinkLine href={`${origin}/reach-out-a-talent-agent`}>Write to a Talent Agent</LinkLine>
      <Signature farewell="See you inside," name="The Talent Agents of Nova Club" />
    </ClubMail>
  )
}

/** The welcome mail's HTML and its text twin. */
export const renderWelcomeMail = (props: WelcomeMailProps): RenderedMail =>
  renderMail(<WelcomeMail {...props} />)
