// The review room's scenarios in words (scripts/lib/review-scenarios.ts): one scenario of the
// newsletter box written out here in full, as a product owner reads it, and the marks that tell
// new, changed and unchanged scenarios apart.
import { describe, expect, it } from 'vitest'
import {
  goneScenarios,
  markScenarios,
  scenarioText,
  scenariosOf,
} from '../../scripts/lib/review-scenarios'
import { generatePaths } from '../model/paths'
import { subscribeModel } from '../model/models'

describe('review scenarios', () => {
  const scenarios = scenariosOf(subscribeModel, generatePaths)
  const titled = (title: string) => scenarios.find((scenario) => scenario.title === title)

  it('tells every path the model tests walk', () => {
    expect(scenarios).toHaveLength(generatePaths(subscribeModel).paths.length)
  })

  it('tells the happy path with its rules and what each state means', () => {
    const happy = titled(
      'to “subscribed” via the visitor types the address → the visitor types the address → the visitor presses Subscribe → the server answers',
    )
    expect(happy && scenarioText(happy)).toBe(
      [
        'Given subscribe is in “idle › editing” (The fields as typed, with no alert: the person fills them in and sends),',
        'when the visitor types the address (value "robin@example"), then it stays in “idle › editing”,',
        'when the visitor types the address (value "robin@example.com"), then it stays in “idle › editing”,',
        'when the visitor presses Subscribe, only when the address is a valid e-mail address, then “loading” (The button shows a spinner),',
        "when the server answers, only when the server answers 200, then “subscribed” (The input is cleared and locked, the button reads 'Subscribed!', the message becomes 'One of our Talent Agents will be in touch with you soon! Cheers!').",
      ].join('\n'),
    )
  })

  it('says which rule did not hold when a fallback is taken', () => {
    const refused = titled(
      'to “idle › failed” via the visitor types the address → the visitor types the address → the visitor presses Subscribe → the server answers',
    )
    expect(refused?.steps.at(-1)?.text).toBe(
      "when the server answers, otherwise (not “only when the server answers 200”), then “idle › failed” (The alert 'An error occurred. Please try again later.'; what was typed is kept. Editing dismisses it)",
    )
  })

  it('marks scenarios new, changed or unchanged against the base', () => {
    const [first, second, third] = scenarios
    const reworded = { ...second!, steps: [{ text: 'Given another wording', states: [] }] }
    const marks = markScenarios([first!, second!, third!], [first!, reworded])
    expect(marks.map(({ mark }) => mark)).toEqual(['unchanged', 'changed', 'new'])
    expect(marks[1]!.before).toBe(reworded)
    expect(markScenarios([first!], undefined)[0]!.mark).toBe('new')
    expect(goneScenarios([first!], [first!, third!])).toEqual([third])
  })
})
