// One of the processes of the lock race (lock-race.test.ts): says "ready", reads the rounds'
// start times from stdin, and at each one tries to take the data directory's lock at the same
// millisecond as the others; a holder lets go `holdMs` later. Prints one JSON line a round.
import { createInterface } from 'node:readline'
import { lockDataDir } from '../../../server/db/lock.ts'

const [dataDir, holdMs] = [process.argv[2]!, Number(process.argv[3])]

async function at(time: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now() - 50)))
  // The last milliseconds spun, so every contender starts within the same one.
  while (Date.now() < time);
}

const lines = createInterface({ input: process.stdin })
console.log('ready')
const rounds = (await lines[Symbol.asyncIterator]().next()).value as string
for (const [round, time] of (JSON.parse(rounds) as number[]).entries()) {
  await at(time)
  const late = Date.now() - time
  let held = false
  try {
    const unlock = await lockDataDir(dataDir)
    held = true
    setTimeout(unlock, holdMs)
  } catch {
    // Held by another contender.
  }
  console.log(JSON.stringify({ round, held, late }))
}
lines.close()
