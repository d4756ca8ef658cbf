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
import { agentMailMachine } from '../machines/agentMail.machine'
import { agentMailEffects } from './agentMailEffects'
import { MailView } from './MailView'
import { agentCampaignsMachine } from '../machines/agentCampaigns.machine'
import { agentCampaignMachine, agentCampaignMessages } from '../machines/agentCampaign.machine'
import { agentCampaignsEffects } from './agentCampaignsEffects'
import { agentCampaignEffects } from './agentCampaignEffects'
import { CampaignsView } from './CampaignsView'
import { CampaignView } from './CampaignView'
import { InboxView } from './InboxView'
import { ItemView } from './ItemView'
import { AccountsView } from './AccountsView'
import { EraseView } from './EraseView'
import { useConsole } from './consoleContext'
import { itemKinds, type ItemKind } from './contract'
import { FormAlert } from '../ui/forms/FormAlert'
import { agentItemMessages } from '../machines/agentItem.machine'
import styles from './Console.module.css'
import { ConsoleLink, useConsoleNavigate } from './links'

function useSessionLost() {
  const { session } = useConsole()
  return () => session.send({ type: 'SESSION_LOST' })
}

export function InboxPage() {
  const { inbox, exporter } = useConsole()
  // Back from an item: the list again, as it is now, with the same filters.
  useEffect(() => {
    if (!inbox.getSnapshot().matches('loading')) inbox.send({ type: 'REFRESH' })
  }, [inbox])
  return <InboxView inbox={inbox} exporter={exporter} />
}

function ItemFlow({ kind, id }: { kind: ItemKind; id: number }) {
  const sessionLost = useSessionLost()
  const item = useAppActorRef(agentItemMachine.provide(agentItemEffects({ sessionLost })), {
    input: { kind, id },
  })
  return <ItemView item={item} />
}

export function ItemPage({ kind, id }: { kind: string; id: string }) {
  const known = (itemKinds as readonly string[]).includes(kind) && /^\d{1,10}$/.test(id)
  return (
    <>
      <p>
        <ConsoleLink
          link={{ to: '/agents', activeOptions: { exact: true } }}
          className={styles.navLink}
        >
          ← Back to the inbox
        </ConsoleLink>
      </p>
      {known ? (
        <ItemFlow key={`${kind}-${id}`} kind={kind as ItemKind} id={Number(id)} />
      ) : (
        <FormAlert message={agentItemMessages.notFound} />
      )}
    </>
  )
}

function AdminOnly({ children }: { children: React.ReactNode }) {
  const { agent } = useConsole()
  if (agent.role !== 'admin') return <FormAlert message="Only an admin can open this page." />
  return <>{children}</>
}

function AccountsFlow() {
  const { agent } = useConsole()
  const sessionLost = useSessionLost()
  const accounts = useAppActorRef(
    agentAccountsMachine.provide(agentAccountsEffects({ sessionLost })),
  )
  return <AccountsView accounts={accounts} me={agent.id} />
}

/** Erase, and the log that shows each erase once it is done. */
function EraseFlow() {
  const sessionLost = useSessionLost()
  const log = useAppActorRef(
    agentErasureLogMachine.provide(agentErasureLogEffects({ sessionLost })),
  )
  const erase = useAppActorRef(
    agentEraseMachine.provide(
      agentEraseEffects({ sessionLost, announceErased: () => log.send({ type: 'REFRESH' }) }),
    ),
  )
  return (
    <>
      <EraseView erase={erase} />
      <ErasureLogView log={log} />
    </>
  )
}

/** Accounts and erase, for admins. */
export function AdminPage() {
  return (
    <AdminOnly>
      <div className={styles.stack}>
        <AccountsFlow />
        <EraseFlow />
      </div>
    </AdminOnly>
  )
}

/** The outbox: what was sent or could not be, and Send again for a failed message. */
export function MailPage() {
  const sessionLost = useSessionLost()
  const mail = useAppActorRef(agentMailMachine.provide(agentMailEffects({ sessionLost })))
  return <MailView mail={mail} />
}

/** Campaigns: the list and a new campaign, which then opens. */
export function CampaignsPage() {
  const sessionLost = useSessionLost()
  const navigate = useConsoleNavigate()
  const open = (id: number) =>
    void navigate({ to: '/agents/campaigns/$id', params: { id: String(id) } })
  const campaigns = useAppActorRef(
    agentCampaignsMachine.provide(
      agentCampaignsEffects({ openCampaign: (campaign) => open(campaign.id), sessionLost }),
    ),
  )
  return <CampaignsView campaigns={campaigns} onOpen={open} />
}

function CampaignFlow({ id }: { id: number }) {
  const sessionLost = useSessionLost()
  const campaign = useAppActorRef(
    agentCampaignMachine.provide(agentCampaignEffects({ sessionLost })),
    { input: { id } },
  )
  return <CampaignView campaign={campaign} />
}

/** One campaign: its editor, Invite candidates, the candidates' progress. */
export function CampaignPage({ id }: { id: string }) {
  return (
    <>
      <p>
        <ConsoleLink link={{ to: '/agents/campaigns' }} className={styles.navLink}>
          ← Back to the campaigns
        </ConsoleLink>
      </p>
      {/^\d{1,10}$/.test(id) ? (
        <CampaignFlow key={id} id={Number(id)} />
      ) : (
        <FormAlert message={agentCampaignMessages.notFound} />
      )}
    </>
  )
}
