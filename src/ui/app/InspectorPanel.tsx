// `?inspect=panel`: every live actor, its state, its context (secrets redacted) and its last
// events, in the page and offline. Loaded lazily, in its own root beside the badge.
import { useSyncExternalStore, type CSSProperties } from 'react'
import { createRoot } from 'react-dom/client'
import { EVENTS_KEPT, type PanelActor, type PanelStore } from './inspectorPanelStore'

const styles = {
  panel: {
    position: 'fixed',
    right: 12,
    bottom: 12,
    zIndex: 2147483000,
    width: 'min(26rem, calc(100vw - 24px))',
    maxHeight: '60vh',
    overflow: 'auto',
    padding: '10px 12px',
    borderRadius: 8,
    background: '#17171c',
    color: '#ffffff',
    font: '12px/1.4 system-ui, sans-serif',
    boxShadow: '0 2px 10px rgb(0 0 0 / 35%)',
  },
  title: { margin: 0, font: 'inherit', fontWeight: 700 },
  list: { margin: '6px 0 0', padding: 0, listStyle: 'none' },
  summary: { cursor: 'pointer', padding: '2px 0' },
  pre: {
    margin: '4px 0',
    padding: 6,
    background: '#26262d',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    font: '11px/1.4 ui-monospace, monospace',
  },
} satisfies Record<string, CSSProperties>

const json = (value: unknown) => JSON.stringify(value, null, 1) ?? 'undefined'
const stateOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

function ActorItem({ actor }: { actor: PanelActor }) {
  return (
    <li data-actor={actor.name}>
      <details>
        <summary style={styles.summary}>
          <strong>{actor.name}</strong> ({actor.sessionId}): {stateOf(actor.value) ?? 'no state'}
        </summary>
        <p style={styles.title}>Context</p>
        <pre style={styles.pre}>{json(actor.context)}</pre>
        <p style={styles.title}>
          Last {EVENTS_KEPT} events ({actor.events.length}), newest first
        </p>
        <ol reversed style={{ ...styles.list, paddingLeft: 24, listStyle: 'decimal' }}>
          {actor.events
            .map((entry, index) => (
              <li key={index}>
                <code>{JSON.stringify(entry.event)}</code>
              </li>
            ))
            .reverse()}
        </ol>
      </details>
    </li>
  )
}

export function InspectorPanel({ store }: { store: PanelStore }) {
  const actors = useSyncExternalStore(store.subscribe, store.actors)
  return (
    // A keyboard scrolls it through its actors' summaries, which take focus.
    <aside aria-labelledby="inspector-panel-title" style={styles.panel}>
      <p id="inspector-panel-title" style={styles.title}>
        Live actors ({actors.length}), secrets redacted
      </p>
      <ul style={styles.list}>
        {actors.map((actor) => (
          <ActorItem key={actor.sessionId} actor={actor} />
        ))}
      </ul>
    </aside>
  )
}

/** Adds the panel to the page, outside the app's root. */
export function showInspectorPanel(store: PanelStore) {
  const host = document.createElement('div')
  host.id = 'inspector-panel'
  document.body.append(host)
  createRoot(host).render(<InspectorPanel store={store} />)
}
