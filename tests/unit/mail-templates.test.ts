// The club's mail against the usual limits of mail clients (issue 47, item 1): every message
// rendered with sample data, its HTML read as a client reads it (inline styles, table layout,
// 600 px, readable without images and in the dark) and its text twin as a plain-text reader
// does (no hard wraps, links on their own lines). No database, no server: a second or two.
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { answerMail, answerSubject } from '../../server/agents/answers.ts'
import { digestNotice, eachNotice } from '../../server/agents/noticeMail.ts'
import { invitationMail } from '../../server/campaigns/mail.ts'
import { defaultMailReplyTo, mailReplyTo, outgoingMail } from '../../server/mail/message.ts'
import { mailWidth, palette } from '../../server/mail/templates/ClubMail.tsx'
import { renderConfirmationAfresh } from '../../server/mail/templates/ConfirmationMail.tsx'
import { confirmationMail, confirmationSubject } from '../../server/subscriptions/mail.ts'
import { welcomeMail, welcomeSubject } from '../../server/welcome/mail.ts'

const origin = 'https://novaclub.example'
const token = 'k3Jq9xVb0pQ2mZr7tYw4nLs8dHf6gCa1eUo5iRz0XyB'
const welcomeLink = `${origin}/welcome/${token}`
const unsubscribeLink = `${origin}/api/subscriptions/unsubscribe?token=${token}`
const code = 'H7KQ-M2XP-9VDR-T4NW'
const until = new Date(Date.UTC(2026, 11, 13))

