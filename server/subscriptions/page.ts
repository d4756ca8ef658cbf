// The small page the unsubscribe link opens (issue 31): plain HTML made here, every value
// escaped, no script (the site's CSP applies as to any answer). Its button POSTs, as a mail
// client's one-click does: opening the link changes nothing, since link scanners open it too.
import { escapeHtml } from '../../src/lib/escapeHtml.ts'
import { unsubscribePath } from './subscriptions.ts'

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Nova Club</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #1d1d1f; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.4rem; border: 1px solid #1d1d1f; background: #1d1d1f; color: #fff; cursor: pointer; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`

/** The page of a usable link: one button that unsubscribes. */
export const confirmPage = (token: string) =>
  layout(
    'Leave the Nova Club letter?',
    `<p>One click and we stop writing to you. You can subscribe again on the site at any time.</p>
<form method="post" action="${escapeHtml(`${unsubscribePath}?token=${encodeURIComponent(token)}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`,
  )

/** After the button: done (or done before: the same words). */
export const donePage = () =>
  layout(
    'You are unsubscribed',
    '<p>No more letters from us. Thank you for reading them; the door stays open on the site.</p>',
  )

/** A link no subscription has: the same words whatever was wrong with it. */
export const unusablePage = (message: string) =>
  layout(
    'This link does not work',
    `<p>${escapeHtml(message)} Copy the whole link from the mail, or write to a Talent Agent from the site.</p>`,
  )
