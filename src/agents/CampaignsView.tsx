import { useSelector } from '@xstate/react'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import {
  agentCampaignsMessages,
  type AgentCampaignsActor,
} from '../machines/agentCampaigns.machine'
import { draftIsComplete } from '../machines/campaignDraft'
import { CampaignFields, shownProblems } from './CampaignFields'
import { formatTime } from './format'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import styles from './Console.module.css'
import { ConsoleForm } from './ConsoleForm'

/** Campaigns: every one, newest first (Open goes to its page), and a form that creates one. */
export function CampaignsView({
  campaigns,
  onOpen,
}: {
  campaigns: AgentCampaignsActor
  /** Opens a campaign's page. */
  onOpen: (id: number) => void
}) {
  const snapshot = useSelector(campaigns, (state) => state)
  const { context } = snapshot
  const send = campaigns.send

  const phase = loadPhaseOf(snapshot)
  if (phase)
    return (
      <LoadStatus
        phase={phase}
        loading="Loading the campaigns…"
        failed={agentCampaignsMessages.failed}
        onRetry={() => send({ type: 'RETRY' })}
      />
    )

  return (
    <div className={styles.stack}>
      <section aria-labelledby="campaigns-title" className={styles.stack}>
        <h1 id="campaigns-title" className={styles.heading}>
          Campaigns
        </h1>
        {context.campaigns.length === 0 ? (
          <p className={styles.hint}>No campaigns yet: create the first one below.</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className="visually-hidden">Every campaign, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Position</th>
                  <th scope="col">Created by</th>
                  <th scope="col">Created</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {context.campaigns.map((campaign) => (
                  <tr key={campaign.id}>
                    <td>
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => onOpen(campaign.id)}
                      >
                        {campaign.positionName}
                      </button>
                    </td>
                    <td>{campaign.createdBy?.displayName ?? 'A former agent'}</td>
                    <td>
                      <time dateTime={campaign.createdAt}>{formatTime(campaign.createdAt)}</time>
                    </td>
                    <td>
                      {campaign.updatedAt ? (
                        <time dateTime={campaign.updatedAt}>{formatTime(campaign.updatedAt)}</time>
                      ) : (
                        'Never'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="new-campaign">
        <h2 id="new-campaign" className={styles.subheading}>
          New campaign
        </h2>
        <ConsoleForm onSubmit={() => send({ type: 'CREATE' })}>
          <CampaignFields
            idPrefix="new-campaign"
            draft={context.draft}
            problems={shownProblems(context.draft, context.fieldProblems)}
            onChange={(field, value) => send({ type: 'CHANGE_DRAFT', field, value })}
          />
          <FormAlert
            message={
              snapshot.matches({ ready: 'createFailed' }) ? context.createProblem : undefined
            }
          />
          <BusyButton
            busy={snapshot.matches({ ready: 'creating' })}
            disabled={!draftIsComplete(context.draft)}
          >
            Create campaign
          </BusyButton>
        </ConsoleForm>
      </section>
    </div>
  )
}
