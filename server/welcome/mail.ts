// The welcome mail (issue 31): plain text, the club's own words, with the person's link.
import { mailDate } from '../mail/message.ts'

export const welcomeSubject = 'Your welcome to Nova Club'

export function welcomeMail({
  firstName,
  link,
  origin,
  expiresAt,
}: {
  firstName: string | undefined
  link: string
  origin: string
  expiresAt: Date
}): { subject: string; text: string } {
  const text = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    '',
    'A Talent Agent has read your request, and we are glad to welcome you to Nova Club.',
    '',
    'Choose your user name and your password on this page, and you are a member:',
    '',
    link,
    '',
    `The link is yours alone: it works once, until ${mailDate.format(expiresAt)} (UTC).`,
    'If it no longer works, ask for a new one at',
    `${origin}/i-want-a-password or write to a Talent Agent at`,
    `${origin}/reach-out-a-talent-agent.`,
    '',
    'Then sign in on the site, accept the confidentiality agreement, and your home in the',
    'club opens.',
    '',
    'See you inside,',
    'The Talent Agents of Nova Club',
    '',
    'You receive this message because you asked to join Nova Club. If you did not, ignore it:',
    'nothing happens without the link.',
  ].join('\n')
  return { subject: welcomeSubject, text }
}
