import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { PageSection } from '../common/PageSection'
import { EntranceBlock } from '../membership/EntranceBlock'
import { earningBlocks } from '../../content/novaPoints'
import styles from './HowToEarnPage.module.css'

/** How to Earn Nova Points (SPEC.md 2.6): three blocks, the values, and where to go next. */
export function HowToEarnPage() {
  return (
    <>
      <PageIntro
        eyebrow="Nova Points"
        title="How to Earn Nova Points"
        art={heroArt.earn}
        lead="Nova Points reward what makes the club better: bringing in great people, doing great work, and sharing what you know. Here is how they add up."
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: 'Memberships', to: '/memberships' },
          { label: 'How to Earn Nova Points' },
        ]}
      >
        <div className="button-row">
          <Link to="/memberships-how-to-earn" hash="values" className="button button--primary">
            View Nova Points Values
          </Link>
          <Link to="/memberships-redeem" className="button button--ghost">
            View Rewards
          </Link>
        </div>
      </PageIntro>

      <PageSection
        id="journey"
        headingId="journey-heading"
        eyebrow="Your journey"
        title="Three ways to earn"
        lead="Every way of earning is open from your first day as a member."
      >
        <ol className={styles.blocks}>
          {earningBlocks.map((block, index) => (
            <li key={block.id} className={`card ${styles.block}`}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.blockTitle}>{block.title}</h3>
              <p className={styles.blockText}>{block.description}</p>
              <ul className={styles.ways}>
                {block.ways.map((way) => (
                  <li key={way.title}>
                    <h4 className={styles.wayTitle}>{way.title}</h4>
                    <p>{way.description}</p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="values"
        headingId="values-heading"
        surface="raised"
        eyebrow="Values"
        title="Nova Points values"
        lead="What each activity is worth. Points never expire while you are a member."
      >
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className="visually-hidden">Nova Points earned per activity</caption>
            <thead>
              <tr>
                <th scope="col">Activity</th>
                <th scope="col">Nova Points</th>
              </tr>
            </thead>
            <tbody>
              {earningBlocks.flatMap((block) =>
                block.ways.map((way) => (
                  <tr key={way.title}>
                    <th scope="row">{way.title}</th>
                    <td>
                      {way.points.toLocaleString('en')}{' '}
                      <span className={styles.per}>{way.per}</span>
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </PageSection>

      <EntranceBlock
        id="next-heading"
        eyebrow="Start earning"
        title="Points are for members, and membership is free"
        text="See what your points can become, or ask for your invitation now. A Talent Agent reads every request."
        link={{ label: 'View Rewards', to: '/memberships-redeem' }}
      />
    </>
  )
}
