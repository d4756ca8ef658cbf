import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { PageSection } from '../common/PageSection'
import { EntranceBlock } from '../membership/EntranceBlock'
import { RewardIcon } from '../common/RewardIcon'
import { rewardTypes } from '../../content/novaPoints'
import styles from './RedeemPage.module.css'

/** Redeem Points, Enjoy Rewards (SPEC.md 2.6). */
export function RedeemPage() {
  return (
    <>
      <PageIntro
        eyebrow="Nova Points"
        title="Redeem Points, Enjoy Rewards"
        lead="Your Nova Points turn into what matters most to people who work hard: time off, premium perks and exclusive subscriptions."
        art={heroArt.redeem}
      >
        <Link to="/memberships-how-to-earn" className="button button--ghost">
          How to Earn Nova Points
        </Link>
      </PageIntro>

      <PageSection
        headingId="rewards-heading"
        eyebrow="Rewards"
        title="Three kinds of reward"
        lead="Redeem from your balance at any time on the platform. Your Talent Agent arranges time off with your client."
      >
        <ul className={styles.rewards}>
          {rewardTypes.map((reward) => (
            <li key={reward.id} className={`card ${styles.reward}`}>
              <span className={styles.icon}>
                <RewardIcon reward={reward.id} />
              </span>
              <h3 className={styles.title}>{reward.title}</h3>
              <p className={styles.description}>{reward.description}</p>
              <details className={styles.values}>
                <summary className="button button--ghost button--small">View Redeem Values</summary>
                <table className={styles.table}>
                  <caption className="visually-hidden">{reward.title}: redeem values</caption>
                  <tbody>
                    {reward.values.map((value) => (
                      <tr key={value.reward}>
                        <th scope="row">{value.reward}</th>
                        <td>{value.points.toLocaleString('en')} points</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </li>
          ))}
        </ul>
      </PageSection>

      <EntranceBlock
        id="entrance-heading"
        eyebrow="Your entrance to the club"
        title="Rewards are for members, and membership is free"
        text="Discover the three membership levels, or ask for your invitation now. A Talent Agent reads every request."
        link={{ label: 'Discover Memberships', to: '/memberships' }}
      />
    </>
  )
}
