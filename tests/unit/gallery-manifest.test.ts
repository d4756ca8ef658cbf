import { describe, expect, it } from 'vitest'
import { type GalleryPicture, changedInputs, withRetaken } from '../../scripts/lib/gallery-manifest'

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

describe('retaking some machines (npm run gallery -- --machine=…)', () => {
  const picture = (machine: string, state: string, bytes = 1): GalleryPicture => ({
    machine,
    state,
    caption: `${machine} ${state}`,
    width: 375,
    file: `gallery/${machine}/${state}-375.jpg`,
    bytes,
  })
  const previous = {
    pictures: [picture('slider', 'idle'), picture('nda', 'old'), picture('subscribe', 'idle')],
    inputs: { nda: { 'nda.ts': 'old' }, slider: { 'slider.ts': '1' }, subscribe: { 's.ts': '2' } },
  }

  it("keeps every other machine's pictures and sources, and replaces the retaken one's", () => {
    const taken = { pictures: [picture('nda', 'new', 2)], inputs: { nda: { 'nda.ts': 'new' } } }
    expect(withRetaken(previous, ['nda'], taken)).toEqual({
      pictures: [picture('slider', 'idle'), picture('subscribe', 'idle'), picture('nda', 'new', 2)],
      inputs: {
        nda: { 'nda.ts': 'new' },
        slider: { 'slider.ts': '1' },
        subscribe: { 's.ts': '2' },
      },
    })
  })

  it('forgets a retaken machine none of whose pictures could be taken', () => {
    const retaken = withRetaken(previous, ['nda'], { pictures: [], inputs: {} })
    expect(retaken.pictures.map(({ machine }) => machine)).toEqual(['slider', 'subscribe'])
    expect(Object.keys(retaken.inputs)).toEqual(['slider', 'subscribe'])
  })

  it('is what was taken when there is no manifest yet (a run over every machine)', () => {
    const taken = { pictures: [picture('nda', 'new')], inputs: { nda: { 'nda.ts': 'new' } } }
    expect(withRetaken(undefined, ['nda', 'slider'], taken)).toEqual(taken)
  })
})
