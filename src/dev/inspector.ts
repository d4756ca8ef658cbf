// Opt-in live inspection of every actor, for testers: the one module of src/dev the app imports
// (eslint.config.js). Without `?inspect` in the URL (or VITE_INSPECT=true at build time) none of
// the inspector's code is loaded.
import type { ActorOptions, AnyActorLogic } from 'xstate'

type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>
let inspect: Inspect | undefined

/** Which inspector a tester asked for. */
export type InspectorRequest = { kind: 'browser' } | { kind: 'websocket'; url: string }

/** `?inspect` connects to the Stately inspector (its window opens from the badge's button);
 *  `?inspect=ws://127.0.0.1:8790` streams to a WebSocket inspector on this machine instead (no
 *  internet needed: `npm run inspect:log`). */
export function inspectorRequest(search: string, buildFlag?: string): InspectorRequest | undefined {
  const asked = new URLSearchParams(search).get('inspect')
  if (asked !== null && /^wss?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(asked)) {
    return { kind: 'websocket', url: asked }
  }
  if (asked !== null || buildFlag === 'true') return { kind: 'browser' }
  return undefined
}

/** Starts the inspector when asked for; call before the first actor is created. */
export async function startInspectorIfAsked(): Promise<void> {
  const request = inspectorRequest(window.location.search, import.meta.env.VITE_INSPECT)
  if (!request) return
  const { createAppInspector } = await import('./createAppInspector')
  const inspector = createAppInspector(request)
  inspect = inspector.inspect
  // The badge says that inspection is on; the page need not wait for it.
  void import('./InspectorBadge').then(({ showInspectorBadge }) =>
    showInspectorBadge(request, inspector),
  )
}

/** The `inspect` option every actor of the app is created with. */
export function appInspect(): Inspect | undefined {
  return inspect
}
