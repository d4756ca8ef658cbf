import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { indexOf, markdownOf, mermaidOf } from '../../scripts/lib/statechart-markdown'
import { overviewOf } from '../../scripts/lib/statechart-overview'
import { withHeadsAtBothEnds } from '../../scripts/lib/statechart-render'

const machine = setup({
  actors: { fetchCampaign: fromPromise(async () => 'campaign') },
  guards: { isNotFound: () => true },
  actions: { goToNotFound: () => {} },
  delays: { ERROR_CLEAR_MS: 3000, FADE_OUT_MS: 300 },
}).createMachine({
  id: 'sample',
  description: 'A sample: loads, then shows.',
  meta: { purpose: 'Proves the generator.', spec: '4' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the campaign.',
      invoke: {
        id: 'campaign',
        src: 'fetchCampaign',
        onDone: 'shown',
        onError: [
          { guard: 'isNotFound', target: 'gone', actions: 'goToNotFound' },
          { target: 'failed' },
        ],
      },
    },
    failed: { after: { ERROR_CLEAR_MS: 'loading' } },
    shown: {
      initial: 'collapsed',
      states: {
        collapsed: { on: { TOGGLE: 'expanded' } },
        expanded: { on: { TOGGLE: 'collapsed' } },
      },
      on: { CLOSE: 'closing' },
    },
    closing: { description: 'Fading out.', after: { FADE_OUT_MS: 'gone' } },
    gone: { type: 'final' },
  },
})

const wording = {
  guards: { isNotFound: 'only when the campaign is gone' },
  delays: { ERROR_CLEAR_MS: 'after 3 s', FADE_OUT_MS: 'after the fade-out' },
}

