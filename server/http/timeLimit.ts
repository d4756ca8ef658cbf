// Work that an answer waits for only so long: the health check's ping, the campaign an interview
// link's page is served with. A database that hangs must not hang the answer with it.

/** What `work` resolved to within `ms`; a failure, or no answer in time, throws `TimeLimitError`
 *  or the failure. The work itself goes on (a query cannot be called back). */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(ms)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export class TimeLimitError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms.`)
  }
}
