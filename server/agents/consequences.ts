// What follows an item's transition outside the item: the item lifecycle machine names it
// (its actions: src/machines/itemLifecycle.machine.ts), lifecycle.ts takes it from
// transition()'s answer, and this runs each one, in the order named, with the transaction that
// stores the new status: the status and its consequences are committed, or undone, together.
import type { ItemKind } from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { endSubscription } from '../subscriptions/subscriptions.ts'
import { issueWelcome, type WelcomeOptions } from '../welcome/links.ts'
import { queueAnswerMail } from './answers.ts'
import type { Consequence, ConsequenceName } from './lifecycle.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The item the transition changed, and what its consequences need beyond their params. */
export interface ConsequenceScope {
  tx: Tx
  item: { kind: ItemKind; recordId: number; itemId: number }
  welcome: WelcomeOptions
}

/** What the consequences leave for the agent's answer: a welcome link to send by hand. */
export interface ConsequenceOutcome {
  welcomeLink?: string
}

type Effects = {
  [Name in ConsequenceName]: (
    scope: ConsequenceScope,
    params: Extract<Consequence, { type: Name }>['params'],
  ) => Promise<ConsequenceOutcome>
}

/** Each action the machine names, as the server carries it out. */
const effects: Effects = {
  async queueAnswerMail({ tx, item }, params) {
    await queueAnswerMail(tx, item.recordId, params)
    return {}
  },
  async endSubscription({ tx, item }) {
    // The agent recorded the item's change already: only the subscription is ended here.
    await endSubscription(tx, item.recordId, 'agent')
    return {}
  },
  async issueWelcomeLink({ tx, item, welcome }) {
    const { handLink } = await issueWelcome(tx, item.itemId, welcome)
    return handLink ? { welcomeLink: handLink } : {}
  },
}

/** Runs `consequences` in order with `scope.tx`. A failure throws (lifecycle.ts's
 *  ConsequenceRefused for one the agent can act on): the caller's transaction, status change included, is rolled back. */
export async function runConsequences(
  scope: ConsequenceScope,
  consequences: readonly Consequence[],
): Promise<ConsequenceOutcome> {
  let outcome: ConsequenceOutcome = {}
  for (const consequence of consequences) {
    const run = effects[consequence.type] as (
      scope: ConsequenceScope,
      params: Consequence['params'],
    ) => Promise<ConsequenceOutcome>
    outcome = { ...outcome, ...(await run(scope, consequence.params)) }
  }
  return outcome
}
