// Takes the data directory's lock, says "held" and waits to be killed (lock-race.test.ts).
import { lockDataDir } from '../../../server/db/lock.ts'

await lockDataDir(process.argv[2]!)
console.log('held')
setInterval(() => {}, 60_000)
