import { PageIntro } from '../common/PageIntro'
import { MembershipCta } from '../membership/MembershipCta'
import { memberPortraitOf, testimonials } from '../../content/testimonials'
import styles from './TestimonialsPage.module.css'

/** Member's Testimonials (SPEC.md 2.1): six quote cards. */
export function TestimonialsPage() {
  return (
    <>
      <PageIntro
        title="Member's Testimonials"
        lead="Engineers, designers and architects on what changed when they joined the club."
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: 'Career Path', to: '/career-path' },
          { label: "Member's Testimonials" },
        ]}
      />
      <section className="container section" aria-label="Testimonials">
        <ul className={styles.grid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className={`card ${styles.card}`}>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  {/* An engraved portrait drawn for the member (scripts/art.ts); their name is
                      beside it, so it is not read twice. */}
                  <img
                    className={styles.avatar}
                    src={memberPortraitOf(testimonial.name)}
                    alt=""
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>
                    <span className={styles.name}>{testimonial.name}</span>
                    <span className={styles.role}>
                      {testimonial.role}, {testimonial.country}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <MembershipCta tone="dark" />
    </>
  )
}
