// The review room's words and page (scripts/lib/review-words.ts, review-page.ts): a diff told in
// the wording table's words, and a page that needs no script and escapes what it prints.
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { diffWords } from '../../scripts/lib/review-words'
import { diffGraphs } from '../../scripts/lib/semantic-diff'
import { semanticGraphOf } from '../../scripts/lib/semantic-graph'
import { type MachineReview, indexPage, scenariosPage } from '../../scripts/lib/review-page'

const wording = {
  guards: { isComplete: 'only when every field can be sent', isValid: 'only when it is valid' },
  delays: { GIVE_UP_MS: 'after 5 s' },
  events: { SUBMIT: 'the visitor sends the form' },
}

const form = (guard: 'isComplete' | 'isValid', timeout: boolean) =>
  setup({
    guards: { isComplete: () => true, isValid: () => true },
    delays: { GIVE_UP_MS: 5000 },
  }).createMachine({
    id: 'form',
    initial: 'editing',
    states: {
      editing: { on: { SUBMIT: { guard, target: 'sending' } } },
      sending: timeout ? { after: { GIVE_UP_MS: 'editing' } } : {},
    },
  })

describe('review words', () => {
  it('tells a changed guard and a removed delay in the wording table’s words', () => {
    const diff = diffGraphs(
      semanticGraphOf(form('isComplete', true)),
      semanticGraphOf(form('isValid', false)),
    )
    expect(diffWords(wording, diff)).toEqual([
      {
        kind: 'removed',
        text: 'Removed transition: in “sending”, on “after 5 s”, goes to “editing”.',
      },
      {
        kind: 'changed',
        text: 'Changed transition: in “editing”, on “the visitor sends the form”: its rule was “only when every field can be sent”, now “only when it is valid”.',
      },
      { kind: 'added', text: 'New guard: isValid (only when it is valid).' },
      { kind: 'removed', text: 'No more guard: isComplete (only when every field can be sent).' },
      { kind: 'removed', text: 'No more delay: GIVE_UP_MS (after 5 s).' },
    ])
  })
})

describe('review page', () => {
  const review: MachineReview = {
    machine: 'form',
    purpose: 'A <form> that sends',
    status: 'changed',
    changes: [{ kind: 'added', text: 'New state: “<script>”.' }],
    overview: { file: 'form.overview.svg', width: 400, height: 300 },
    scenarios: [
      {
        mark: 'new',
        scenario: {
          model: 'form',
          machine: 'form',
          key: 'null',
          title: 'to “editing” at the start',
          steps: [
            {
              text: 'Given form is in “editing”',
              states: ['editing'],
              picture: {
                thumbnail: 'gallery/form/editing-375.jpg',
                full: 'gallery/form/editing-1440.jpg',
                caption: 'The empty form',
              },
            },
          ],
        },
      },
    ],
    goneScenarios: [],
  }
  const input = {
    base: { sha: 'a'.repeat(40), subject: 'Before & after' },
    head: { sha: 'b'.repeat(40), subject: 'the working tree' },
    baseScenarios: true,
    machines: [review],
    awaiting: [{ machine: 'form', reason: 'never signed off' }],
  }

  it('needs no script, escapes every text and links its files relatively', () => {
    for (const html of [indexPage(input), scenariosPage(input, review)]) {
      expect(html).not.toMatch(/<script|https?:\/\//)
    }
    const index = indexPage(input)
    expect(index).toContain('New state: “&lt;script&gt;”.')
    expect(index).toContain('A &lt;form&gt; that sends')
    expect(index).toContain('Before &amp; after')
    expect(index).toContain(
      '<img class="overview" src="form.overview.svg" width="400" height="300"',
    )
    expect(index).toContain('<td><a href="#m-form">form</a></td><td>never signed off</td>')
    const scenarios = scenariosPage(input, review)
    expect(scenarios).toContain(
      '<a href="../gallery/form/editing-1440.jpg"><img src="../gallery/form/editing-375.jpg" alt="The empty form"',
    )
    expect(scenarios).toContain('<span class="mark">[new]</span>')
  })

  it('shows under a changed step how the base told it', () => {
    const [{ scenario }] = review.scenarios as [MachineReview['scenarios'][0]]
    const before = {
      ...scenario,
      steps: [{ ...scenario.steps[0]!, text: 'Given form is in “draft”' }],
    }
    const changed = { ...review, scenarios: [{ scenario, mark: 'changed' as const, before }] }
    expect(scenariosPage(input, changed)).toContain(
      '<p>Given form is in “editing”.</p><p class="was"><span class="mark">[was]</span> Given form is in “draft”.</p>',
    )
  })
})
