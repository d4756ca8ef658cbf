// A batch of access-code attempts on PostgreSQL (server/rateLimit/codeAttempts.ts): what each one
// gets from the count after the batch's statement.
import { describe, expect, it } from 'vitest'
import { batchOutcomes } from '../../server/rateLimit/codeAttempts.ts'

const wait = 42
const right = 7
const limit = 3

describe('a batch of access-code attempts', () => {
  it('answers right codes and the misses within the limit, and refuses the misses above it', () => {
    // One point before; three misses brought it to four.
    expect(batchOutcomes(4, [null, right, null, null], limit, wait)).toEqual([
      { id: undefined },
      { id: right },
      { id: undefined },
      { wait },
    ])
  })

  it('in a new window counts from nothing', () => {
    expect(batchOutcomes(1, [right, null, right], limit, wait)).toEqual([
      { id: right },
      { id: undefined },
      { id: right },
    ])
  })

  it('refuses everything, right codes included, once the caller is at the limit', () => {
    // Three points before: each attempt added one.
    expect(batchOutcomes(5, [right, null], limit, wait)).toEqual([{ wait }, { wait }])
    expect(batchOutcomes(4, [right], limit, wait)).toEqual([{ wait }])
  })

  it('lets a right code through just below the limit, and no miss', () => {
    // Two points before: the right code adds none, the miss takes the last point, the next
    // miss is over.
    expect(batchOutcomes(4, [null, right, null], limit, wait)).toEqual([
      { id: undefined },
      { id: right },
      { wait },
    ])
  })
})
