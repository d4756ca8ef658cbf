// Small pieces several machines share.

/** SPEC.md 8: what the subscribe box and the reach-out form say when their call fails. */
export const REQUEST_FAILED_MESSAGE = 'An error occurred. Please try again later.'

/** The status a call answered with, for machines that accept only some (SPEC.md 5: 200). */
export interface Answer {
  status: number
}

/** The stand-in of an actor the app must supply with `machine.provide()`: starting it fails,
 *  so a machine used without its effects reports which one is missing. */
export const notProvided = (name: string) => (): never => {
  throw new Error(`${name} is not provided: supply it with machine.provide()`)
}

/** Whether a call failed because nobody is signed in (or the token is no longer valid). */
export const isUnauthorized = (error: unknown): boolean =>
  (error as { status?: unknown } | null)?.status === 401
