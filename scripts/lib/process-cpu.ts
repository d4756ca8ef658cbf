// CPU time that processes have used, from /proc (Linux): for the benchmark's cost per request,
// which a loaded machine changes far less than it changes requests a second.
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks a second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100

/** The fields of /proc/PID/stat after the command name (which may hold spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    // Gone meanwhile.
    return undefined
  }
}

/** User plus system CPU time of `pid` so far, in ms (0 when it is gone). */
export function cpuMs(pid: number): number {
  const fields = statFields(pid)
  // After the name: state, ppid, …; utime and stime are the 14th and 15th fields of the line,
  // the reaped children's cutime and cstime the 16th and 17th.
  if (!fields) return 0
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
}

/**
 * CPU time of `pid` and of its children (a PostgreSQL server's backends and workers), in ms:
 * those running now, and those that ended (which `pid` has reaped: its cutime and cstime), so
 * that a pool closing an idle connection takes nothing away.
 */
export function treeCpuMs(pid: number): number {
  const fields = statFields(pid)
  if (!fields) return 0
  let total = ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerSecond + cpuMs(pid)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    if (Number(statFields(Number(entry))?.[1]) === pid) total += cpuMs(Number(entry))
  }
  return total
}
