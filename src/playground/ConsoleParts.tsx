// What the console's pages (src/agents/pages.tsx) put around two of its views, the smallest
// honest stand-in for each, as the model tests bind them: the inbox at an address that follows
// its filters, and the bulk actions over the list the inbox showed them.
import { useActorRef, useSelector } from '@xstate/react'
import { controllableActors } from '../../tests/model/fakes'
import { avery, blake } from '../../tests/support/agents'
import type { AgentBulkActor } from '../machines/agentBulk.machine'
import { inboxQueryOf, type AgentInboxActor } from '../machines/agentInbox.machine'
import { agentExportMachine } from '../machines/agentExport.machine'
import { BulkBar, BulkCheckbox, SelectPage } from '../agents/BulkActions'
import { InboxView } from '../agents/InboxView'
import { kindLabels } from '../agents/format'
import styles from '../agents/Console.module.css'
import bulkStyles from '../agents/Bulk.module.css'

/** The inbox's Export CSV, on an export whose call never answers (agentExport is a machine of
 *  its own here). */
const exportOnFakes = agentExportMachine.provide({
  actors: controllableActors(agentExportMachine).actors,
})

/** The inbox under its route. On the console the inbox writes its filters into the address
 *  (showFilters) and follows the address (SEARCH_CHANGED); here the address is always the one
 *  the inbox last wrote, so the view sends it nothing new and only the playground's steps move
 *  the inbox (a back button or a shared link is the step SEARCH_CHANGED). */
export function InboxAtItsAddress({ inbox }: { inbox: AgentInboxActor }) {
  const exporter = useActorRef(exportOnFakes)
  const search = useSelector(
    inbox,
    ({ context }) => inboxQueryOf(context.filters, context.me),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  )
  return <InboxView inbox={inbox} exporter={exporter} search={search} />
}

/** The items the bulk model's pages show (tests/model/models.ts). */
const modelItems = [avery, blake]

/** The inbox's list as InboxView shows it with the bulk actions: "select all on this page", a
 *  checkbox per row, the bar. The rows are the page the bulk flow was last told the inbox shows
 *  (the step SHOWN, which the inbox sends each time its list changes). */
export function BulkList({ bulk }: { bulk: AgentBulkActor }) {
  const page = useSelector(bulk, ({ context }) => context.page)
  const rows = modelItems.filter((item) =>
    page.some((shown) => shown.kind === item.kind && shown.id === item.id),
  )
  return (
    <section aria-label="Inbox" className={styles.stack}>
      <SelectPage bulk={bulk} />
      <ul className={styles.list} aria-label="Items, newest first">
        {rows.map((item) => (
          <li key={`${item.kind}-${item.id}`} className={bulkStyles.rowItem}>
            <BulkCheckbox bulk={bulk} item={item} />
            <span className={styles.row}>
              <span className={styles.muted}>{kindLabels[item.kind]}</span>
              <span className={styles.cell}>{item.title}</span>
            </span>
          </li>
        ))}
      </ul>
      <BulkBar bulk={bulk} />
    </section>
  )
}
