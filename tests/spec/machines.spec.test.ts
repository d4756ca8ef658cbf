// docs/statecharts names each machine's page, and the inspector each actor, by the machine's id:
// the id is the file's name. (That every machine file loads is machines.load.test.ts.)
import { expect, it } from 'vitest'

const modules = import.meta.glob<Record<string, { id: string }>>('../../src/machines/*.machine.ts')

it.each(
  [
    'accessCode',
    'interview',
    'interviewLink',
    'itemLifecycle',
    'loginModal',
    'membershipDialog',
    'memberRegistration',
    'nda',
    'outboxDelivery',
    'reachOut',
    'session',
    'sidebar',
    'slider',
    'subscribe',
    'agentSignIn',
    'agentInbox',
    'agentItem',
    'agentAccounts',
    'agentErase',
    'agentErasureLog',
    'agentExportLog',
    'agentViews',
    'consoleShortcuts',
    'agentMail',
    'agentExport',
    'agentBulk',
    'agentMail',
    'agentCampaigns',
    'agentCampaign',
    'agentSettings',
    'welcomeMember',
    'candidateProgress',
  ].filter(
    // `npm run mutation:file` names the machines it mutates: only those (scripts/mutation-file.ts).
    (name) =>
      !process.env.MUTATION_MACHINES ||
      process.env.MUTATION_MACHINES.split(',').includes(`${name}.machine.ts`),
  ),
)('%s.machine.ts is the machine %s', async (name) => {
  const module = await modules[`../../src/machines/${name}.machine.ts`]!()
  expect(module[`${name}Machine`]!.id).toBe(name)
})
