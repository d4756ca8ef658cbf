// The confirmation a new subscriber receives (issue 31): the club's own words, in HTML and its
// plain-text twin (server/mail/templates/ConfirmationMail.tsx), with the one-click unsubscribe
// link in the footer and in the List-Unsubscribe headers (RFC 8058).
import { renderConfirmationMail } from '../mail/templates/ConfirmationMail.tsx'

export const confirmationSubject = 'You are on the Nova Club letter'

export function confirmationMail({ link, origin }: { link: string; origin: string }): {
  subject: string
  text: string
  html: string
  headers: Record<string, string>
} {
  return {
    subject: confirmationSubject,
    ...renderConfirmationMail({ link, origin }),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
