// The confirmation a new subscriber receives (issue 31): plain text, the club's own words, with
// the one-click unsubscribe link in the body and in the List-Unsubscribe headers (RFC 8058).

export const confirmationSubject = 'You are on the Nova Club letter'

export function confirmationMail({ link, origin }: { link: string; origin: string }): {
  subject: string
  text: string
  headers: Record<string, string>
} {
  const text = [
    'Hello,',
    '',
    'Thank you for subscribing to the Nova Club letter. A few times a season we write about',
    'what our members are building, the seasons ahead, and the roles our Talent Agents are',
    'looking to fill. No noise in between.',
    '',
    `Until the next letter, the site is at ${origin}.`,
    '',
    'Warmly,',
    'The Talent Agents of Nova Club',
    '',
    'Changed your mind, or never asked for this? One click on this link and a button, no',
    'sign-in needed, and we stop writing:',
    '',
    link,
  ].join('\n')
  return {
    subject: confirmationSubject,
    text,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
