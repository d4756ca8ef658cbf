// The invitation to an interview (issue 31): plain text, the club's own words, with the
// candidate's link and access code.
import { mailDate } from '../mail/message.ts'

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
}): { subject: string; text: string } {
  const text = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    '',
    `A Talent Agent of Nova Club would like to meet you for the position of ${positionName}.`,
    'The first step is a short interview you take online, when it suits you.',
    '',
    'Open your invitation here:',
    '',
    link,
    '',
    'The page describes the position. When you are ready, enter your personal access code:',
    '',
    `    ${code}`,
    '',
    `The code is yours alone and works until ${mailDate.format(expiresAt)} (UTC). Please do`,
    'not pass it on. After the interview, the page lets you pick a time to talk with us.',
    '',
    'We look forward to hearing from you,',
    agentName ? `${agentName}, Talent Agent` : 'The Talent Agents',
    'Nova Club',
    '',
    'You receive this message because a Talent Agent invited you. If you are not interested,',
    'ignore it: the code simply expires.',
  ].join('\n')
  return { subject: invitationSubject(positionName), text }
}
