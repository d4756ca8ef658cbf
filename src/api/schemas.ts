// The contract between the site and the API: every request and response, as zod schemas.
// The site parses every response with them; the server validates every body and query with
// the same schemas, so the two sides cannot drift. zod/mini keeps the site's bundle small.
import * as z from 'zod/mini'
import { EMAIL_INVALID, EMAIL_MISSING, emailPattern } from '../lib/email'

export const invalidCharacters = 'Please remove the invalid characters.'
/** False for a NUL or half of a UTF-16 surrogate pair: text the database cannot store. (No
 *  regex lookbehind or String#isWellFormed: the site's browsers may lack them.) */
export function isWellFormedText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code === 0) return false
    if (code >= 0xdc00 && code <= 0xdfff) return false
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false
      i++
    }
  }
  return true
}
/** Checked first on every text field, so it never reaches the database or a rate limit. */
export const wellFormed = z.refine<string>(isWellFormedText, {
  error: invalidCharacters,
  abort: true,
})

/** Text of at most `maxLength` characters (possibly empty); stored exactly as sent. */
const text = (maxLength = 200) =>
  z
    .string()
    .check(
      wellFormed,
      z.maxLength(maxLength, `Please keep this to ${maxLength} characters or fewer.`),
    )

/** A string with something in it besides white space; stored exactly as sent. */
const filled = (message: string, maxLength = 200) =>
  z.string().check(
    wellFormed,
    z.refine((value) => value.trim().length > 0, { error: message }),
    z.maxLength(maxLength, `Please keep this to ${maxLength} characters or fewer.`),
  )

export const emailAddress = z.string().check(
  wellFormed,
  z.refine((value) => value.trim().length > 0, { error: EMAIL_MISSING }),
  z.regex(emailPattern, EMAIL_INVALID),
  z.maxLength(254, EMAIL_INVALID),
)

/** Only http(s) addresses: never javascript:, data: or other schemes. */
const webAddress = z.url({ protocol: /^https?$/, error: 'Must be an http(s) address.' })

export const reachOutContentMaxLength = 500

// Session
export const loginRequest = z.object({
  username: filled('Please enter your user name.'),
  pwd: filled('Please enter your password.'),
})
export const userLogin = z.object({
  first_name: z.string(),
  last_name: z.string(),
  refresh_token: z.string(),
  /** Ours, not SPEC.md's (issue 47): the display name of the Talent Agent who handled the
   *  member's request, greeting them on /home; null when no agent did (a member the operator
   *  added), absent from a members' platform that does not send it. */
  talent_agent: z.optional(z.nullable(z.string())),
})
export const loginResponse = z.object({
  id: z.number(),
  token: z.string(),
  user_login: userLogin,
})
export const refreshRequest = z.object({
  refreshToken: filled('A refresh token is required.', 2000),
})
/** Both fields are absent when the server has nothing new to give (SPEC.md 9). */
export const refreshResponse = z.object({
  refreshToken: z.optional(z.string()),
  token: z.optional(z.string()),
})
/** Log out: the refresh token names the session even when the access token has expired. */
export const logoutRequest = z.object({
  refreshToken: filled('A refresh token is required.', 2000),
})
export const logoutResponse = z.object({ loggedOut: z.literal(true) })
export const completeBoardingRequest = z.object({ username: filled('A user name is required.') })
export const boarding = z.object({ ndaAcceptedAt: z.string() })
export const completeBoardingResponse = z.object({ boarding })

// Access codes (candidate interviews)
export const accessCode = filled('Please enter your access code.', 100)
export const codeValidationQuery = z.object({ code: accessCode })
export const codeValidationResponse = z.object({ isValid: z.boolean() })
export const accessTokenRequest = z.object({ code: accessCode })
export const accessTokenResponse = z.object({ token: z.string() })

// Forms
export const subscriptionRequest = z.object({ email: emailAddress })
export const subscriptionResponse = z.object({ email: z.string() })
export const memberRegistrationRequest = z.object({
  fullName: filled('Please enter your full name.'),
  email: emailAddress,
  role: filled('Please tell us your role.'),
  referralName: z.optional(text()),
})
export const reachOutRequest = z.object({
  fullName: filled('Please enter your name.'),
  email: emailAddress,
  content: filled('Please write a message.', reachOutContentMaxLength),
})
export const invitationRequest = z.object({
  contactInfo: filled('Please enter your LinkedIn profile or email address.', 300),
})
/** What the server answers to a stored form: the record's id. */
export const created = z.object({ id: z.number() })

// Welcome links (issue 31): an approved person chooses a user name and a password and becomes a
// member. The rules below are the one source of both the form's hints (each rule met or not, as
// they type) and the schema the server checks the request with.

/** A user name: 3 to 40 letters, digits, dots, dashes or underscores, beginning with a letter
 *  or a digit (matched without regard to case: members_username_key). */
export const memberUsernamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/
export const USERNAME_RULE =
  'Use 3 to 40 letters, digits, dots (.), dashes (-) or underscores (_), beginning with a letter or a digit.'
