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
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title)} · Nova Club</title>
<style>
/* The club's palette (src/ui/styles/tokens.css): the page stands alone, with no asset of the build. */
body { font: 1rem/1.6 system-ui, sans-serif; max-width: 32rem; margin: 0 auto; padding: 4rem 1.25rem; background: #0a0b10; color: #f4f1ea; }
h1 { font: 600 1.75rem/1.25 Georgia, 'Times New Roman', serif; color: #e2b559; }
p { color: #b4b9c7; }
button { font: 600 1rem/1 system-ui, sans-serif; padding: 0.8rem 1.5rem; border: 0; border-radius: 999px; background: #e2b559; color: #15120a; cursor: pointer; }
button:focus-visible { outline: 2px solid #f4f1ea; outline-offset: 3px; }
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
