import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { Illustration } from '../common/Illustration'
import { MembershipCta } from '../membership/MembershipCta'
import { MembershipDialogButton } from '../membership/MembershipDialogButton'
import { platformSections } from '../../content/platform'
import styles from './OurPlatformPage.module.css'

/** The members' platform (SPEC.md 2.1): collaboration, management, productivity, optimization. */
export function OurPlatformPage() {
  return (
    <>
      <PageIntro
        eyebrow="Our Platform"
        title="One platform for your whole working life"
        art={heroArt.platform}
        lead="Collaboration, management, productivity and optimization in one place: a personal job board, time tracking, automatic invoicing and payouts, and your Talent Agent a message away."
      >
        <div className="button-row">
          <MembershipDialogButton step={1}>Platform Access</MembershipDialogButton>
        </div>
        <nav aria-label="On this page" className={styles.jump}>
          <ul>
            {platformSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>

      {platformSections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={`section ${styles.feature}`}
          aria-labelledby={`${section.id}-heading`}
        >
          <div className={`container ${styles.featureInner}`}>
            <Illustration image={section.image} className={styles.image} />
            <div className={styles.text}>
              <p className="eyebrow">{section.label}</p>
              <h2 id={`${section.id}-heading`} className={styles.title}>
                {section.title}
              </h2>
              <p className={styles.body}>{section.body}</p>
              <ul className={styles.features}>
                {section.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}

      <MembershipCta tone="dark" />
    </>
  )
}
