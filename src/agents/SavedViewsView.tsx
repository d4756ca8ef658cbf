import { useSelector } from '@xstate/react'
import { FormAlert } from '../ui/forms/FormAlert'
import {
  agentViewsMessages,
  type AgentViewsActor,
  type ViewFilters,
} from '../machines/agentViews.machine'
import { savedViewNameMaxLength } from './contract'
import { ConsoleField } from './ConsoleField'
import { describeFilters } from './format'
import { RetryAlert } from './RetryAlert'
import styles from './Console.module.css'

/** The agent's saved views beside the inbox: each opens the inbox with its filters, or is
 *  deleted; Save this view keeps `filters` (the inbox's, as its address has them) under a name. */
export function SavedViewsView({
  views,
  filters,
}: {
  views: AgentViewsActor
  filters: ViewFilters
}) {
  const snapshot = useSelector(views, (state) => state)
  const { context } = snapshot
  if (snapshot.matches('loading')) {
    return (
      <p className={styles.hint} role="status">
        Loading your saved views…
      </p>
    )
  }
  if (snapshot.matches('failed')) {
    return (
      <RetryAlert
        message={agentViewsMessages.loadFailed}
        onRetry={() => views.send({ type: 'RETRY' })}
      />
    )
  }
  const saving = snapshot.matches({ ready: 'saving' })
  const deleting = snapshot.matches({ ready: 'deleting' })
  const failure = snapshot.matches({ ready: 'saveFailed' })
    ? (context.saveProblem ?? agentViewsMessages.saveFailed)
    : snapshot.matches({ ready: 'deleteFailed' })
      ? agentViewsMessages.deleteFailed
      : undefined
  return (
    <section className={styles.stack} aria-labelledby="saved-views-title">
      <h2 id="saved-views-title" className={styles.subheading}>
        Views
      </h2>
      {context.views.length === 0 ? (
        <p className={styles.hint}>{agentViewsMessages.none}</p>
      ) : (
        <ul className={styles.counts} aria-label="Your saved views">
          {context.views.map((view) => (
            <li key={view.id} className={styles.rowActions}>
              <button
                type="button"
                className="button button--ghost button--small"
                title={describeFilters(view.filters)}
                onClick={() => views.send({ type: 'OPEN', view })}
              >
                {view.name}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Delete the view ${view.name}`}
                aria-busy={(deleting && context.deleting === view.id) || undefined}
                aria-disabled={deleting || undefined}
                onClick={() => views.send({ type: 'DELETE', id: view.id })}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.filters}
        aria-label="Save this view"
        onSubmit={(event) => {
          event.preventDefault()
          views.send({ type: 'SAVE', filters })
        }}
      >
        <ConsoleField
          id="saved-view-name"
          label="Name of this view"
          value={context.name}
          maxLength={savedViewNameMaxLength}
          error={context.nameProblem ?? undefined}
          onChange={(value) => views.send({ type: 'CHANGE_NAME', value })}
        />
        <div>
          <button
            type="submit"
            className="button button--primary button--small"
            aria-busy={saving || undefined}
            aria-disabled={saving || undefined}
          >
            Save this view
          </button>
        </div>
      </form>
      <p role="status" className={styles.hint}>
        {snapshot.matches({ ready: 'saved' }) ? agentViewsMessages.saved : ''}
      </p>
      <FormAlert message={failure} />
    </section>
  )
}