export const memberUsername = z.string().check(
  wellFormed,
  z.refine((value) => value.length > 0, { error: 'Please choose a user name.', abort: true }),
  z.regex(memberUsernamePattern, USERNAME_RULE),
)

export const passwordMaxLength = 200

export type PasswordRuleId = 'length' | 'letter' | 'digitOrSymbol' | 'notUsername'

export interface PasswordRule {
  id: PasswordRuleId
  /** What the form shows beside the field, met or not. */
  label: string
  /** What a refusal says. */
  message: string
  met: (password: string, username: string) => boolean
}

/** What a member's password must be, each rule with the words the form shows beside it and
 *  the message a refusal gives. `username` is the user name typed with it. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'At least 12 characters',
    message: 'The password needs at least 12 characters.',
    met: (password: string) => password.length >= 12,
  },
  {
    id: 'letter',
    label: 'A letter',
    message: 'The password needs a letter.',
    met: (password: string) => /\p{L}/u.test(password),
  },
  {
    id: 'digitOrSymbol',
    label: 'A digit or a symbol',
    message: 'The password needs a digit or a symbol.',
    met: (password: string) => /[^\p{L}\s]/u.test(password),
  },
  {
    id: 'notUsername',
    label: 'Not your user name',
    message: 'The password must not contain your user name.',
    met: (password: string, username: string) =>
      password.length > 0 &&
      (username.trim().length === 0 ||
        !password.toLowerCase().includes(username.trim().toLowerCase())),
  },
]

/** The token of a welcome link as the page read it from its address. Any well-formed text: a
 *  token that is not one the server made is refused like an unknown one, without a word on
 *  which part was wrong. */
export const welcomeToken = filled('This link is not valid.', 200)

export const welcomeCheckRequest = z.object({ token: welcomeToken })
/** The link can be used: the first name to greet, when the request gave one. */
export const welcomeCheckResponse = z.object({ firstName: z.nullable(z.string()) })

const notUsername = passwordRules.find((rule) => rule.id === 'notUsername')!

/** The user name and the password of a new member, by the rules above. */
export const memberCredentials = z
  .object({
    token: welcomeToken,
    username: memberUsername,
    password: z
      .string()
      .check(
        wellFormed,
        z.maxLength(
          passwordMaxLength,
          `Please keep the password to ${passwordMaxLength} characters or fewer.`,
        ),
        ...passwordRules
          .filter((rule) => rule.id !== 'notUsername')
          .map((rule) =>
            z.refine<string>((password) => rule.met(password, ''), { error: rule.message }),
          ),
      ),
  })
  .check(
    z.refine(({ username, password }) => notUsername.met(password, username), {
      error: notUsername.message,
      path: ['password'],
    }),
  )
export const welcomeAcceptResponse = z.object({ username: z.string() })
/** Every refusal of an unusable link: expired, used, unknown, forged or cut short alike. */
export const WELCOME_LINK_UNUSABLE = 'This welcome link cannot be used.'
export const USERNAME_TAKEN = 'This user name is taken: please choose another.'

// Unsubscribing from the letter (issue 31): the token of the confirmation mail's link, in the
// query (a List-Unsubscribe URL has nowhere else to carry it; the request log never writes a
// query). Any link that cannot be used gets the same 404 and words.
export const unsubscribeQuery = z.object({ token: filled('This link is not valid.', 200) })
/** The page the link opens: HTML, with a button that unsubscribes. */
export const unsubscribePage = z.string()
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true) })
/** The body of the POST that unsubscribes, as RFC 8058 (3.1) makes a mail client's one-click
 *  send it, form-encoded or multipart, and as the link's page sends it: the key and its one
 *  value. A POST without it (a scanner's, a stray form's) unsubscribes nobody. */
export const oneClickUnsubscribe = z.object({
  'List-Unsubscribe': z.literal('One-Click', 'The request is not a one-click unsubscribe.'),
})
export const UNSUBSCRIBE_LINK_UNUSABLE = 'This unsubscribe link cannot be used.'

// Campaigns
export const campaign = z.object({
  positionName: z.string(),
  keyResponsibilities: z.string(),
  mustHaveTechnologies: z.string(),
  niceToHaveTechnologies: z.string(),
  interviewLink: webAddress,
  calendarLink: webAddress,
})

/** Every error response: a message, and per-field messages for invalid input (status 400). */
export const apiError = z.object({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  /** On unexpected failures (500): the id the server logged the failure under, to quote. */
  requestId: z.optional(z.string()),
})

export type LoginRequest = z.infer<typeof loginRequest>
export type LoginResponse = z.infer<typeof loginResponse>
export type RefreshResponse = z.infer<typeof refreshResponse>
export type LogoutResponse = z.infer<typeof logoutResponse>
export type Boarding = z.infer<typeof boarding>
export type Campaign = z.infer<typeof campaign>
export type MemberRegistrationRequest = z.infer<typeof memberRegistrationRequest>
export type ReachOutRequest = z.infer<typeof reachOutRequest>
export type ApiError = z.infer<typeof apiError>
export type MemberCredentials = z.infer<typeof memberCredentials>
export type WelcomeCheckResponse = z.infer<typeof welcomeCheckResponse>
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>
