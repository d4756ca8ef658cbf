// Sign-off: a product owner records, in docs/statecharts/signoff.json, that they approved a
// machine's semantics as they are now (the hash of its semantic graph). A machine whose graph no
// longer has the signed hash, or that was never signed off, awaits a sign-off: the review page,
// docs/statecharts/README.md (`signoffSection`) and `npm test` list it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { AnyStateMachine } from 'xstate'
import { z } from 'zod'
import { semanticGraphOf, semanticHash } from './semantic-graph.ts'
import { cellText } from './statechart-graph.ts'

export const signoffFile = 'docs/statecharts/signoff.json'

const signoffSchema = z.strictObject({
  machine: z.string().min(1),
  /** sha256 of the machine's semantic graph (semantic-graph.ts). */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  by: z.string().trim().min(1),
  /** The day of the sign-off, YYYY-MM-DD. */
  date: z.iso.date(),
  note: z.string(),
})
export type Signoff = z.infer<typeof signoffSchema>

const signoffsSchema = z.strictObject({ signoffs: z.array(signoffSchema) })

export function readSignoffs(file = signoffFile): Signoff[] {
  if (!existsSync(file)) return []
  return signoffsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).signoffs
}

export function writeSignoffs(signoffs: Signoff[], file = signoffFile): void {
  const sorted = [...signoffs].sort((a, b) => (a.machine < b.machine ? -1 : 1))
  writeFileSync(file, `${JSON.stringify(signoffsSchema.parse({ signoffs: sorted }), null, 2)}\n`)
}

/** The list with this sign-off in place of the machine's earlier one. */
export const withSignoff = (signoffs: Signoff[], signoff: Signoff): Signoff[] => [
  ...signoffs.filter((entry) => entry.machine !== signoff.machine),
  signoffSchema.parse(signoff),
]

export interface AwaitingSignoff {
  machine: string
  /** Why: never signed off, or the sign-off it no longer matches. */
  reason: string
}

/** The machines whose semantics differ from their last sign-off, or that have none. */
export function awaitingSignoff(
  hashes: { machine: string; hash: string }[],
  signoffs: Signoff[],
): AwaitingSignoff[] {
  return hashes.flatMap(({ machine, hash }) => {
    const last = signoffs.find((entry) => entry.machine === machine)
    if (!last) return [{ machine, reason: 'never signed off' }]
    if (last.hash === hash) return []
    return [{ machine, reason: `changed since ${last.by} signed it off on ${last.date}` }]
  })
}

export const hashesOf = (machines: AnyStateMachine[]) =>
  machines.map((machine) => ({ machine: machine.id, hash: semanticHash(semanticGraphOf(machine)) }))

/** The Markdown section docs/statecharts/README.md shows: every machine awaiting a sign-off
 *  (a block of lines without a blank line at its end, as `indexOf` joins its parts). */
export function signoffSection(
  machines: { machine: AnyStateMachine }[],
  signoffs: Signoff[] = readSignoffs(),
): string {
  const awaiting = awaitingSignoff(hashesOf(machines.map(({ machine }) => machine)), signoffs)
  return [
    '## Awaiting sign-off',
    '',
    'A product owner signs off a machine\'s semantics with `npm run review -- --sign <machine> --by "<name>"` (docs/review.md); `npm run review` shows what changed since.',
    '',
    ...(awaiting.length
      ? [
          '| machine | why |',
          '| --- | --- |',
          ...awaiting.map(
            ({ machine, reason }) => `| [${machine}](${machine}.md) | ${cellText(reason)} |`,
          ),
        ]
      : ['Every machine is signed off as it is.']),
  ].join('\n')
}
