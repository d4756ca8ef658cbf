import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { markdownOf, mermaidOf } from '../../scripts/lib/statechart-markdown'

const machine = setup({
  actors: { fetchCampaign: fromPromise(async () => 'campaign') },
  guards: { isNotFound: () => true },
  actions: { goToNotFound: () => {} },
  delays: { ERROR_CLEAR_MS: 3000 },
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
    },
    gone: { type: 'final' },
  },
})

describe('the statechart generator', () => {
  const mermaid = mermaidOf(machine)

  it('draws nesting with its initial state inside the composite, and the machine initial', () => {
    expect(mermaid).toContain('state "shown" as sample_shown {\n    [*] --> sample_shown_collapsed')
    expect(mermaid).toContain('  [*] --> sample_loading')
  })

  it('draws every edge at the top level, with guards, actions and delays in milliseconds', () => {
    expect(mermaid).toContain(
      '\n  sample_loading --> sample_gone : error(campaign) [isNotFound] / goToNotFound',
    )
    expect(mermaid).toContain('\n  sample_loading --> sample_failed : error(campaign)')
    expect(mermaid).toContain('\n  sample_loading --> sample_shown : done(campaign)')
    expect(mermaid).toContain(
      '\n  sample_failed --> sample_loading : after 3000 ms (ERROR_CLEAR_MS)',
    )
    expect(mermaid).toContain('\n  sample_shown_collapsed --> sample_shown_expanded : TOGGLE')
  })

  it('marks final states and notes descriptions and invoked actors', () => {
    expect(mermaid).toContain('  sample_gone --> [*]')
    expect(mermaid).toContain(
      '  note right of sample_loading\n    Fetching the campaign.\n    invokes fetchCampaign as campaign\n  end note',
    )
  })

  it('writes the tables of the Markdown page', () => {
    const markdown = markdownOf(machine, 'src/machines/sample.machine.ts')
    expect(markdown).toContain('Implements SPEC.md 4.')
    expect(markdown).toContain('| loading | initial | Fetching the campaign. |  |')
    expect(markdown).toContain('| gone | final |  |  |')
    expect(markdown).toContain(
      '| loading | error(campaign) | isNotFound | gone | goToNotFound |  |',
    )
    expect(markdown).toContain('| ERROR_CLEAR_MS | 3000 |')
    expect(markdown).toContain('| loading | campaign | fetchCampaign |')
    expect(markdown).toContain('```mermaid\n' + mermaid + '\n```')
  })
})
