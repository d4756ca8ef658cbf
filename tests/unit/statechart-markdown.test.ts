import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { detailPartsOf } from '../../scripts/lib/statechart-details'
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
  events: {
    'campaign done': 'the campaign arrives',
    'campaign failed': 'the campaign cannot be loaded',
    TOGGLE: 'the visitor presses the arrow',
    CLOSE: 'the visitor closes it',
  },
}

describe('the statechart generator', () => {
  const mermaid = mermaidOf(machine, wording)

  it('draws nesting with its initial state inside the composite, and the machine initial', () => {
    expect(mermaid).toContain('state "shown" as sample_shown {\n    [*] --> sample_shown_collapsed')
    expect(mermaid).toContain('  [*] --> sample_loading')
  })

  it('draws every edge at the top level, with worded events, guards and delays, and actions', () => {
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_gone : the campaign cannot be loaded [only when the campaign is gone] / goToNotFound',
    )
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_failed : the campaign cannot be loaded\n',
    )
    expect(mermaid).toContain('\n  sample_loading --> sample_shown : the campaign arrives')
    expect(mermaid).toContain('\n  sample_failed --> sample_loading : after 3 s')
    expect(mermaid).toContain(
      '\n  sample_shown_collapsed --> sample_shown_expanded : the visitor presses the arrow',
    )
    expect(mermaid).not.toMatch(/: (TOGGLE|CLOSE|campaign done)/)
  })

  it('marks final states, and leaves descriptions and invoked actors to the tables', () => {
    expect(mermaid).toContain('  sample_gone --> [*]')
    expect(mermaid).not.toContain('note')
    expect(mermaid).not.toContain('Fetching the campaign.')
  })

  it('draws the transitions between two states as one arrow, each a line of its label', () => {
    const twice = setup({}).createMachine({
      id: 'twice',
      initial: 'idle',
      states: { idle: { on: { GO: 'busy', RUN: 'busy' } }, busy: {} },
    })
    const drawn = mermaidOf(twice, { guards: {}, delays: {}, events: { GO: 'go', RUN: 'run' } })
    expect(drawn).toContain('\n  twice_idle --> twice_busy : go<br/>run')
    expect(drawn.match(/-->/g)).toHaveLength(2) // and the initial arrow
  })

  it('writes the tables of the Markdown page', () => {
    const markdown = markdownOf(machine, 'src/machines/sample.machine.ts', wording)
    expect(markdown).toContain('Implements SPEC.md 4.')
    expect(markdown).toContain('| loading | initial | Fetching the campaign. |  |')
    expect(markdown).toContain('| gone | final |  |  |')
    expect(markdown).toContain(
      '| loading | the campaign cannot be loaded | campaign failed | only when the campaign is gone (isNotFound) | gone | goToNotFound |  |',
    )
    expect(markdown).toContain('| failed | after 3 s | ERROR_CLEAR_MS |  | loading |  |  |')
    expect(markdown).toContain('| shown | the visitor closes it | CLOSE |  | closing |  |  |')
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

describe('detailed diagrams in parts', () => {
  const parted = setup({}).createMachine({
    id: 'parted',
    initial: 'idle',
    states: {
      idle: { description: 'Waiting.', on: { GO: 'working.two' } },
      working: {
        description: 'At work.',
        initial: 'one',
        on: { STOP: 'idle' },
        states: {
          one: { description: 'First.', on: { NEXT: 'two' } },
          two: { description: 'Second.', on: { DONE: '#parted.idle' } },
        },
      },
    },
  })
  const wording = { guards: {}, delays: {}, detailParts: ['working'] }

  it('draws a part as one box in the main diagram, without the steps inside it', () => {
    const [main, working] = detailPartsOf(parted, wording)
    expect(working!.scope.key).toBe('working')
    expect(main!.boxed).toEqual([working!.scope])
    const drawn = mermaidOf(parted, wording, main)
    expect(drawn).toContain('\n  state "working (own diagram)" as parted_working\n')
    expect(drawn).not.toContain('parted_working_one')
    expect(drawn).toContain('\n  parted_idle --> parted_working : go\n')
    expect(drawn).toContain('\n  parted_working --> parted_idle : stop<br/>done')
  })

  it('draws the part inside its composite, the states outside it dashed', () => {
    const drawn = mermaidOf(parted, wording, detailPartsOf(parted, wording)[1])
    expect(drawn).toContain(
      '\n  state "working" as parted_working {\n    [*] --> parted_working_one\n',
    )
    expect(drawn).toContain('\n  state "elsewhere, idle" as elsewhere_parted_idle\n')
    expect(drawn).toContain('\n  elsewhere_parted_idle --> parted_working_two : go\n')
    expect(drawn).toContain('\n  parted_working_one --> parted_working_two : next\n')
    expect(drawn).toContain('\n  parted_working_two --> elsewhere_parted_idle : done\n')
    expect(drawn).toContain('\n  class elsewhere_parted_idle elsewhere')
  })

  it('gives each part a section of the page, linked from the overview', () => {
    const markdown = markdownOf(parted, 'src/machines/parted.machine.ts', wording)
    expect(markdown).toContain('The details are drawn in parts: [working](#inside-working).')
    expect(markdown).toContain('\n### Inside working\n\n![parted working](parted.working.svg)\n')
    expect(markdown).toContain('![parted statechart](parted.svg)')
  })

  it('fails on a part that is no composite state', () => {
    expect(() => detailPartsOf(parted, { ...wording, detailParts: ['idle'] })).toThrow(
      'parted: detailParts names idle, which is no composite state',
    )
  })
})

describe('the overview', () => {
  const { mermaid, states } = overviewOf(machine, wording)

  it('skips a fade: the event that starts it leads where the fade ends', () => {
    expect(mermaid).toContain('\n  sample_shown --> sample_gone : the visitor closes it')
    expect(mermaid).not.toContain('closing')
    expect(states.map((node) => node.key)).not.toContain('closing')
  })

  it('folds sub-states that only toggle among themselves into their parent', () => {
    expect(mermaid).toContain('\n  state "shown" as sample_shown\n')
    expect(mermaid).not.toContain('collapsed')
    expect(mermaid).not.toContain('the visitor presses the arrow')
  })

  it('keeps the business path with worded guards and delays, without notes or actions', () => {
    expect(mermaid).toContain('\n  [*] --> sample_loading')
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_gone : the campaign cannot be loaded, only when the campaign is gone',
    )
    expect(mermaid).toContain('\n  sample_shown --> sample_gone : the visitor closes it\n')
    expect(mermaid).not.toContain('note')
    expect(mermaid).not.toContain('goToNotFound')
  })

  it('draws two arrows between the same states, one each way, as one arrow both ways', () => {
    const { mermaid, bothWays } = overviewOf(machine, wording)
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_failed : the campaign cannot be loaded (back on after 3 s)\n',
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
    expect(toggled.mermaid).toContain('\n  toggle_off --> toggle_on : flip (both ways)')
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
    expect(mermaid).toContain('\n  nested_idle --> nested_working : go (back on done)')
    expect(mermaid).not.toContain('nested_working_')
    expect(states.map((node) => node.key)).toEqual(['idle', 'working'])
  })

  it('labels each start arrow of a machine that starts from a choice, the fallback “otherwise”', () => {
    const kinds = setup({ guards: { isRequest: () => true } }).createMachine({
      id: 'kinds',
      initial: 'arriving',
      states: {
        arriving: { always: [{ guard: 'isRequest', target: 'request' }, { target: 'other' }] },
        request: { on: { TAKE: 'taken' } },
        other: {},
        taken: {},
      },
    })
    const { mermaid } = overviewOf(kinds, {
      guards: { isRequest: 'only for a request' },
      delays: {},
    })
    expect(mermaid).toContain('\n  [*] --> kinds_request : only for a request\n')
    expect(mermaid).toContain('\n  [*] --> kinds_other : otherwise\n')
    expect(mermaid).toContain('\n  kinds_request --> kinds_taken : take')
  })

  it('keeps a composite as a group when its states share names with others, else draws its states alone', () => {
    const families = (second: string) =>
      setup({}).createMachine({
        id: 'families',
        initial: 'request',
        states: {
          request: {
            initial: 'new',
            states: { new: { on: { TAKE: 'taken' } }, taken: { on: { DROP: 'new' } } },
          },
          message: {
            initial: second,
            states: { [second]: { on: { TAKE: 'taken' } }, taken: { on: { DROP: second } } },
          },
        },
      })
    const grouped = overviewOf(families('new'), { guards: {}, delays: {} }).mermaid
    expect(grouped).toContain('\n  state "request" as families_request {\n')
    expect(grouped).toContain('\n  state "message" as families_message {\n')
    expect(grouped).toContain('\n    state "new" as families_message_new\n')
    const alone = overviewOf(
      setup({}).createMachine({
        id: 'alone',
        initial: 'request',
        states: {
          request: {
            initial: 'fresh',
            states: { fresh: { on: { TAKE: 'taken' } }, taken: { on: { DROP: 'fresh' } } },
          },
          done: {},
        },
      }),
      { guards: {}, delays: {} },
    ).mermaid
    expect(alone).not.toContain('{')
    expect(alone).toContain('\n  state "fresh" as alone_request_fresh\n')
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
    expect(mermaid).toContain('\n  decision_idle --> decision_deciding : go\n')
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
