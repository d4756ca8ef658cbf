// The welcome mail (issue 31): the club's own words, with the person's link, in HTML and its
// plain-text twin (server/mail/templates/WelcomeMail.tsx).
import { mailDate } from '../mail/message.ts'
import { renderWelcomeMail } from '../mail/templates/WelcomeMail.tsx'

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
}): { subject: string; text: string; html: string } {
  const until = mailDate.format(expiresAt)
  return {
    subject: welcomeSubject,
    ...renderWelcomeMail({ firstName, link, origin, until }),
  }
}
