import { useSelector } from '@xstate/react'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import {
  agentCampaignsMessages,
  type AgentCampaignsActor,
} from '../machines/agentCampaigns.machine'
import { draftIsComplete } from '../machines/campaignDraft'
import { CampaignFields, shownProblems } from './CampaignFields'
import type { CellContext } from '@tanstack/react-table'
import type { CampaignDetail } from './contract'
import { ConsoleTable } from './table/ConsoleTable'
import { dateColumn, textColumn } from './table/columns'
import { EmptyState } from './table/EmptyState'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import styles from './Console.module.css'
import { ConsoleForm } from './ConsoleForm'

/** The campaigns' columns: the position (it opens the campaign), who made it and when. */
function campaignColumns(onOpen: (id: number) => void) {
  return [
    {
      ...textColumn<CampaignDetail>('position', 'Position', (campaign) => campaign.positionName, {
        sortable: true,
      }),
      cell: ({ row }: CellContext<CampaignDetail, string>) => (
        <button type="button" className={styles.linkButton} onClick={() => onOpen(row.original.id)}>
          {row.original.positionName}
        </button>
      ),
    },
    textColumn<CampaignDetail>(
      'createdBy',
      'Created by',
      (campaign) => campaign.createdBy?.displayName ?? 'A former agent',
      { sortable: true },
    ),
    dateColumn<CampaignDetail>('created', 'Created', (campaign) => campaign.createdAt, {
      sortable: true,
    }),
    dateColumn<CampaignDetail>('updated', 'Updated', (campaign) => campaign.updatedAt, {
      sortable: true,
      missing: 'Never',
    }),
  ]
}

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

  const columns = campaignColumns(onOpen)
  // The form is read-only while its campaign is being created (the machine takes no typing).
  const creating = snapshot.matches({ ready: 'creating' })
  return (
    <div className={styles.stack}>
      <section aria-labelledby="campaigns-title" className={styles.stack}>
        <h1 id="campaigns-title" className={styles.heading}>
          Campaigns
        </h1>
        <ConsoleTable
          caption="Every campaign, newest first"
          columns={columns}
          data={context.campaigns}
          rowKey={(campaign) => String(campaign.id)}
          empty={
            <EmptyState
              message="No campaigns yet."
              detail="Each campaign you create appears here, with who made it and when; create the first one below."
              action={
                <a className="button button--ghost button--small" href="#new-campaign">
                  Create a campaign
                </a>
              }
            />
          }
        />
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
            disabled={creating}
            onChange={(field, value) => send({ type: 'CHANGE_DRAFT', field, value })}
          />
          <FormAlert
            message={
              snapshot.matches({ ready: 'createFailed' }) ? context.createProblem : undefined
            }
          />
          <BusyButton busy={creating} disabled={!draftIsComplete(context.draft)}>
            Create campaign
          </BusyButton>
        </ConsoleForm>
      </section>
    </div>
  )
}
