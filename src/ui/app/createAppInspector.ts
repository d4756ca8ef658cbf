// Loaded lazily by inspector.ts, only when a tester asks for the inspector.
import { createBrowserInspector, createWebSocketInspector } from '@statelyai/inspect'
import { redactSecrets } from '../../lib/redact'

/** Which inspector a tester asked for (inspector.ts reads it from the URL). */
export type InspectorRequest = { kind: 'browser' } | { kind: 'websocket'; url: string }

export function createAppInspector(request: InspectorRequest) {
  // Passwords, tokens and access codes never reach the inspector.
  const redaction = {
    sanitizeContext: redactSecrets,
    sanitizeEvent: redactSecrets,
  }
  const inspector =
    request.kind === 'websocket'
      ? createWebSocketInspector({ url: request.url, ...redaction })
      : createBrowserInspector(redaction)
  return inspector.inspect
}
