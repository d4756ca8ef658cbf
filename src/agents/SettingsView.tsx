import { useSelector } from '@xstate/react'
import { ConsoleField as Field } from './ConsoleField'
import { ConsoleSelect } from './ConsoleSelect'
import { ConsoleForm } from './ConsoleForm'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import {
  agentSettingsMessages,
  settingsProblems,
  type AgentSettingsActor,
  type SettingsField,
} from '../machines/agentSettings.machine'
import { noticeNames } from './format'
import styles from './Console.module.css'

/** /agents/settings: the signed-in agent's own address for notices, how often they come, and a
 *  new password with the current one. Every field is labelled; a rule a field breaks is said
 *  under it (once something is typed there), the server's refusal too; Save, busy while it
 *  saves, says when it is done in a status line. */
export function SettingsView({ settings }: { settings: AgentSettingsActor }) {
  const snapshot = useSelector(settings, (state) => state)
  const { context } = snapshot
  const send = settings.send

  const phase = loadPhaseOf(snapshot)
  if (phase)
    return (
      <LoadStatus
        phase={phase}
        loading="Loading your settings…"
        failed={agentSettingsMessages.loadFailed}
        onRetry={() => send({ type: 'RETRY' })}
      />
    )

  const { form, refused } = context
  const problems = settingsProblems(form)
  // A rule is said once the field holds something (the notices' whenever it applies); the
  // server's refusal until the field changes.
  const problemOf = (field: SettingsField) =>
    refused[field] ?? (form[field] === '' && field !== 'notices' ? undefined : problems[field])
  const change = (field: SettingsField) => (value: string) => send({ type: 'CHANGE', field, value })
  const saved = snapshot.matches('saved')

  return (
    <section className={`${styles.stack} ${styles.singleColumn}`} aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.heading}>
        Your settings
      </h1>
      <ConsoleForm onSubmit={() => send({ type: 'SAVE' })}>
        <h2 className={styles.subheading}>Notices of new requests</h2>
        <Field
          id="own-email"
          label="Address for notices"
          type="email"
          autoComplete="email"
          value={form.email}
          error={problemOf('email')}
          onChange={change('email')}
        />
        <ConsoleSelect
          id="own-notices"
          label="Notices"
          value={form.notices}
          options={Object.entries(noticeNames)}
          error={problemOf('notices')}
          onChange={change('notices')}
        />
        <h2 className={styles.subheading}>Password</h2>
        <p className={styles.hint}>
          Leave these empty to keep your password. A new one ends your other sessions.
        </p>
        <Field
          id="own-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          error={refused.currentPassword ?? (form.password ? problems.currentPassword : undefined)}
          onChange={change('currentPassword')}
        />
        <Field
          id="own-password"
          label="New password (12 characters or more)"
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={problemOf('password')}
          onChange={change('password')}
        />
        <FormAlert
          message={
            snapshot.matches('saveFailed')
              ? agentSettingsMessages.failed
              : snapshot.matches('refused')
                ? agentSettingsMessages.refused
                : undefined
          }
        />
        <p role="status" className={styles.hint}>
          {saved
            ? context.passwordChanged
              ? agentSettingsMessages.passwordSaved
              : agentSettingsMessages.saved
            : ''}
        </p>
        <BusyButton busy={snapshot.matches('saving')} disabled={Object.keys(problems).length > 0}>
          Save settings
        </BusyButton>
      </ConsoleForm>
    </section>
  )
}
