import { approachSlides } from '../../content/approach'
import { useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import type { SliderActor } from '../../machines/slider.machine'
import { TabbedSlider } from './TabbedSlider'
import styles from './Sliders.module.css'

/** The approach slider of the home page: five tabs, arrows that wrap (SPEC.md 2.7). */
export function ApproachSlider() {
  const slider = useLazyFlow(async () =>
    (await import('./sliderFlow')).startSliderFlow(approachSlides.length),
  )
  return <ApproachSliderView slider={slider} />
}

export function ApproachSliderView({ slider }: { slider: FlowRef<SliderActor> }) {
  return (
    <section aria-labelledby="approach-heading" className={styles.section}>
      <h2 id="approach-heading" className={styles.heading}>
        Our approach
      </h2>
      <TabbedSlider
        slider={slider}
        idPrefix="approach"
        label="Our approach"
        tabs={approachSlides.map((slide) => slide.tab)}
        arrows
        renderPanel={(index) => {
          const slide = approachSlides[index]!
          return (
            <div className={styles.slide}>
              <p className={styles.counter}>
                {index + 1} / {approachSlides.length}
              </p>
              <h3 className={styles.slideTitle}>{slide.title}</h3>
              <p className={styles.body}>{slide.body}</p>
            </div>
          )
        }}
      />
    </section>
  )
}
