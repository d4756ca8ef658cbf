// The welcome page's rules, apart from its machine (welcomeMember.machine.ts): its view is on the
// page from the first paint and needs them before the machine (and xstate) arrives. The rules
// are the request schema's (src/api/schemas.ts), the one the server checks with.
import { fieldProblems } from '../api/fieldProblems'
import {
  memberCredentials,
  passwordRules,
  type MemberCredentials,
  type PasswordRuleId,
} from '../api/schemas'

export type WelcomeField = 'username' | 'password'

export interface WelcomeMemberContext {
  /** The link's token, from the page's address. */
  token: string
  /** Whom the page greets, when the request gave a name. */
  firstName: string | null
  username: string
  password: string
  /** Set by the first attempt to send an invalid form: messages show from then on. */
  showErrors: boolean
  /** The server's message per field (its zod issues, or a user name taken), until that field
   *  is edited. */
  serverErrors: Partial<Record<WelcomeField, string>>
}

/** The request the form sends: the user name trimmed, the password as typed. */
export function welcomeRequest(
  context: Pick<WelcomeMemberContext, 'token' | 'username' | 'password'>,
): MemberCredentials {
  return { token: context.token, username: context.username.trim(), password: context.password }
}

/** Why each field cannot be sent, by the schema the server checks the request with. */
export function welcomeProblems(
  context: Pick<WelcomeMemberContext, 'token' | 'username' | 'password'>,
): Partial<Record<WelcomeField, string>> {
  const { token: _token, ...problems } = fieldProblems(memberCredentials, welcomeRequest(context))
  return problems
}

/** The message each field shows: the server's, else the form's own once a send was tried. */
export function welcomeMessages(
  context: WelcomeMemberContext,
): Partial<Record<WelcomeField, string>> {
  const own = context.showErrors ? welcomeProblems(context) : {}
  return {
    ...((context.serverErrors.username ?? own.username)
      ? { username: context.serverErrors.username ?? own.username }
      : {}),
    ...((context.serverErrors.password ?? own.password)
      ? { password: context.serverErrors.password ?? own.password }
      : {}),
  }
}

/** Each password rule, met or not, as the person types. */
export function passwordChecklist(
  password: string,
  username: string,
): { id: PasswordRuleId; label: string; met: boolean }[] {
  return passwordRules.map((rule) => ({
    id: rule.id,
    label: rule.label,
    met: rule.met(password, username),
  }))
}

/** The first message per field of a refusal's `fields` (the server's 400 or 409). */
export function serverFieldErrors(fields: unknown): Partial<Record<WelcomeField, string>> {
  const record = (fields ?? {}) as Partial<Record<string, unknown>>
  const errors: Partial<Record<WelcomeField, string>> = {}
  for (const field of ['username', 'password'] as const) {
    const messages = record[field]
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0]
  }
  return errors
}
