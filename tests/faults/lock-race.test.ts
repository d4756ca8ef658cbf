// The data directory's lock under the faults it exists for: processes started in the same
// millisecond (exactly one may hold it) and a holder killed with SIGKILL (freed at once).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lockDataDir } from '../../server/db/lock.ts'
import { recordFigure } from './figures.ts'
import { startNode } from './support/processes.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'nova-lock-race-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const contenders = 4
const rounds = 20
const roundMs = 400

describe('the data directory lock', () => {
  it(`is held by exactly one of ${contenders} processes started in the same millisecond`, async () => {
    const processes = Array.from({ length: contenders }, () =>
      startNode('tests/faults/support/lockContender.ts', [dataDir, String(roundMs / 2)]),
    )
    await Promise.all(processes.map((process) => process.line(/^ready$/, 60_000)))
    const first = Date.now() + 1500
    const times = JSON.stringify(Array.from({ length: rounds }, (_, i) => first + i * roundMs))
    for (const { child } of processes) child.stdin!.end(`${times}\n`)
    await Promise.all(processes.map((process) => process.exited))

    const results = processes.flatMap(({ output }) =>
      output
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { round: number; held: boolean; late: number }),
    )
    const holders = Array.from(
      { length: rounds },
      (_, round) => results.filter((result) => result.round === round && result.held).length,
    )
    const twoHolders = holders.filter((count) => count > 1).length
    recordFigure({
      name: `lock race, ${contenders} processes: rounds with two holders`,
      value: `${twoHolders}/${rounds}`,
      expected: 'must be 0',
    })
    const together = Array.from({ length: rounds }, (_, round) =>
      results.filter((result) => result.round === round).every((result) => result.late <= 1),
    ).filter(Boolean).length
    recordFigure({
      name: `lock race: rounds where all ${contenders} tried within 1 ms of the agreed time`,
      value: `${together}/${rounds}`,
    })
    recordFigure({
      name: 'lock race: latest try after the agreed time (ms; the 2 cores are shared)',
      value: Math.max(...results.map((result) => result.late)),
    })
    expect(results).toHaveLength(contenders * rounds)
    expect(holders).toEqual(Array.from({ length: rounds }, () => 1))
  })

  it('is free the moment its holder is killed with SIGKILL', async () => {
    const holder = startNode('tests/faults/support/lockHolder.ts', [dataDir])
    await holder.line(/^held$/, 60_000)
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by another server/)
    holder.child.kill('SIGKILL')
    await holder.exited
    const killed = Date.now()
    const unlock = await lockDataDir(dataDir)
    recordFigure({
      name: 'lock after its holder was killed (SIGKILL): ms until taken',
      value: Date.now() - killed,
      expected: 'at once',
    })
    unlock()
  })
})