describe('the statechart generator', () => {
  const mermaid = mermaidOf(machine, wording)

  it('draws nesting with its initial state inside the composite, and the machine initial', () => {
    expect(mermaid).toContain('state "shown" as sample_shown {\n    [*] --> sample_shown_collapsed')
    expect(mermaid).toContain('  [*] --> sample_loading')
  })

  it('draws every edge at the top level, with worded guards and delays, and actions', () => {
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_gone : campaign failed [only when the campaign is gone] / goToNotFound',
    )
    expect(mermaid).toContain('\n  sample_loading --> sample_failed : campaign failed\n')
    expect(mermaid).toContain('\n  sample_loading --> sample_shown : campaign done')
    expect(mermaid).toContain('\n  sample_failed --> sample_loading : after 3 s')
    expect(mermaid).toContain('\n  sample_shown_collapsed --> sample_shown_expanded : TOGGLE')
  })

  it('marks final states and notes descriptions and invoked actors', () => {
    expect(mermaid).toContain('  sample_gone --> [*]')
    expect(mermaid).toContain(
      '  note right of sample_loading\n    Fetching the campaign.\n    invokes fetchCampaign as campaign\n  end note',
    )
  })

  it('writes the tables of the Markdown page', () => {
    const markdown = markdownOf(machine, 'src/machines/sample.machine.ts', wording)
    expect(markdown).toContain('Implements SPEC.md 4.')
    expect(markdown).toContain('| loading | initial | Fetching the campaign. |  |')
    expect(markdown).toContain('| gone | final |  |  |')
    expect(markdown).toContain(
      '| loading | campaign failed | only when the campaign is gone (isNotFound) | gone | goToNotFound |  |',
    )
    expect(markdown).toContain('| failed | after 3 s (ERROR_CLEAR_MS) |  | loading |  |  |')
    expect(markdown).toContain('| ERROR_CLEAR_MS | 3000 | after 3 s |')
    expect(markdown).toContain('| loading | campaign | fetchCampaign |')
    expect(markdown).toContain('```mermaid\n' + mermaid + '\n```')
  })

  it('puts the overview first, its states described in a table, then the details', () => {
    const markdown = markdownOf(machine, 'src/machines/sample.machine.ts', wording)
    const overview = markdown.indexOf('![sample overview](sample.overview.svg)')
    const details = markdown.indexOf('![sample statechart](sample.svg)')
    expect(overview).toBeGreaterThan(0)
    expect(details).toBeGreaterThan(overview)
    expect(markdown.slice(overview, details)).toContain(
      '| loading | Fetching the campaign. Runs fetchCampaign. |',
    )
  })

  it('ends with what the user sees: each pictured state, then its phone and desktop pictures', () => {
    const picture = (state: string, width: number) => ({
      machine: 'sample',
      state,
      caption: `The ${state} screen.`,
      width,
      file: `gallery/sample/${state}-${width}.jpg`,
      bytes: 1000,
    })
    const pictures = [picture('loading', 375), picture('loading', 1440), picture('failed', 1440)]
    const markdown = markdownOf(machine, 'src/machines/sample.machine.ts', wording, pictures)
    const gallery = markdown.slice(markdown.indexOf('## What the user sees'))
    expect(markdown.indexOf('## What the user sees')).toBeGreaterThan(
      markdown.indexOf('### States'),
    )
    expect(gallery).toContain(
      '### loading\n\nThe loading screen.\n\n' +
        '![sample loading at 375 px](gallery/sample/loading-375.jpg) ' +
        '![sample loading at 1440 px](gallery/sample/loading-1440.jpg)\n',
    )
    expect(gallery.indexOf('### failed')).toBeGreaterThan(gallery.indexOf('### loading'))
    expect(markdownOf(machine, 'src/machines/sample.machine.ts', wording)).not.toContain(
      'What the user sees',
    )
  })

  it('shows a state twice when two pictures of it say different things', () => {
    const alert = {
      machine: 'sample',
      state: 'loading',
      caption: 'Loading, with an alert.',
      width: 1440,
      file: 'gallery/sample/loading-alert-1440.jpg',
      bytes: 1000,
    }
    const plain = { ...alert, caption: 'Loading.', file: 'gallery/sample/loading-1440.jpg' }
    const markdown = markdownOf(machine, 'src/machines/sample.machine.ts', wording, [plain, alert])
    const gallery = markdown.slice(markdown.indexOf('## What the user sees'))
    expect(gallery).toContain(
      '### loading\n\nLoading.\n\n![sample loading at 1440 px](gallery/sample/loading-1440.jpg)\n',
    )
    expect(gallery).toContain(
      '### loading\n\nLoading, with an alert.\n\n' +
        '![sample loading at 1440 px](gallery/sample/loading-alert-1440.jpg)',
    )
  })

  it('names a state not pictured under the picture its view looks like, and in the index', () => {
    const picture = {
      machine: 'sample',
      state: 'loading',
      caption: 'Loading.',
      width: 375,
      file: 'gallery/sample/loading-375.jpg',
      bytes: 1000,
    }
    const failed = { state: 'failed', as: 'loading', why: 'The spinner stays.' }
    const markdown = markdownOf(
      machine,
      'src/machines/sample.machine.ts',
      wording,
      [picture],
      [failed],
    )
    expect(markdown).toContain(
      '![sample loading at 375 px](gallery/sample/loading-375.jpg)\n\n' +
        'The view shows the same in:\n\n- failed: The spinner stays.\n',
    )
    expect(
      indexOf([{ machine, file: 'sample.machine.ts' }], [{ machine: 'sample', ...failed }]),
    ).toContain('| [sample](sample.md) | failed | loading | The spinner stays. |')
  })
})

