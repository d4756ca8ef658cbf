// The walls between the repository's rooms (eslint.config.js, docs/architecture.md "Rooms"):
// each forbidden import fails the lint with its wall's reason, and an import the room is allowed
// passes it whole. Small snippets are linted in memory with ESLint's Node API, each given a path
// in the room it stands for (the file need not exist: the path picks the config's blocks).
import { beforeAll, describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

/** The snippet imports `from` and re-exports what it took, so nothing is left unused. */
const importing = (from: string) => `import { probe } from '${from}'\nexport { probe }\n`

async function lint(filePath: string, from: string) {
  const [result] = await eslint.lintText(importing(from), { filePath })
  return result!.messages
}

describe('a forbidden import fails the lint, with its reason', () => {
  it.each([
    // The console: its own session, router and chrome; never the site's features or routes.
    ['src/agents/Probe.tsx', '../ui/session/SessionProvider', 'own session, router and chrome'],
    ['src/agents/Probe.tsx', '../ui/login/LoginModal', 'own session, router and chrome'],
    ['src/agents/Probe.tsx', '../ui/shell/Header', 'own session, router and chrome'],
    ['src/agents/Probe.tsx', '../ui/pages/LandingPage', 'own session, router and chrome'],
    ['src/agents/Probe.tsx', '../routes/_page/nda', 'own router'],
    ['src/agents/Probe.tsx', '../router', 'own router'],
    // The console's contract, read by the server: no machine, view or client through it.
    ['src/agents/contract.ts', '../machines/candidateProgress.machine', 'zod only'],
    ['src/agents/contract.ts', './client', 'zod only'],
    // The kinds the contract and the server read (issue 43): plain data, as the contract.
    ['src/agents/kinds.ts', '../machines/itemLifecycle.machine', 'zod only'],
    ['src/agents/kinds.ts', './format', 'zod only'],
    // The site: nothing of the console, from a feature, a kit, a composer, a route or an entry.
    ['src/ui/nda/Probe.tsx', '../../agents/client', 'imports nothing of the console'],
    ['src/ui/forms/Probe.tsx', '../../agents/contract', 'imports nothing of the console'],
    ['src/ui/shell/Probe.tsx', '../../agents/InboxView', 'imports nothing of the console'],
    ['src/routes/_page/probe.tsx', '../../agents/router', 'imports nothing of the console'],
    ['src/main.tsx', './agents/main', 'imports nothing of the console'],
    // The server: no React, no view, no route, no console screen or client.
    ['server/agents/probe.ts', '../../src/agents/InboxView.tsx', 'renders no React'],
    ['server/agents/probe.ts', 'react-dom/server', 'renders no React'],
    ['server/probe.ts', '../src/ui/session/sessionActors.ts', 'never its views, routes'],
    ['server/probe.ts', '../src/routes/__root', 'never its views, routes'],
    ['server/agents/probe.ts', '../../src/agents/client.ts', "console's contract"],
    ['server/agents/probe.ts', '../../src/agents/agentInboxEffects.ts', "console's contract"],
  ])('%s importing %s', async (filePath, from, reason) => {
    const messages = await lint(filePath, from)
    // A view of the console's is both a .tsx and not its contract: two walls may say so.
    expect(messages.length).toBeGreaterThan(0)
    expect(new Set(messages.map((message) => message.ruleId))).toEqual(
      new Set(['no-restricted-imports']),
    )
    expect(messages.map((message) => message.message)).toContainEqual(
      expect.stringContaining(reason),
    )
  })
})

describe('an import the room is allowed passes the lint', () => {
  it.each([
    ['src/agents/Probe.tsx', '../ui/forms/FormAlert'],
    ['src/agents/Probe.tsx', '../ui/flow/useAppActorRef'],
    ['src/agents/Probe.tsx', '../machines/agentInbox.machine'],
    ['src/agents/Probe.tsx', './contract'],
    ['src/agents/contract.ts', '../api/candidateProgress'],
    ['src/agents/contract.ts', './kinds'],
    ['src/ui/nda/Probe.tsx', '../forms/FormAlert'],
    ['src/ui/shell/Probe.tsx', '../session/SessionProvider'],
    ['src/routes/_page/probe.tsx', '../../ui/pages/NdaPage'],
    ['server/agents/probe.ts', '../../src/agents/contract.ts'],
    ['server/agents/probe.ts', '../../src/agents/kinds.ts'],
    ['server/agents/probe.ts', '../../src/api/schemas.ts'],
    ['server/agents/probe.ts', '../../src/machines/itemLifecycle.machine.ts'],
    ['server/agents/probe.ts', '../../src/lib/escapeHtml.ts'],
    // The server's own agents folder is not the console's.
    ['server/agents/probe.ts', '../agents/accounts.ts'],
  ])('%s importing %s', async (filePath, from) => {
    expect(await lint(filePath, from)).toEqual([])
  })
})
