import { talentAgents } from '../../content/talentAgents'

/** The talent agents slider (SPEC.md 2.7). Placeholder of the foundation: its machine and tabs
 *  arrive with the statechart toolkit. */
export function TalentAgentsSlider() {
  const agent = talentAgents[0]!
  return (
    <section aria-labelledby="agents-heading">
      <h2 id="agents-heading">Meet your Talent Agents</h2>
      <h3>
        {agent.name}, {agent.title}
      </h3>
      <p>{agent.quote}</p>
    </section>
  )
}
