// Once the database is lost for good (the embedded one's disk refuses writes) every answer is
// a 503 until the process has stopped, so that clients and load balancers try again later
// instead of taking a 500 for a bug of theirs.
type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>

export function unavailableOnceLost(fatal: Promise<Error> | undefined, fetch: Fetch): Fetch {
  if (!fatal) return fetch
  let lost = false
  void fatal.then(() => (lost = true))
  // The request that met the fault failed with a 500 of the app's error handler. Not an async
  // function: an answer made at once (or a promise of one) passes without another promise.
  const checked = (response: Response) =>
    lost && response.status === 500 ? unavailable() : response
  return (request, env) => {
    if (lost) return unavailable()
    const response = fetch(request, env)
    return response instanceof Promise ? response.then(checked) : checked(response)
  }
}

function unavailable(): Response {
  return Response.json(
    { error: 'The server cannot store data right now and is restarting. Please try again.' },
    { status: 503, headers: { 'Retry-After': '10', 'Cache-Control': 'no-store' } },
  )
}
