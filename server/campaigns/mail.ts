// The invitation to an interview (issue 31): the club's own words, with the candidate's link
// and access code, signed by the inviting agent, in HTML and its plain-text twin (server/mail/templates/InvitationMail.tsx).
import { mailDate, mailReplyTo } from '../mail/message.ts'
import { renderInvitationMail } from '../mail/templates/InvitationMail.tsx'

export const invitationSubject = (positionName: string) =>
  `Your interview with Nova Club: ${positionName}`

export function invitationMail({
  firstName,
  positionName,
  link,
  code,
  expiresAt,
  agentName,
}: {
  firstName: string | undefined
  positionName: string
  link: string
  code: string
  expiresAt: Date
  agentName: string
}): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const until = mailDate.format(expiresAt)
  return {
    subject: invitationSubject(positionName),
    ...renderInvitationMail({ firstName, positionName, link, code, until, agentName }),
    // Signed by an agent who looks forward to hearing from the candidate: a reply reaches the
    // club, not the sender's no-reply address.
    headers: { 'Reply-To': mailReplyTo() },
  }
}
