import { talentAgents } from '../../content/talentAgents'
import { useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import { Illustration } from '../common/Illustration'
import type { SliderActor } from '../../machines/slider.machine'
import { TabbedSlider } from './TabbedSlider'
import styles from './Sliders.module.css'

/** The talent agents slider of the home page: four agents, each selectable (SPEC.md 2.7). */
export function TalentAgentsSlider() {
  const slider = useLazyFlow(async () =>
    (await import('./sliderFlow')).startSliderFlow(talentAgents.length),
  )
  return <TalentAgentsSliderView slider={slider} />
}

export function TalentAgentsSliderView({ slider }: { slider: FlowRef<SliderActor> }) {
  return (
    <section aria-labelledby="agents-heading" className={styles.section}>
      <h2 id="agents-heading" className={styles.heading}>
        Meet your Talent Agents
      </h2>
      <TabbedSlider
        slider={slider}
        idPrefix="agents"
        label="Talent Agents"
        tabs={talentAgents.map((agent) => agent.title)}
        renderPanel={(index) => {
          const agent = talentAgents[index]!
          return (
            <figure className={styles.agent}>
              <Illustration image={agent.photo} className={styles.avatar} />
              <blockquote className={styles.quote}>
                <p>{agent.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <strong>
                  {agent.name}, {agent.title}
                </strong>
                <span>{agent.role}</span>
              </figcaption>
            </figure>
          )
        }}
      />
    </section>
  )
}
