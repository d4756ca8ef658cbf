// Issue 30, the export: the inbox's filters, downloaded with the token. Rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentExportMachine,
  agentExportMessages,
  type ExportedFile,
} from '../../src/machines/agentExport.machine'
import type { InboxQuery } from '../../src/agents/contract'
import { exportFileName } from '../../src/agents/agentExportEffects'
import { childErrors, effect, fakeCall, type Effect } from './actors'
import { agentsError } from '../support/agents'

let fetchExport: ReturnType<typeof fakeCall<ExportedFile, InboxQuery>>
let saveFile: Effect
function start() {
  fetchExport = fakeCall()
  saveFile = effect()
  return createActor(
    agentExportMachine.provide({
      actors: { fetchExport: fetchExport.logic },
      actions: { saveFile },
    }),
  ).start()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Export CSV', () => {
  it('fetches with the filters, once at a time, then saves the file', async () => {
    const exporter = start()
    exporter.send({ type: 'EXPORT', query: { kind: 'message', owner: 'none' } })
    exporter.send({ type: 'EXPORT', query: {} })
    expect(fetchExport.inputs).toEqual([{ kind: 'message', owner: 'none' }])
    const file = { name: 'inbox.csv', blob: new Blob(['a']) }
    await fetchExport.resolve(file)
    expect(exporter.getSnapshot().value).toBe('idle')
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(expect.anything(), { file })
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failure (%s) says so; Export again',
    async (error) => {
      const exporter = start()
      exporter.send({ type: 'EXPORT', query: {} })
      await fetchExport.reject(error)
      expect(exporter.getSnapshot().value).toBe('failed')
      expect(saveFile).not.toHaveBeenCalled()
      exporter.send({ type: 'EXPORT', query: { q: 'a' } })
      expect(fetchExport.inputs.at(-1)).toEqual({ q: 'a' })
    },
  )

  it.each([
    ['attachment; filename="inbox-2026-11-27.csv"', 'inbox-2026-11-27.csv'],
    ['attachment; filename=export.csv', 'export.csv'],
    [null, 'inbox-2026-11-28.csv'],
  ])('file name from %j: %s', (disposition, name) => {
    expect(exportFileName(disposition, new Date('2026-11-28T10:00:00Z'))).toBe(name)
  })
})

describe('wiring', () => {
  it('the call runs as the child "fetchExport"; the message', () => {
    const exporter = start()
    exporter.send({ type: 'EXPORT', query: {} })
    expect(Object.keys(exporter.getSnapshot().children)).toEqual(['fetchExport'])
    expect(agentExportMessages.failed).toBe('The export could not be downloaded. Please try again.')
  })

  it('not supplied, the call fails saying so', async () => {
    const errors = childErrors()
    const exporter = createActor(agentExportMachine, { inspect: errors.inspect }).start()
    expect(exporter.getSnapshot().context).toEqual({ query: {} })
    exporter.send({ type: 'EXPORT', query: {} })
    await vi.advanceTimersByTimeAsync(0)
    expect(errors.messages).toEqual([
      'fetchExport is not provided: supply it with machine.provide()',
    ])
  })
})
