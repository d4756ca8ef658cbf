// The tests' requests (fetch, and scripts/lib/client.ts's Client, which uses it) go through a
// connection pool that is let go before a test stops a server. A stopping server waits for its
// idle keep-alive connections until their client lets them go (server/drain.ts: a proxy may be
// sending on one), and fetch keeps them 4 s: every stop waited that out, a quarter to a half of
// a server test run. undici (a dev dependency) is the one way to choose the pool of Node's own fetch.
import { Agent, setGlobalDispatcher } from 'undici'

let connections = new Agent()
setGlobalDispatcher(connections)

/** Lets the tests' idle connections go, as a browser does when its tab closes. Requests in
 *  flight end on the old pool; the next ones open connections in a new one. */
export function letConnectionsGo(): void {
  const old = connections
  connections = new Agent()
  setGlobalDispatcher(connections)
  void old.close()
}
