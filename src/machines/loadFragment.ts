// The block the console's pages share (issue 43, item 5): a page asks for what it shows
// (`loading`), says so when the call fails with Try again (`failed`), and shows it once it
// comes (the machine's own ready state). Written once here; each machine spreads it into its
// states. A 401 needs nothing here: the console's client ends the session (src/agents/client.ts).
import { assign, type DoneActorEvent, type EventObject, type MachineContext } from 'xstate'

/** The status a failed call answered with, as the console's client says it. */
const statusOf = (event: unknown) =>
  (event as { error?: { status?: unknown } | null }).error?.status

/** The event that tries a failed load again, unless a machine says otherwise. */
export const RETRY = 'RETRY'

export interface LoadOptions<
  TContext extends MachineContext,
  TSrc extends string,
  TOutput,
  TInput,
  TRetry extends string | null,
  TNotFound extends string | undefined,
> {
  /** The actor the app supplies (its name in `setup`), also the invoked child's id. */
  src: TSrc
  /** What the actor is given, from the context. */
  input?: (args: { context: TContext }) => TInput
  /** What the answer puts in the context. */
  loaded: (output: TOutput, context: TContext) => Partial<TContext>
  /** The state the answer leads to ('ready' unless said). */
  ready?: string
  /** The failed state's message: its description, and what the view says. */
  failedMessage: string
  /** The loading state's description. */
  loadingDescription?: string
  /** The event that tries again from `failed`; null when the machine takes it everywhere
   *  already (a Refresh on its root). */
  retry?: TRetry
  /** A 404 leads to this state instead of `failed` (a Try again cannot bring back what is not
   *  there); the machine names `answeredNotFound` as its `notFound` guard. */
  notFound?: TNotFound
}

/** A load's failure: `failed`, or first the `notFound` state on a 404 (the machine's
 *  `notFound` guard). Typed apart so that a machine without a 404 names no such guard. */
type OnError<TNotFound> = TNotFound extends string
  ? readonly [
      { readonly guard: 'notFound'; readonly target: TNotFound },
      { readonly target: 'failed' },
    ]
  : 'failed'

/** Whether a failed call answered 404: the `notFound` guard of a machine whose load can. */
export const answeredNotFound = ({ event }: { event: unknown }) => statusOf(event) === 404

/**
 * `loading` and `failed`, for a machine whose context is `TContext`:
 * `...loadStates<Context, Event>()({ src: 'loadLog', loaded: (log: ErasureLog) => ({ … }), … })`.
 * The answer's type is checked against the actor's (the assignment takes the actor's done
 * event), so a projection of the wrong answer does not compile.
 */
export function loadStates<TContext extends MachineContext, TEvent extends EventObject>() {
  return <
    const TSrc extends string,
    TOutput,
    TInput = undefined,
    const TRetry extends string | null = typeof RETRY,
    const TNotFound extends string | undefined = undefined,
  >(
    options: LoadOptions<TContext, TSrc, TOutput, TInput, TRetry, TNotFound>,
  ) => {
    const { src, input, loaded, ready = 'ready', failedMessage, notFound } = options
    const retry = options.retry === undefined ? (RETRY as TRetry) : options.retry
    const show = assign<TContext, DoneActorEvent<TOutput>, undefined, TEvent, never>(
      ({ context, event }) => loaded(event.output, context),
    )
    return {
      loading: {
        description: options.loadingDescription ?? 'Asks for what the page shows.',
        invoke: {
          id: src,
          src,
          input,
          onDone: { target: ready, actions: show },
          onError: (notFound
            ? [{ guard: 'notFound', target: notFound }, { target: 'failed' }]
            : 'failed') as OnError<TNotFound>,
        },
      },
      failed: {
        description: `'${failedMessage}' Try again.`,
        ...(retry ? { on: { [retry]: 'loading' } as Record<NonNullable<TRetry>, 'loading'> } : {}),
      },
    } as const
  }
}

/** Where a machine's load is, for its view: loading, failed, or neither (null: loaded, or a
 *  state of the machine's own). */
export type LoadPhase = 'loading' | 'failed' | null

export const loadPhaseOf = (snapshot: { value: unknown }): LoadPhase =>
  snapshot.value === 'loading' || snapshot.value === 'failed' ? snapshot.value : null
