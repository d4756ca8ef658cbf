// The log's time field: ISO 8601 to the millisecond, as pino's isoTime writes it, with the part
// up to the second made once a second.
import { describe, expect, it } from 'vitest'
import pino from 'pino'
import { isoTimeField } from '../../server/log.ts'

describe("the log line's time", () => {
  it('writes what pino.stdTimeFunctions.isoTime writes, each millisecond of a second', () => {
    let now = Date.UTC(2026, 10, 27, 23, 59, 58, 990)
    const field = isoTimeField(() => now)
    const realNow = Date.now
    try {
      for (let step = 0; step < 30; step++, now += 7) {
        Date.now = () => now
        expect(field()).toBe(pino.stdTimeFunctions.isoTime())
      }
    } finally {
      Date.now = realNow
    }
  })

  it('keeps the milliseconds three digits long', () => {
    expect(isoTimeField(() => Date.UTC(2026, 0, 2, 3, 4, 5, 7))()).toBe(
      ',"time":"2026-01-02T03:04:05.007Z"',
    )
  })
})
