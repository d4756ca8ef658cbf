// The invitation to an interview (issue 31): the candidate's link and personal access code,
// signed by the agent who invited them.
import { ClubMail, Code, GoldButton, Note, Paragraph, Signature } from './ClubMail.tsx'
import { renderMail, type RenderedMail } from './render.ts'

export interface InvitationMailProps {
  firstName: string | undefined
  positionName: string
  link: string
  code: string
  /** Until when the code works, as the mail writes it (UTC). */
  until: string
  agentName: string
}

export function InvitationMail(props: InvitationMailProps) {
  const { firstName, positionName, link, code, until, agentName } = props
  return (
    <ClubMail
      preview={`A Talent Agent would like to meet you for the position of ${positionName}.`}
      heading={`Your interview for ${positionName}`}
      reason="You receive this message because a Talent Agent invited you. If you are not interested, ignore it: the code simply expires."
    >
      <Paragraph>{firstName ? `Hello ${firstName},` : 'Hello,'}</Paragraph>
      <Paragraph>
        A Talent Agent of Nova Club would like to meet you for the position of {positionName}. The
        first step is a short interview you take online, when it suits you.
      </Paragraph>
      <GoldButton href={link}>Open my invitation</GoldButton>
      <Paragraph>
        The page describes the position. When you are ready, enter your personal access code:
      </Paragraph>
      <Code>{code}</Code>
      <Note>
        The code is yours alone and works until {until} (UTC). Please do not pass it on. After the
        interview, the page lets you pick a time to talk with us.
      </Note>
      <Signature
        farewell="We look forward to hearing from you,"
        name={agentName || 'The Talent Agents'}
        role={agentName ? 'Talent Agent, Nova Club' : 'Nova Club'}
      />
    </ClubMail>
  )
}

/** The invitation's HTML and its text twin. */
export const renderInvitationMail = (props: InvitationMailProps): RenderedMail =>
  renderMail(<InvitationMail {...props} />)
