// The in-page sign that inspection is on (`?inspect`): which inspector, how its connection
// stands, the button that opens the Stately inspector, and the flight recorder's count and
// export. Loaded lazily with the inspector, in its own root, so that the pages' markup and
// styles stay as they are.
import { useSyncExternalStore, type CSSProperties } from 'react'
import { createRoot } from 'react-dom/client'
import type { AppInspector, InspectorState } from './createAppInspector'
import type { InspectorRequest } from './inspector'
import type { Recorder } from './recorder'

const stateLabel: Record<InspectorState, string> = {
  waiting: 'Not opened',
  opened: 'Opened',
  connecting: 'Connecting',
  connected: 'Connected',
  failed: 'Failed',
}
// The dot only repeats the label, which says it in words.
const stateColour: Record<InspectorState, string> = {
  waiting: '#c9c9d1',
  opened: '#ffd166',
  connecting: '#ffd166',
  connected: '#5fd38d',
  failed: '#ff8a80',
}

const styles = {
  badge: {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: 2147483000,
    maxWidth: 'min(22rem, calc(100vw - 24px))',
    padding: '10px 12px',
    borderRadius: 8,
    background: '#17171c',
    color: '#ffffff',
    font: '13px/1.4 system-ui, sans-serif',
    boxShadow: '0 2px 10px rgb(0 0 0 / 35%)',
  },
  heading: { margin: 0, font: 'inherit', fontWeight: 700 },
  line: { margin: '4px 0 0' },
  dot: { display: 'inline-block', width: 8, height: 8, marginRight: 6, borderRadius: '50%' },
  button: {
    marginTop: 8,
    padding: '4px 10px',
    border: 0,
    borderRadius: 4,
    background: '#ffffff',
    color: '#17171c',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: 8 },
  truncated: { margin: '4px 0 0', color: '#ffd166', fontWeight: 600 },
} satisfies Record<string, CSSProperties>

export function InspectorBadge({
  request,
  inspector,
}: {
  request: InspectorRequest
  inspector: AppInspector
}) {
  const status = useSyncExternalStore(inspector.subscribe, inspector.status)
  const target = request.kind === 'websocket' ? `WebSocket ${request.url}` : 'Stately inspector'
  return (
    <aside aria-labelledby="inspector-badge-title" style={styles.badge}>
      <p id="inspector-badge-title" style={styles.heading}>
        Inspection on: {target}
      </p>
      <p style={styles.line}>Passwords, tokens and access codes are redacted.</p>
      <p role="status" style={styles.line} data-state={status.state}>
        <span aria-hidden="true" style={{ ...styles.dot, background: stateColour[status.state] }} />
        <strong>{stateLabel[status.state]}</strong>: {status.detail}
      </p>
      <RecorderLine recorder={inspector.recorder} />
      <div style={styles.buttons}>
        {inspector.open && (
          <button type="button" style={styles.button} onClick={inspector.open}>
            {status.state === 'waiting' ? 'Open the Stately inspector' : 'Open the inspector again'}
          </button>
        )}
        <button type="button" style={styles.button} onClick={inspector.recorder.download}>
          Export recording
        </button>
      </div>
    </aside>
  )
}

/** How much the flight recorder holds, and whether it stopped at its bound. Not a live region:
 *  it changes with every event, which a screen reader would read out each time. */
function RecorderLine({ recorder }: { recorder: Recorder }) {
  const { entries, truncated } = useSyncExternalStore(recorder.subscribe, recorder.status)
  return (
    <>
      <p style={styles.line} data-testid="recorder-count">
        Recording every actor: {entries.toLocaleString('en')} {entries === 1 ? 'event' : 'events'}
      </p>
      {truncated && (
        <p style={styles.truncated} data-testid="recorder-truncated">
          {truncated}
        </p>
      )}
    </>
  )
}

/** Adds the badge to the page, outside the app's root. */
export function showInspectorBadge(request: InspectorRequest, inspector: AppInspector) {
  const host = document.createElement('div')
  host.id = 'inspector-badge'
  document.body.append(host)
  createRoot(host).render(<InspectorBadge request={request} inspector={inspector} />)
}
