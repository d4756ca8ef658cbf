import { config } from '../../lib/config'
import landing from './LandingPage.module.css'
import styles from './MemberWelcome.module.css'

/** The greeting's words: by first name when the login gave one. */
export const memberGreeting = (firstName: string | undefined) =>
  firstName?.trim() ? `Welcome, ${firstName.trim()}` : 'Welcome to the club'

/** What the agent card says: the agent who handled the request by name, or the club's promise
 *  that one will write (a member the operator added has none on record). */
export function agentIntroduction(agent: string | null | undefined) {
  return agent
    ? `${agent} looked after your request and stays at your side: they will write to you to set your first goals and match you to projects.`
    : 'Your Talent Agent will write to you soon to introduce themselves, set your first goals and match you to projects.'
}

/** The two letters of the agent's name on their card. */
const initialsOfName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')

/**
 * The top of a signed-in member's /home (issue 47), in the landing hero's frame: a greeting by
 * name, their Talent Agent, and one next action (the members' platform). Not the visitor's
 * pitch. `firstName` and
 * `agent` are the login's (user_login: first_name, talent_agent).
 */
export function MemberWelcome({
  firstName,
  agent,
}: {
  firstName: string | undefined
  agent: string | null | undefined
}) {
  return (
    <section className={landing.hero} aria-labelledby="member-home-title">
      <div className={`container ${landing.heroInner}`}>
        <div className={landing.heroText}>
          <p className={`eyebrow ${landing.eyebrow}`}>Your home in the club</p>
          <h1 id="member-home-title" className={landing.title}>
            {memberGreeting(firstName)}
          </h1>
          <p className={landing.lead}>
            Good to have you with us. Your profile, your projects and the job board chosen for you
            are on the members’ platform.
          </p>
          <div className={landing.actions}>
            <a
              className="button button--primary"
              href={config.platformUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Go to the Platform
            </a>
          </div>
        </div>
        <section className={`card ${styles.agent}`} aria-labelledby="member-home-agent">
          <h2 id="member-home-agent" className="eyebrow">
            Your Talent Agent
          </h2>
          <span className={styles.avatar} aria-hidden="true">
            {agent ? (
              initialsOfName(agent)
            ) : (
              <svg viewBox="0 0 32 32" width="24" height="24">
                <path
                  d="M16 3 18.8 13.2 29 16 18.8 18.8 16 29 13.2 18.8 3 16 13.2 13.2Z"
                  fill="currentColor"
                />
              </svg>
            )}
          </span>
          <div>
            {agent && <p className={styles.agentName}>{agent}</p>}
            <p className={styles.muted}>{agentIntroduction(agent)}</p>
          </div>
        </section>
      </div>
    </section>
  )
}
