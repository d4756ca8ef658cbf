import { NdaDialog } from '../nda/NdaDialog'
import { LiveNdaForm } from '../nda/NdaView'
import { BrandBar } from '../shell/BrandBar'
import { Illustration } from '../common/Illustration'
import { heroArt } from '../../content/heroArt'
import styles from './NdaPage.module.css'

const firstSteps = [
  {
    title: 'Your Talent Agent',
    body: 'A person who knows your goals, and reaches out within your first week.',
  },
  {
    title: 'Projects that fit you',
    body: 'Remote work with clients around the world, chosen for your skills.',
  },
  {
    title: 'The Think Tank',
    body: 'Articles, podcasts and events from members, open to you from today.',
  },
]

/** The NDA page: the first page a member sees after signing in. The club's welcome, behind the
 *  agreement's modal that stays open until the member continues. (Its heading is an h2: the
 *  page's one h1 is the agreement's title.) */
export function NdaPage() {
  return (
    <>
      <BrandBar />
      <section className={styles.welcome} aria-labelledby="nda-welcome">
        <div className={`container ${styles.inner}`}>
          <div className={styles.text}>
            <p className="eyebrow">Welcome to Nova Club</p>
            <h2 id="nda-welcome" className={styles.title}>
              Your place in the club is ready
            </h2>
            <p className={styles.lead}>
              One agreement stands between you and the platform: how we keep the trust of the
              clients we work with. Read it, accept it, and the club is yours.
            </p>
          </div>
          <Illustration image={heroArt.memberships} priority className={styles.art} />
        </div>
        <ul className={`container ${styles.steps}`}>
          {firstSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <NdaDialog>
        <LiveNdaForm />
      </NdaDialog>
    </>
  )
}
