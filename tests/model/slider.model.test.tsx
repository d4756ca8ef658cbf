import { expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { sliderMachine } from '../../src/machines/slider.machine'
import { approachSlides } from '../../src/content/approach'
import { talentAgents } from '../../src/content/talentAgents'
import { ApproachSliderView } from '../../src/ui/sliders/ApproachSlider'
import { TalentAgentsSliderView } from '../../src/ui/sliders/TalentAgentsSlider'
import type { UserEvent } from '@testing-library/user-event'
import { describeModel } from './describeModel'
import { agentsSliderModel, approachSliderModel } from './models'
import { it } from 'vitest'

const selectedTab = () => screen.getByRole('tab', { selected: true })
/** Presses a key on the selected tab, as a keyboard user of ARIA tabs does. */
const press = (key: string) => async (user: UserEvent) => {
  selectedTab().focus()
  await user.keyboard(`{${key}}`)
}
const inRange = (count: number) => ({
  showing: ({ context }: { context: { index: number } }) => {
    expect(context.index).toBeGreaterThanOrEqual(0)
    expect(context.index).toBeLessThan(count)
  },
})

describeModel(approachSliderModel, {
  actor: { states: inRange(approachSlides.length) },
  view: {
    render: (slider) => render(<ApproachSliderView slider={slider} />),
    events: {
      NEXT: (user) => user.click(screen.getByRole('button', { name: 'Next slide' })),
      PREVIOUS: (user) => user.click(screen.getByRole('button', { name: 'Previous slide' })),
      FIRST: press('Home'),
      LAST: press('End'),
      SELECT: (user, { index }) =>
        user.click(screen.getByRole('tab', { name: approachSlides[index]!.tab })),
    },
    states: {
      showing: ({ context }) => {
        const slide = approachSlides[context.index]!
        expect(screen.getAllByRole('tab')).toHaveLength(5)
        expect(selectedTab()).toHaveTextContent(slide.tab)
        const panel = screen.getByRole('tabpanel', { name: slide.tab })
        expect(panel).toHaveTextContent(slide.title)
        expect(panel).toHaveTextContent(`${context.index + 1} / 5`)
      },
    },
  },
})

describeModel(agentsSliderModel, {
  actor: { states: inRange(talentAgents.length) },
  view: {
    render: (slider) => render(<TalentAgentsSliderView slider={slider} />),
    events: {
      // The agents slider has no arrow buttons: its tabs take the arrow keys.
      NEXT: press('ArrowRight'),
      PREVIOUS: press('ArrowLeft'),
      FIRST: press('Home'),
      LAST: press('End'),
      SELECT: (user, { index }) =>
        user.click(screen.getByRole('tab', { name: talentAgents[index]!.title })),
    },
    states: {
      showing: ({ context }) => {
        const agent = talentAgents[context.index]!
        expect(screen.getAllByRole('tab')).toHaveLength(4)
        expect(selectedTab()).toHaveTextContent(agent.title)
        // Keyboard selection moves focus with it (ARIA tabs, automatic activation).
        if (document.activeElement?.getAttribute('role') === 'tab') {
          expect(selectedTab()).toHaveFocus()
        }
        const panel = screen.getByRole('tabpanel', { name: agent.title })
        expect(panel).toHaveTextContent(agent.name)
        expect(panel).toHaveTextContent(agent.quote)
      },
    },
  },
})

it('ignores a selection outside the slides', () => {
  const slider = createActor(sliderMachine, { input: { count: 4 } }).start()
  slider.send({ type: 'SELECT', index: 7 })
  slider.send({ type: 'SELECT', index: -1 })
  expect(slider.getSnapshot().context.index).toBe(0)
})
