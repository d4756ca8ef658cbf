import { describe, expect, it } from 'vitest'
import { changedInputs } from '../../scripts/lib/gallery-manifest'

describe('the state gallery freshness check', () => {
  it('names each source that changed, appeared or went since the pictures were taken', () => {
    const recorded = { 'a.ts': '1', 'b.css': '2', 'gone.tsx': '3' }
    const current = { 'a.ts': '1', 'b.css': '9', 'new.tsx': '4' }
    expect(changedInputs(recorded, current)).toEqual([
      'b.css changed',
      'gone.tsx is gone',
      'new.tsx is new',
    ])
  })

  it('finds nothing when every source is as recorded', () => {
    expect(changedInputs({ 'a.ts': '1' }, { 'a.ts': '1' })).toEqual([])
  })
})
