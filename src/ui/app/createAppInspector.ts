// Loaded lazily by inspector.ts, only when a tester asks for the inspector.
import {
  createBrowserInspector,
  createInspector,
  createWebSocketInspector,
} from '@statelyai/inspect'
import type { InspectionEvent, Observer } from 'xstate'
import { machineSecrets } from '../../machines/secrets'
import { redactedInspect } from './inspectionRedaction'
import { createPanelStore, type PanelStore } from './inspectorPanelStore'
import {
  browserConnection,
  panelConnection,
  webSocketConnection,
  type InspectorConnection,
} from './inspectorConnection'

/** Which inspector a tester asked for (inspector.ts reads it from the URL). */
export type InspectorRequest =
  { kind: 'browser' } | { kind: 'websocket'; url: string } | { kind: 'panel' }

export interface AppInspector {
  inspect: Observer<InspectionEvent>
  connection: InspectorConnection
  /** The in-page panel's messages (`?inspect=panel`). */
  panel?: PanelStore
}

/** Events kept for the inspector window until the tester opens it. */
const KEPT_UNTIL_OPENED = 1000

export function createAppInspector(request: InspectorRequest): AppInspector {
  // Passwords, tokens and access codes never reach the inspector (src/machines/secrets.ts).
  if (request.kind === 'panel') {
    const panel = createPanelStore()
    const inspect = redactedInspect(
      (redaction) => createInspector({ send: panel.receive }, redaction),
      machineSecrets,
      panel.track,
    )
    return { inspect, connection: panelConnection(), panel }
  }
  if (request.kind === 'websocket') {
    let adapter: unknown
    const inspect = redactedInspect((redaction) => {
      const inspector = createWebSocketInspector({ url: request.url, ...redaction })
      adapter = inspector.adapter
      return inspector
    }, machineSecrets)
    return { inspect, connection: webSocketConnection(adapter, request.url) }
  }
  let inspector: ReturnType<typeof createBrowserInspector> | undefined
  const inspect = redactedInspect((redaction) => {
    // Not started: a window opened without a click is a pop-up the browser blocks.
    inspector = createBrowserInspector({
      ...redaction,
      autoStart: false,
      maxDeferredEvents: KEPT_UNTIL_OPENED,
    })
    return inspector
  }, machineSecrets)
  return { inspect, connection: browserConnection(inspector!) }
}
