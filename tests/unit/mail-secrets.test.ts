// Masking a message's secrets (server/mail/secrets.ts, issue 43): every occurrence, a secret
// that holds another masked whole, in the text, the HTML and the headers alike.
import { describe, expect, it } from 'vitest'
import { maskSecrets, masked, secretMask } from '../../server/mail/secrets.ts'

describe('maskSecrets', () => {
  it('masks every occurrence of each secret, and nothing else', () => {
    expect(maskSecrets('a SECRET-1 b SECRET-1 c', ['SECRET-1'])).toBe(
      `a ${secretMask} b ${secretMask} c`,
    )
    expect(maskSecrets('nothing here', ['SECRET-1'])).toBe('nothing here')
    expect(maskSecrets('as is', [])).toBe('as is')
  })

  it('masks a secret that holds another whole, whichever is named first', () => {
    const text = 'code ABCD-EFGH-JKLM and ABCD-EFGH'
    const expected = `code ${secretMask} and ${secretMask}`
    expect(maskSecrets(text, ['ABCD-EFGH', 'ABCD-EFGH-JKLM'])).toBe(expected)
    expect(maskSecrets(text, ['ABCD-EFGH-JKLM', 'ABCD-EFGH'])).toBe(expected)
  })
})

describe('masked', () => {
  it('masks the text, the HTML and every header, and empties the list of secrets', () => {
    const secret = 'tok_0123456789'
    expect(
      masked({
        text: `link /welcome/${secret}`,
        html: `<a href="/welcome/${secret}">in</a>`,
        headers: { 'List-Unsubscribe': `<https://x/u?token=${secret}>`, 'X-Club': 'welcome' },
        secrets: [secret],
      }),
    ).toEqual({
      text: `link /welcome/${secretMask}`,
      html: `<a href="/welcome/${secretMask}">in</a>`,
      headers: { 'List-Unsubscribe': `<https://x/u?token=${secretMask}>`, 'X-Club': 'welcome' },
      secrets: [],
    })
    expect(masked({ text: 't', html: null, headers: {}, secrets: [] }).html).toBeNull()
  })
})
