// The console's pages: each owns its flow's actor (its effects given here) and renders its view.
import { useEffect } from 'react'
import { useAppActorRef } from '../ui/flow/useAppActorRef'
import { agentItemMachine } from '../machines/agentItem.machine'
import { agentAccountsMachine } from '../machines/agentAccounts.machine'
import { agentEraseMachine } from '../machines/agentErase.machine'
import { agentItemEffects } from './agentItemEffects'
import { agentAccountsEffects } from './agentAccountsEffects'
import { agentEraseEffects } from './agentEraseEffects'
import { agentErasureLogMachine } from '../machines/agentErasureLog.machine'
import { agentErasureLogEffects } from './agentErasureLogEffects'
import { ErasureLogView } from './ErasureLogView'
import { agentExportLogMachine } from '../machines/agentExportLog.machine'
import { agentExportLogEffects } from './agentExportLogEffects'
import { ExportLogView } from './ExportLogView'
import { agentMailMachine } from '../machines/agentMail.machine'
import { agentMailEffects } from './agentMailEffects'
import { MailView } from './MailView'
import { agentCampaignsMachine } from '../machines/agentCampaigns.machine'
import { agentCampaignMachine } from '../machines/agentCampaign.machine'
import { agentCampaignsEffects } from './agentCampaignsEffects'
import { agentCampaignEffects } from './agentCampaignEffects'
import { CampaignsView } from './CampaignsView'
import { CampaignView } from './CampaignView'
import { InboxView } from './InboxView'
import { agentBulkMachine } from '../machines/agentBulk.machine'
import { agentBulkEffects } from './agentBulkEffects'
import { agentViewsMachine } from '../machines/agentViews.machine'
import { agentViewsEffects } from './agentViewsEffects'
import { SavedViewsView } from './SavedViewsView'
import { agentSettingsMachine } from '../machines/agentSettings.machine'
import { agentSettingsEffects } from './agentSettingsEffects'
import { SettingsView } from './SettingsView'
import { ItemView } from './ItemView'
import { AccountsView } from './AccountsView'
import { EraseView } from './EraseView'
import { useConsole } from './consoleContext'
import type { ItemKind } from './contract'
import type { InboxSearch } from './routeParams'
import { InboxLink } from './InboxLink'
import styles from './Console.module.css'
import { BackLink, BackLinkLabel, backLinkClass, ConsoleLink, useConsoleNavigate } from './links'

/** The inbox, with the filters the address gives (the route's validated search). */
export function InboxPage({ search }: { search: InboxSearch }) {
  const { inbox, exporter } = useConsole()
  const bulk = useAppActorRef(
    agentBulkMachine.provide(
      agentBulkEffects({ refreshInbox: () => inbox.send({ type: 'REFRESH' }) }),
    ),
  )
  // Back from an item: the list again, as it is now. (The view's effect, which runs first,
  // has sent the address's filters: when they differ, the inbox is loading them already.)
  useEffect(() => {
    if (!inbox.getSnapshot().matches('loading')) inbox.send({ type: 'REFRESH' })
  }, [inbox])
  return (
    <InboxView
      inbox={inbox}
      exporter={exporter}
      search={search}
      bulk={bulk}
      savedViews={<SavedViewsFlow search={search} />}
    />
  )
}

/** The agent's saved views: choosing one puts its filters in the address. */
function SavedViewsFlow({ search }: { search: InboxSearch }) {
  const navigate = useConsoleNavigate()
  const views = useAppActorRef(
    agentViewsMachine.provide(
      agentViewsEffects({
        openView: (filters) => void navigate({ to: '/agents', search: filters }),
      }),
    ),
  )
  return <SavedViewsView views={views} filters={search} />
}

function ItemFlow({ kind, id }: { kind: ItemKind; id: number }) {
  const item = useAppActorRef(agentItemMachine.provide(agentItemEffects()), {
    input: { kind, id },
  })
  return <ItemView item={item} />
}

/** One item; its kind and id are the router's (params.parse: anything else is not found). */
export function ItemPage({ kind, id }: { kind: ItemKind; id: number }) {
  const { inbox } = useConsole()
  return (
    <>
      <p>
        <InboxLink inbox={inbox} className={backLinkClass}>
          <BackLinkLabel>Back to the inbox</BackLinkLabel>
        </InboxLink>
      </p>
      <ItemFlow key={`${kind}-${id}`} kind={kind} id={id} />
    </>
  )
}

function AccountsFlow() {
  const { agent } = useConsole()
  const accounts = useAppActorRef(agentAccountsMachine.provide(agentAccountsEffects()))
  return <AccountsView accounts={accounts} me={agent.id} />
}

/** Erase, and the log that shows each erase once it is done. */
function EraseFlow() {
  const log = useAppActorRef(agentErasureLogMachine.provide(agentErasureLogEffects()))
  const erase = useAppActorRef(
    agentEraseMachine.provide(
      agentEraseEffects({ announceErased: () => log.send({ type: 'REFRESH' }) }),
    ),
  )
  return (
    <>
      <EraseView erase={erase} />
      <ErasureLogView log={log} />
    </>
  )
}

/** Accounts and erase, for admins (the route's beforeLoad lets no one else in). */
export function AdminPage() {
  return (
    <div className={styles.stack}>
      <AccountsFlow />
      <EraseFlow />
      {/* Reached from here, beside the erasure log: a seventh link in the bar wrapped it at
          1280 px. */}
      <section aria-labelledby="exports-title" className={styles.stack}>
        <h2 id="exports-title" className={styles.heading}>
          Exports
        </h2>
        <p>
          Every CSV export of the inbox is recorded: who made it, when, with which filters and how
          many rows. <ConsoleLink link={{ to: '/agents/exports' }}>Open the export log</ConsoleLink>
        </p>
      </section>
    </div>
  )
}

/** Every CSV export, for admins (the route's beforeLoad lets no one else in). */
export function ExportLogPage() {
  const log = useAppActorRef(agentExportLogMachine.provide(agentExportLogEffects()))
  return <ExportLogView log={log} />
}

/** The signed-in agent's own settings: address, notices, password. */
export function SettingsPage() {
  const { agent } = useConsole()
  const settings = useAppActorRef(agentSettingsMachine.provide(agentSettingsEffects()), {
    input: { me: agent.id },
  })
  return <SettingsView settings={settings} />
}

/** The outbox: what was sent or could not be, and Send again for a failed message. */
export function MailPage() {
  const mail = useAppActorRef(agentMailMachine.provide(agentMailEffects()))
  return <MailView mail={mail} />
}

/** Campaigns: the list and a new campaign, which then opens. */
export function CampaignsPage() {
  const navigate = useConsoleNavigate()
  const open = (id: number) => void navigate({ to: '/agents/campaigns/$id', params: { id } })
  const campaigns = useAppActorRef(
    agentCampaignsMachine.provide(
      agentCampaignsEffects({ openCampaign: (campaign) => open(campaign.id) }),
    ),
  )
  return <CampaignsView campaigns={campaigns} onOpen={open} />
}

function CampaignFlow({ id }: { id: number }) {
  const campaign = useAppActorRef(agentCampaignMachine.provide(agentCampaignEffects()), {
    input: { id },
  })
  return <CampaignView campaign={campaign} />
}

/** One campaign: its editor, Invite candidates, the candidates' progress; its id is the
 *  router's (params.parse). */
export function CampaignPage({ id }: { id: number }) {
  return (
    <>
      <p>
        <BackLink link={{ to: '/agents/campaigns' }}>Back to the campaigns</BackLink>
      </p>
      <CampaignFlow key={id} id={id} />
    </>
  )
}
