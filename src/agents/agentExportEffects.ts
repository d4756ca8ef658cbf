// The export downloads with fetch, not a link: the session's token travels in the
// Authorization header as on every other call (a link could carry it only in its address,
// where history, logs and the Referer keep it). The answer becomes a Blob, and an object URL
// that lives only for the click that saves it.
import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentExportMachine, ExportedFile } from '../machines/agentExport.machine'
import { consoleDownload } from './client'
import type { InboxQuery } from './contract'

/** The file's name: the server's (Content-Disposition), or inbox-<date>.csv. */
export function exportFileName(disposition: string | null, today = new Date()) {
  const named = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]
  return named ?? `inbox-${today.toISOString().slice(0, 10)}.csv`
}

/** The export's file, with the inbox's filters (an empty one is left out: no filter). The
 *  export's own cursor and limit are not filters: it streams every row. */
export async function fetchExport({ after: _after, limit: _limit, ...filters }: InboxQuery) {
  const query = Object.fromEntries(Object.entries(filters).filter((entry) => Boolean(entry[1])))
  const { blob, disposition } = await consoleDownload('export', { query })
  return { name: exportFileName(disposition), blob } satisfies ExportedFile
}

/** Saves the file: a link to an object URL, clicked, then let go. */
export function saveFile({ name, blob }: ExportedFile) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function agentExportEffects() {
  return {
    actors: {
      fetchExport: fromPromise(({ input }: { input: InboxQuery }) => fetchExport(input)),
    },
    actions: {
      saveFile: (_: unknown, { file }: { file: ExportedFile }) => saveFile(file),
    },
  } satisfies MachineEffects<typeof agentExportMachine>
}
