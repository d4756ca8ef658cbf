// Helpers of the spec tables: fake calls that settle when a row says so, and fake time.
import { vi } from 'vitest'
import { fromPromise } from 'xstate'

/** A call the row answers by hand: `inputs` holds what each call was given. */
export function fakeCall<TOutput = unknown, TInput = unknown>() {
  const inputs: TInput[] = []
  let settle: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        inputs.push(input)
        settle = { resolve, reject }
      }),
  )
  return {
    logic,
    inputs,
    /** Answers the pending call, then lets the machine take its transition. */
    async resolve(value: TOutput) {
      settle!.resolve(value)
      await vi.advanceTimersByTimeAsync(0)
    },
    async reject(error: unknown) {
      settle!.reject(error)
      await vi.advanceTimersByTimeAsync(0)
    },
  }
}

/** A spy standing in for an action the app supplies. */
export const effect = () => vi.fn<(...args: unknown[]) => void>()
export type Effect = ReturnType<typeof effect>

/** Moves fake time on by `ms`, running what falls due (and the promises it settles). */
export const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

/** An error as the API client throws it. */
export const httpError = (status: number) =>
  Object.assign(new Error(`The server answered ${status}`), { status })

/** The messages of the errors the actor's invoked children fail with, as they happen. */
export function childErrors() {
  const messages: string[] = []
  const inspect = (event: { type: string; event?: { type: string; error?: unknown } }) => {
    if (event.type === '@xstate.event' && event.event?.type.startsWith('xstate.error.actor'))
      messages.push((event.event.error as Error).message)
  }
  return { messages, inspect }
}
