// Reads the environment through the schema of variables.ts. A value it does not understand,
// or a variable it does not know under one of the server's own prefixes, stops the start with
// one line (main.ts prints a StartError's message alone) that names each variable, its value
// (never a secret's) and what it accepts.
import * as z from 'zod/mini'
import { StartError } from '../startError.ts'
import { ownWords, variables, type Variable, type VariableName } from './variables.ts'

type Env = Record<string, string | undefined>

/** Where the table of every variable is: each refusal of an unknown name points there. */
export const variablesDoc = 'docs/operations.md ("Configuration")'

/**
 * Unknown names under these prefixes are refused, not warned about: a misspelt RATE_LIMT_LOGIN
 * or TRUST_PROXYY leaves the setting its operator meant unapplied, as TRUST_PROXY=ture did
 * (every visitor in one rate-limit bucket), and a warning among the start's lines is read
 * after the damage. The prefixes are the server's own words; names other programs share
 * (NODE_OPTIONS, CLIENT_ID, PUBLIC_KEY, DATA_…) are left alone, so the server still starts in
 * an environment that holds other programs' variables. A name outside them is refused only
 * when it is one letter away from a variable of eight letters or more (DATABASEURL).
 */
export const ownPrefixes = [
  'NOVA_',
  'RATE_',
  'AGENT_',
  'MAIL_',
  'SMTP_',
  'WELCOME_',
  'DRAIN_',
  'HEADERS_',
  'REQUEST_',
  'TRUST_',
  'DEMO_',
  'OPERATOR_',
  'JWT_',
  'DATABASE_',
  'LOG_',
]

const names = Object.keys(variables) as VariableName[]
const known = new Set<string>(names)

const shape = Object.fromEntries(names.map((name) => [name, variables[name].schema])) as {
  [Name in VariableName]: (typeof variables)[Name]['schema']
}

/** The values of the variables the server reads, and the rules between them. */
const values = z.looseObject(shape).check(
  // node:http refuses a headers limit above the whole request's.
  z.superRefine((env, context) => {
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        params: ownWords,
        path: ['HEADERS_TIMEOUT_MS'],
        message:
          `(${env.HEADERS_TIMEOUT_MS}) must not be more than REQUEST_TIMEOUT_MS ` +
          `(${env.REQUEST_TIMEOUT_MS}).`,
      })
    }
  }),
)

/** The names: none unknown under the server's prefixes. Apart from `values`, whose checks
 *  zod skips once a value is refused: each mistake of a start is in its one line. */
const namesKnown = z.looseObject({}).check(
  z.superRefine((env, context) => {
    for (const name of Object.keys(env)) {
      if (known.has(name) || !looksOwn(name)) continue
      const near = nearestName(name)
      context.addIssue({
        code: 'custom',
        params: ownWords,
        path: [name],
        message:
          `is not a variable this server reads${near ? ` (did you mean ${near}?)` : ''}: ` +
          `rename or unset it; every variable is in ${variablesDoc}.`,
      })
    }
  }),
)

export type Environment = z.output<typeof values>

export function readEnvironment(env: Env): Environment {
  const input = normalised(env)
  const read = values.safeParse(input)
  const issues = [
    ...(read.error?.issues ?? []),
    ...(namesKnown.safeParse(input).error?.issues ?? []),
  ]
  if (read.success && issues.length === 0) return read.data
  const sentences = new Map<string, string>()
  for (const issue of issues) {
    const name = String(issue.path[0])
    if (!sentences.has(name)) sentences.set(name, sentence(name, issue, input[name]))
  }
  // A sentence that ends with a command has no full stop (it would be copied with it).
  const line = [...sentences.values()].reduce(
    (so, next) => `${so}${/\.$/.test(so) ? ' ' : '; '}${next}`,
  )
  throw new StartError(line)
}

/** Empty is unset (`Environment=TRUST_PROXY=` in a unit file); values lose the spaces around
 *  them, secrets excepted (a key is what it is, and every instance must read the same one). */
function normalised(env: Env): Env {
  const values: Env = {}
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.trim() === '') continue
    const secret =
      known.has(name) && (variables[name as VariableName] as Variable).secret === 'hidden'
    values[name] = secret ? value : value.trim()
  }
  return values
}

function sentence(name: string, issue: z.core.$ZodIssue, value: string | undefined): string {
  const variable = known.has(name) ? (variables[name as VariableName] as Variable) : undefined
  if (issue.code === 'custom' && issue.params?.sentence === true) return `${name} ${issue.message}`
  return `${name} must be ${variable?.accepts ?? 'unset'} (it is ${shown(value, variable)}).`
}

/** A refused value as a refusal may show it: quoted on one line, a secret never. */
function shown(value: string | undefined, variable: Variable | undefined): string {
  if (variable?.secret === 'hidden') return 'not shown: a secret'
  let text = value ?? ''
  if (variable?.secret === 'credentials') {
    // user:password@ and ?password=… are what a database or relay URL hides.
    text = text
      .replace(/^([a-z][a-z0-9+.-]*:\/\/)?[\s\S]*@/i, (_, scheme?: string) => `${scheme ?? ''}***@`)
      .replace(/(password=)[^&#]*/gi, '$1***')
  }
  const clipped = text.length > 120 ? `${text.slice(0, 120)}…` : text
  return JSON.stringify(clipped)
}

function looksOwn(name: string): boolean {
  return ownPrefixes.some((prefix) => name.startsWith(prefix)) || nearestName(name) !== undefined
}

/** The variable of eight letters or more one letter away from `name` (one added, left out or
 *  changed): short names are left out, HOME is two letters from HOST. */
function nearestName(name: string): string | undefined {
  return names.find((known) => known.length >= 8 && oneEditApart(name, known))
}

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  const rest = (skipA: number, skipB: number) => a.slice(i + skipA) === b.slice(i + skipB)
  return rest(1, 1) || rest(1, 0) || rest(0, 1)
}