describe('the overview', () => {
  const { mermaid, states } = overviewOf(machine, wording)

  it('skips a fade: the event that starts it leads where the fade ends', () => {
    expect(mermaid).toContain('\n  sample_shown --> sample_gone : CLOSE')
    expect(mermaid).not.toContain('closing')
    expect(states.map((node) => node.key)).not.toContain('closing')
  })

  it('folds sub-states that only toggle among themselves into their parent', () => {
    expect(mermaid).toContain('\n  state "shown" as sample_shown\n')
    expect(mermaid).not.toContain('collapsed')
    expect(mermaid).not.toContain('TOGGLE')
  })

  it('keeps the business path with worded guards and delays, without notes or actions', () => {
    expect(mermaid).toContain('\n  [*] --> sample_loading')
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_gone : campaign failed, only when the campaign is gone',
    )
    expect(mermaid).toContain('\n  sample_shown --> sample_gone : CLOSE\n')
    expect(mermaid).not.toContain('note')
    expect(mermaid).not.toContain('goToNotFound')
  })

  it('draws two arrows between the same states, one each way, as one arrow both ways', () => {
    const { mermaid, bothWays } = overviewOf(machine, wording)
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_failed : campaign failed (back on after 3 s)\n',
    )
    expect(mermaid).not.toContain('sample_failed --> sample_loading')
    // Its number among the diagram's arrows: the initial one, then the three before it.
    const arrows = mermaid.split('\n').filter((line) => line.includes(' --> '))
    expect(bothWays).toEqual([arrows.findIndex((line) => line.includes('sample_failed :'))])
    expect(bothWays).toEqual([3])

    const toggling = setup({}).createMachine({
      id: 'toggle',
      initial: 'off',
      states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
    })
    const toggled = overviewOf(toggling, { guards: {}, delays: {} })
    expect(toggled.mermaid).toContain('\n  toggle_off --> toggle_on : FLIP (both ways)')
    expect(toggled.bothWays).toEqual([1])
  })

  it('folds the composites a machine’s wording names into one box', () => {
    const folded = overviewOf(machine, { ...wording, overviewFolds: [] })
    expect(folded.mermaid).toContain('state "shown" as sample_shown\n')
    const nested = setup({}).createMachine({
      id: 'nested',
      initial: 'idle',
      states: {
        idle: { on: { GO: 'working' } },
        working: {
          initial: 'one',
          states: { one: { on: { NEXT: 'two' } }, two: { on: { DONE: '#nested.idle' } } },
        },
      },
    })
    expect(overviewOf(nested, { guards: {}, delays: {} }).mermaid).toContain('nested_working_two')
    const { mermaid, states } = overviewOf(nested, {
      guards: {},
      delays: {},
      overviewFolds: ['working'],
    })
    expect(mermaid).toContain('\n  state "working" as nested_working\n')
    expect(mermaid).toContain('\n  nested_idle --> nested_working : GO (back on DONE)')
    expect(mermaid).not.toContain('nested_working_')
    expect(states.map((node) => node.key)).toEqual(['idle', 'working'])
  })

  it('labels the fallback of a decision “otherwise”', () => {
    const deciding = setup({ guards: { isA: () => true } }).createMachine({
      id: 'decision',
      initial: 'idle',
      states: {
        idle: { on: { GO: 'deciding' } },
        deciding: { always: [{ guard: 'isA', target: 'a' }, { target: 'b' }] },
        a: {},
        b: {},
      },
    })
    const { mermaid } = overviewOf(deciding, { guards: { isA: 'only for A' }, delays: {} })
    expect(mermaid).toContain('\n  decision_idle --> decision_deciding : GO\n')
    expect(mermaid).toContain('\n  decision_deciding --> decision_a : only for A\n')
    expect(mermaid).toContain('\n  decision_deciding --> decision_b : otherwise')
  })
})

describe('arrows both ways in the SVG', () => {
  const svg =
    '<svg><defs><marker id="d_stateDiagram-barbEnd" refX="19" markerUnits="userSpaceOnUse" ' +
    'orient="auto"><path d="M 19,7 L9,13 L14,7 L9,1 Z"></path></marker></defs>' +
    '<path d="M0,0L1,1" id="d-edge1" data-id="edge1" marker-end="url(#d_stateDiagram-barbEnd)">' +
    '<path d="M0,0L1,1" id="d-edge10" data-id="edge10" marker-end="url(#d_stateDiagram-barbEnd)">' +
    '</svg>'

  it('gives the named arrows a head at their start, turned round, and no other', () => {
    const drawn = withHeadsAtBothEnds(svg, [10])
    expect(drawn).toContain(
      '<marker id="d_stateDiagram-barbStart" refX="19" markerUnits="userSpaceOnUse" ' +
        'orient="auto-start-reverse"><path d="M 19,7 L9,13 L14,7 L9,1 Z"></path></marker>',
    )
    expect(drawn).toContain(
      'id="d-edge10" data-id="edge10" marker-end="url(#d_stateDiagram-barbEnd)" ' +
        'marker-start="url(#d_stateDiagram-barbStart)">',
    )
    expect(drawn.match(/marker-start/g)).toHaveLength(1)
    expect(withHeadsAtBothEnds(svg, [])).toBe(svg)
  })

  it('fails when Mermaid drew no such arrow', () => {
    expect(() => withHeadsAtBothEnds(svg, [2])).toThrow('no arrow edge2')
  })
})
