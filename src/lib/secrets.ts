// How a machine declares which of its fields hold secrets. The inspector adapter
// (src/dev/inspectionRedaction.ts) replaces them before anything leaves the page.
import type { AnyStateMachine, ContextFrom, EventFromLogic } from 'xstate'
import type { SecretPaths } from './redact'

type Path<TObject> = Extract<keyof TObject, string> | `${Extract<keyof TObject, string>}.${string}`

/** A machine's secrets: context fields, event fields by event type, and the input and output of
 *  the actors it invokes (by invoke id). */
export interface SecretsDeclaration {
  /** The machine's id (the root of its config). */
  machineId: string
  context?: SecretPaths
  events?: Readonly<Partial<Record<string, SecretPaths>>>
  invoked?: Readonly<Record<string, InvokedSecrets>>
}

export interface InvokedSecrets {
  input?: SecretPaths
  output?: SecretPaths
}

/** A declaration checked against the machine's types (its id is checked by a test). */
export function declareSecrets<TMachine extends AnyStateMachine>(
  machineId: TMachine['id'],
  secrets: {
    context?: readonly Path<ContextFrom<TMachine>>[]
    events?: { [Type in EventFromLogic<TMachine>['type']]?: SecretPaths }
    invoked?: Readonly<Record<string, InvokedSecrets>>
  } = {},
): SecretsDeclaration {
  return { machineId, ...secrets }
}
