// The copy beside the reach-out form: what becomes of a message to a Talent Agent (it reaches
// the agents' console, and the answer goes out by mail: server/agents/answers.ts). A module of
// its own, so that the other journey pages do not load it.
import type { JourneyStep } from './journey'

/** What becomes of a message sent from /reach-out-a-talent-agent. */
export const reachOutNext: JourneyStep[] = [
  {
    title: 'A person reads it',
    body: 'Your message goes to the Talent Agents, not to a bot; one of them takes it in hand.',
  },
  {
    title: 'The answer comes by email',
    body: 'The Talent Agent writes back to the address you give here, so check it twice.',
  },
  {
    title: 'Ready to apply?',
    body: 'An invitation request needs no message first: send one whenever you like.',
  },
]