interface Rendered {
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/** Every message the club sends, with the name it greets (undefined: none known). */
const messages: Record<string, { mail: Rendered; name: string | undefined; secret?: string }> = {
  welcome: {
    mail: welcomeMail({ firstName: 'Robin', link: welcomeLink, origin, expiresAt: until }),
    name: 'Robin',
    secret: token,
  },
  invitation: {
    mail: invitationMail({
      firstName: 'Sasha',
      positionName: 'Staff Platform Engineer',
      link: `${origin}/interview/4f9a2c71e0b3?invite=Qm3v8TzL1pXc5RyN0bWk2g`,
      code,
      expiresAt: until,
      agentName: 'Ines Calder',
    }),
    name: 'Sasha',
    secret: code,
  },
  answer: {
    mail: answerMail({
      message: {
        recordId: 12,
        address: 'jo.long@example.com',
        fullName: 'Jo Long',
        content: 'Is there a chapter in Lisbon?\nThank you!',
        sentAt: new Date(Date.UTC(2026, 11, 1)),
      },
      answer: 'There is: we meet on the first Thursday of the month.\n\nSee you there.',
      agentName: 'Ines Calder',
    }),
    name: 'Jo',
  },
  confirmation: {
    mail: confirmationMail({ link: unsubscribeLink, origin }),
    name: undefined,
    secret: token,
  },
  notice: {
    mail: eachNotice(
      { kind: 'message', recordId: 31, receivedAt: new Date(Date.UTC(2026, 11, 6, 8, 14)) },
      origin,
      'Ines Calder',
    ),
    name: 'Ines',
  },
  digest: {
    mail: digestNotice(
      [1, 2, 3].map((recordId) => ({
        kind: 'invitation' as const,
        recordId,
        receivedAt: new Date(Date.UTC(2026, 11, 6, 7, recordId)),
      })),
      5,
      { invitation: 3, subscription: 2 },
      origin,
      'Ines Calder',
    ),
    name: 'Ines',
  },
}

const window = new Window()
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html')

/** The addresses a message links to. */
const hrefs = (html: string) =>
  [...parse(html).querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!)

describe.each(Object.entries(messages))('the %s mail', (_, { mail, name, secret }) => {
  const document = parse(mail.html)
  const body = document.body

  it('has an HTML part and a plain-text twin, and passes the outbox check', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(body.textContent!.trim().length).toBeGreaterThan(100)
    expect(mail.text.length).toBeGreaterThan(100)
    const parsed = outgoingMail.safeParse({
      to: 'someone@example.com',
      ...mail,
      ...(secret ? { secrets: [secret] } : {}),
    })
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  })

  it('styles every element inline: one style block, in the head, for the dark scheme only', () => {
    const styles = document.querySelectorAll('style')
    expect(styles).toHaveLength(1)
    expect(styles[0]!.parentElement!.tagName).toBe('HEAD')
    expect(document.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0)
    const css = styles[0]!.textContent!
    // What the classes change is colour: the layout never depends on the head's style.
    const declarations = [...css.matchAll(/\{([^{}]*)\}/g)].flatMap((rule) =>
      rule[1]!
        .split(';')
        .map((declaration) => declaration.split(':')[0]!.trim())
        .filter(Boolean),
    )
    expect(new Set(declarations)).toEqual(
      new Set([
        'color-scheme',
        'supported-color-schemes',
        'color',
        'background-color',
        'border-color',
      ]),
    )
    for (const element of body.querySelectorAll('p, h1, a, td[bgcolor], blockquote, li')) {
      expect(element.getAttribute('style'), element.outerHTML.slice(0, 80)).toBeTruthy()
    }
  })

  it('is laid out by tables, at most 600 px wide, with nothing a client cannot draw', () => {
    const tables = body.querySelectorAll('table')
    expect(tables.length).toBeGreaterThanOrEqual(3)
    const widest = [...tables].filter((table) =>
      /max-width/.test(table.getAttribute('style') ?? ''),
    )
    expect(widest.map((table) => table.getAttribute('style'))).toEqual([
      `max-width:${mailWidth}px;width:100%`,
    ])
    expect(mail.html).not.toMatch(/display:\s*(flex|grid)|position:\s*(absolute|fixed)|float:/)
    for (const width of mail.html.matchAll(/(?:^|[;"])\s*(?:max-)?width:\s*(\d+)px/g)) {
      expect(Number(width[1])).toBeLessThanOrEqual(mailWidth)
    }
    // The only div is the preview line, hidden and left out of the text.
    for (const div of body.querySelectorAll('div')) {
      expect(div.closest('[data-skip-in-text=true]')?.getAttribute('style')).toMatch(/display:none/)
    }
  })

  it('reads without images, and in the dark', () => {
    for (const image of body.querySelectorAll('img')) expect(image.getAttribute('alt')).toBeTruthy()
    expect(mail.html).not.toMatch(/background-image|url\(/)
    // The wordmark is text.
    expect(body.textContent).toContain('NOVA CLUB')
    expect(document.querySelector('meta[name=color-scheme]')!.getAttribute('content')).toBe(
      'light dark',
    )
    expect(document.querySelector('meta[name=supported-color-schemes]')).not.toBeNull()
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)')
    // One heading; one gold button, except in an answer, whose one action is the client's
    // own Reply.
    expect(body.querySelectorAll('h1')).toHaveLength(1)
    expect(body.querySelectorAll(`td[bgcolor="${palette.gold}"]`)).toHaveLength(
      mail.subject === answerSubject ? 0 : 1,
    )
  })

  it('shows no bare address longer than 40 characters: links are worded', () => {
    const shown = body.textContent!
    for (const url of shown.match(/https?:\/\/\S+/g) ?? [])
      expect(url.length).toBeLessThanOrEqual(40)
    for (const link of body.querySelectorAll('a')) {
      expect(link.textContent!.trim()).not.toMatch(/^https?:/)
    }
  })

  it('has a text twin without hard wraps, each link on a line of its own, the same links', () => {
    const lines = mail.text.split('\n')
    // A line of prose ends a sentence (or a label, a greeting): none stops mid-sentence.
    for (const line of lines.filter((each) => each && !/^(> |- |\s{4}|https?:)/.test(each))) {
      expect(line, line).toMatch(/[.,:!?)]$|^[A-Z0-9][^.]*$/)
    }
    for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(lines).toContain(url)
    for (const href of hrefs(mail.html)) expect(lines).toContain(href)
    expect(mail.text).not.toMatch(/<[a-z]/i)
  })

  it(name ? `greets ${name} by name` : 'greets without a name it does not know', () => {
    const greeting = name ? `Hello ${name},` : 'Hello,'
    expect(mail.text.split('\n')).toContain(greeting)
    expect(body.textContent).toContain(greeting)
  })
})

describe('unsubscribing, and where replies go', () => {
  const headersOf = (key: keyof typeof messages) => messages[key]!.mail.headers ?? {}

  it('the letter confirmation: a footer link and the one-click headers (RFC 8058)', () => {
    const { html, text } = messages.confirmation!.mail
    expect(headersOf('confirmation')).toEqual({
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const footerLink = [...parse(html).querySelectorAll('a')].find(
      (link) => link.getAttribute('href') === unsubscribeLink,
    )
    expect(footerLink?.textContent).toBe('Unsubscribe from the letter')
    expect(text).toContain(`Unsubscribe from the letter\n${unsubscribeLink}`)
  })

  it('the notices and the digest: a link to the settings that stop them, and its header', () => {
    for (const key of ['notice', 'digest'] as const) {
      expect(headersOf(key)).toEqual({ 'List-Unsubscribe': `<${origin}/agents/settings>` })
      expect(hrefs(messages[key]!.mail.html)).toContain(`${origin}/agents/settings`)
    }
  })

  it('the mail a person did not subscribe to has no unsubscribe', () => {
    for (const key of ['welcome', 'invitation', 'answer'] as const) {
      expect(Object.keys(headersOf(key))).not.toContain('List-Unsubscribe')
      expect(Object.keys(headersOf(key))).not.toContain('List-Unsubscribe-Post')
      expect(messages[key]!.mail.text).not.toMatch(/unsubscribe/i)
    }
  })

  it("an agent's answer is signed by the agent, and replies reach the club in its thread", () => {
    const { mail } = messages.answer!
    expect(mail.subject).toBe(answerSubject)
    expect(mail.text).toContain('Ines Calder\nTalent Agent, Nova Club')
    expect(mail.headers!['Reply-To']).toBe(defaultMailReplyTo)
    const thread = mail.headers!['In-Reply-To']
    expect(thread).toMatch(/^<reach-out-12-\d+@novaclub\.example>$/)
    expect(mail.headers!.References).toBe(thread)
    expect(mail.text).toContain('> Is there a chapter in Lisbon?\n> Thank you!')
  })

  it('mail nobody replies to personally has no Reply-To', () => {
    for (const key of ['welcome', 'confirmation', 'notice', 'digest'] as const) {
      expect(Object.keys(headersOf(key))).not.toContain('Reply-To')
    }
    expect(headersOf('invitation')['Reply-To']).toBe(defaultMailReplyTo)
  })
})

describe('MAIL_REPLY_TO', () => {
  const saved = process.env.MAIL_REPLY_TO
  afterEach(() => {
    if (saved === undefined) delete process.env.MAIL_REPLY_TO
    else process.env.MAIL_REPLY_TO = saved
  })

  it("sets the answers' Reply-To", () => {
    process.env.MAIL_REPLY_TO = 'Club Desk <desk@club.example>'
    expect(mailReplyTo()).toBe('Club Desk <desk@club.example>')
    const { headers } = answerMail({
      message: {
        recordId: 1,
        address: 'a@example.com',
        fullName: '',
        content: 'Hi',
        sentAt: until,
      },
      answer: 'Hello.',
      agentName: '',
    })
    expect(headers['Reply-To']).toBe('Club Desk <desk@club.example>')
  })
})

describe("the product's words", () => {
  it('keeps each subject and the sentences the docs quote', () => {
    expect(messages.welcome!.mail.subject).toBe(welcomeSubject)
    expect(messages.confirmation!.mail.subject).toBe(confirmationSubject)
    expect(messages.invitation!.mail.subject).toBe(
      'Your interview with Nova Club: Staff Platform Engineer',
    )
    expect(messages.notice!.mail.subject).toBe(
      'A new message to a Talent Agent in the Nova Club inbox',
    )
    expect(messages.digest!.mail.subject).toBe('Your Nova Club digest: 5 new requests')
    expect(messages.welcome!.mail.text).toContain(
      'The link is yours alone: it works once, until 13 December 2026 (UTC).',
    )
    expect(messages.invitation!.mail.text).toContain(`\n    ${code}\n`)
    expect(messages.digest!.mail.text).toContain(
      '- 3 invitation requests\n- 2 newsletter subscriptions\n',
    )
  })

  it('the confirmation, rendered once per origin, is what a render of its own gives', () => {
    for (const link of [unsubscribeLink, `${origin}/api/subscriptions/unsubscribe?token=a&b"<c>`]) {
      expect(confirmationMail({ link, origin })).toMatchObject(
        renderConfirmationAfresh({ link, origin }),
      )
    }
  })

  it('writes what a person typed as text, never as markup', () => {
    const { html, text } = answerMail({
      message: {
        recordId: 2,
        address: 'a@example.com',
        fullName: '<b>Eve</b>',
        content: '<script>alert(1)</script>',
        sentAt: until,
      },
      answer: '<img src=x onerror=alert(1)>',
      agentName: 'Ines <i>Calder</i>',
    })
    expect(html).not.toMatch(/<script|<img|<b>|<i>/)
    expect(text).toContain('<img src=x onerror=alert(1)>')
  })
})

describe('the colours', () => {
  /** WCAG's contrast ratio of two #rrggbb colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (hex: string) => {
      const [r, g, bl] = [1, 3, 5].map((at) => {
        const c = parseInt(hex.slice(at, at + 2), 16) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
    }
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (high! + 0.05) / (low! + 0.05)
  }

  it.each([
    ['text on the light card', palette.ink, palette.card],
    ['notes on the light page', palette.muted, palette.paper],
    ['links on the light card', palette.link, palette.card],
    ['text on the dark card', palette.nightInk, palette.nightCard],
    ['notes on the dark page', palette.nightMuted, palette.night],
    ['links on the dark card', palette.gold, palette.nightCard],
    ['the wordmark on its band', palette.nightInk, palette.night],
    ["the button's words on gold", palette.onGold, palette.gold],
  ])('%s: at least 4.5:1', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
  })
})
