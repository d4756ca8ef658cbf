// Every message for the inspector passes here: the secrets each machine declares
// (src/machines/secrets.ts) are replaced before the message leaves the page. An actor that
// nobody declared (a new machine, say) shows no data at all until its machine is declared.
import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { AnyActor, InspectionEvent, Observer } from 'xstate'
import { redactPaths, redactPayload, type SecretPaths } from '../lib/redact'
import type { InvokedSecrets, SecretsDeclaration } from '../lib/secrets'

/** What one actor's messages hide: fields of its snapshot and of the events it receives. */
interface ActorSecrets {
  context: SecretPaths
  input: SecretPaths
  output: SecretPaths
  events: Readonly<Record<string, SecretPaths>>
  invoked: Readonly<Record<string, InvokedSecrets>>
}
/** An actor nobody declared: everything but its state and event types is hidden. */
const UNDECLARED = 'undeclared'
type Rules = ActorSecrets | typeof UNDECLARED

const under = (prefix: string, paths: SecretPaths = []) =>
  paths.map((path) => (path ? `${prefix}.${path}` : prefix))

function machineRules(declared: SecretsDeclaration): ActorSecrets {
  const events: Record<string, SecretPaths> = {}
  for (const [type, paths] of Object.entries(declared.events ?? {})) if (paths) events[type] = paths
  // An invoked actor's output reaches its machine in the done event.
  for (const [id, secrets] of Object.entries(declared.invoked ?? {})) {
    const type = `xstate.done.actor.${id}`
    events[type] = [...(events[type] ?? []), ...under('output', secrets.output)]
  }
  const none: SecretPaths = []
  return {
    context: declared.context ?? none,
    input: none,
    output: none,
    events,
    invoked: declared.invoked ?? {},
  }
}

/** An invoked promise's input arrives in its init event, its output in its resolve event. */
function invokedRules({ input = [], output = [] }: InvokedSecrets): ActorSecrets {
  return {
    context: [],
    input,
    output,
    events: {
      'xstate.init': under('input', input),
      'xstate.promise.resolve': under('data', output),
    },
    invoked: {},
  }
}

const isMachine = (logic: unknown): logic is { id: string } =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic

function redactSnapshot<T>(snapshot: T, rules: Rules): T {
  if (snapshot === null || typeof snapshot !== 'object') return snapshot
  const fields = { ...snapshot } as Record<string, unknown>
  for (const name of ['context', 'input', 'output'] as const) {
    if (name in fields)
      fields[name] = redactPaths(fields[name], rules === UNDECLARED ? [''] : rules[name])
  }
  return fields as T
}

function redactEvent<T>(event: T, rules: Rules): T {
  if (rules === UNDECLARED) return redactPayload(event)
  const type = (event as { type?: unknown } | undefined)?.type
  return typeof type === 'string' && rules.events[type]
    ? redactPaths(event, rules.events[type])
    : event
}

const MAX_DEPTH = 20

/** A JSON-safe copy, as postMessage and the WebSocket would send it: toJSON is honoured,
 *  functions become their names, cycles and very deep values are cut. */
export function toPlain(value: unknown, ancestors: readonly object[] = []): unknown {
  if (typeof value === 'function') return { type: value.name }
  if (value === null || typeof value !== 'object')
    return typeof value === 'bigint' ? String(value) : value
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return toPlain((value as { toJSON: () => unknown }).toJSON(), ancestors)
  }
  if (ancestors.includes(value)) return '[Circular]'
  if (ancestors.length >= MAX_DEPTH) return '[…]'
  const inner = [...ancestors, value]
  if (Array.isArray(value)) return value.map((item) => toPlain(item, inner))
  const entries = Object.entries(value)
  if (value instanceof Error) entries.unshift(['name', value.name], ['message', value.message])
  return Object.fromEntries(
    entries
      .filter(([, field]) => field !== undefined && typeof field !== 'symbol')
      .map(([key, field]) => [key, toPlain(field, inner)]),
  )
}

/** Learns each actor's secrets as it is created, and redacts the messages about it. */
export function createInspectionRedaction(declarations: readonly SecretsDeclaration[]) {
  const byMachine = new Map(declarations.map((declared) => [declared.machineId, declared]))
  const actors = new Map<string, Rules>()

  const rulesOf = (actorRef: AnyActor): Rules => {
    if (isMachine(actorRef.logic)) {
      const declared = byMachine.get(actorRef.logic.id)
      return declared ? machineRules(declared) : UNDECLARED
    }
    const parent = actorRef._parent && actors.get(actorRef._parent.sessionId)
    if (!parent || parent === UNDECLARED) return UNDECLARED
    return invokedRules(parent.invoked[actorRef.id] ?? {})
  }

  return {
    track(event: InspectionEvent) {
      if (event.type === '@xstate.actor')
        actors.set(event.actorRef.sessionId, rulesOf(event.actorRef as AnyActor))
    },
    redact(message: StatelyInspectionEvent): StatelyInspectionEvent {
      const plain = toPlain(message) as StatelyInspectionEvent
      const rules = actors.get(plain.sessionId) ?? UNDECLARED
      switch (plain.type) {
        case '@xstate.actor':
          return { ...plain, snapshot: redactSnapshot(plain.snapshot, rules) }
        case '@xstate.event':
          return { ...plain, event: redactEvent(plain.event, rules) }
        case '@xstate.snapshot':
          return {
            ...plain,
            snapshot: redactSnapshot(plain.snapshot, rules),
            event: redactEvent(plain.event, rules),
          }
        default:
          return plain
      }
    },
  }
}

/** The options through which the Stately inspector lets this module see each message. */
export interface RedactionOptions {
  serialize: (message: StatelyInspectionEvent) => StatelyInspectionEvent
}

/** An `inspect` observer for actors that hands the inspector `create` makes only redacted
 *  messages. */
export function redactedInspect(
  create: (options: RedactionOptions) => { inspect: Observer<InspectionEvent> },
  declarations: readonly SecretsDeclaration[],
): Observer<InspectionEvent> {
  const redaction = createInspectionRedaction(declarations)
  const inspector = create({ serialize: redaction.redact })
  return {
    next(event) {
      redaction.track(event)
      inspector.inspect.next?.(event)
    },
  }
}
