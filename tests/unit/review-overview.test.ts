// The review room's marked overview (scripts/lib/review-overview.ts), without a browser: which
// boxes and arrows of the Mermaid source carry which mark, and how a drawn arrow is styled.
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { markedOverviewOf, styleArrows } from '../../scripts/lib/review-overview'
import { diffGraphs } from '../../scripts/lib/semantic-diff'
import { semanticGraphOf } from '../../scripts/lib/semantic-graph'

/** A door: closed and open, with a lock in one version and a way to break it in the other. */
const door = (version: 'before' | 'after') =>
  setup({ guards: { hasKey: () => true } }).createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: {
        on: {
          OPEN: version === 'after' ? { guard: 'hasKey', target: 'open' } : 'open',
          ...(version === 'before' ? { LOCK: 'locked' } : { KICK: 'broken' }),
        },
      },
      open: { on: { CLOSE: 'closed' } },
      ...(version === 'before'
        ? { locked: { on: { UNLOCK: 'closed' } } }
        : { broken: { type: 'final' as const } }),
    },
  })

describe('marked overview', () => {
  const [before, after] = [door('before'), door('after')]
  const marked = markedOverviewOf(
    after,
    before,
    diffGraphs(semanticGraphOf(before), semanticGraphOf(after)),
  )
  const lines = marked.mermaid.split('\n')

  it('marks a new state and a changed arrow with a word and a class', () => {
    expect(lines).toContain('  state "[new] broken" as door_broken')
    expect(lines).toContain('  class door_broken added')
    expect(
      lines.some((line) => /^ {2}door_closed --> door_open : \[changed\] open/i.test(line)),
    ).toBe(true)
    expect(
      lines.some((line) => /^ {2}door_closed --> door_broken : \[new\] kick/i.test(line)),
    ).toBe(true)
  })

  it('draws a removed state back, dashed, with the transitions that led in and out of it', () => {
    expect(lines).toContain('  state "[removed] locked" as review_removed_0')
    expect(lines).toContain('  class review_removed_0 removed')
    expect(lines).toContain('  door_closed --> review_removed_0 : [removed] lock')
    expect(lines).toContain('  review_removed_0 --> door_closed : [removed] unlock')
    expect(
      lines.some(
        (line) => line.startsWith('  classDef removed') && line.includes('stroke-dasharray'),
      ),
    ).toBe(true)
  })

  it('numbers the marked arrows as Mermaid numbers their paths', () => {
    const arrows = lines.filter((line) => line.includes(' --> '))
    const marks = Object.fromEntries(
      [...marked.arrows].map(([edge, kind]) => [arrows[edge]!.replace(/ : .*/, '').trim(), kind]),
    )
    expect(marks).toEqual({
      'door_closed --> door_open': 'changed',
      'door_closed --> door_broken': 'added',
      'door_closed --> review_removed_0': 'removed',
      'review_removed_0 --> door_closed': 'removed',
    })
  })

  it('styles a drawn arrow by its number', () => {
    const svg =
      '<svg><path d="M0,0" id="x-edge3" style="fill:none"></path><path id="x-edge4"></path></svg>'
    expect(styleArrows(svg, new Map([[3, 'removed']]))).toBe(
      '<svg><path data-review="removed" d="M0,0" id="x-edge3" style="fill:none;stroke:#b42318;stroke-width:3px;stroke-dasharray:8 4;"></path><path id="x-edge4"></path></svg>',
    )
  })

  it('marks an arrow drawn both ways when a transition of its way back is removed', () => {
    const pair = (cancel: boolean) =>
      setup({}).createMachine({
        id: 'pair',
        initial: 'list',
        states: {
          list: { on: { OPEN: 'detail' } },
          detail: { on: { BACK: 'list', ...(cancel ? { CANCEL: 'list' } : {}) } },
        },
      })
    const [withCancel, without] = [pair(true), pair(false)]
    const { mermaid, arrows } = markedOverviewOf(
      without,
      withCancel,
      diffGraphs(semanticGraphOf(withCancel), semanticGraphOf(without)),
    )
    expect(mermaid).not.toContain('[removed]')
    expect(mermaid).toMatch(/pair_list --> pair_detail : \[changed\] open \(back on back\)/i)
    expect([...arrows.values()]).toEqual(['changed'])
  })
})
