// Loaded lazily by inspector.ts, only when a tester asks for the inspector.
import { createBrowserInspector, createWebSocketInspector } from '@statelyai/inspect'
import { machineSecrets } from '../../machines/secrets'
import { redactedInspect } from './inspectionRedaction'

/** Which inspector a tester asked for (inspector.ts reads it from the URL). */
export type InspectorRequest = { kind: 'browser' } | { kind: 'websocket'; url: string }

export function createAppInspector(request: InspectorRequest) {
  // Passwords, tokens and access codes never reach the inspector (src/machines/secrets.ts).
  return redactedInspect(
    (redaction) =>
      request.kind === 'websocket'
        ? createWebSocketInspector({ url: request.url, ...redaction })
        : createBrowserInspector(redaction),
    machineSecrets,
  )
}
