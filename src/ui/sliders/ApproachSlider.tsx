import { approachSlides } from '../../content/approach'

/** The approach slider (SPEC.md 2.7). Placeholder of the foundation: its machine and tabs
 *  arrive with the statechart toolkit. */
export function ApproachSlider() {
  const slide = approachSlides[0]!
  return (
    <section aria-labelledby="approach-heading">
      <h2 id="approach-heading">Our approach</h2>
      <h3>{slide.title}</h3>
      <p>{slide.body}</p>
    </section>
  )
}
