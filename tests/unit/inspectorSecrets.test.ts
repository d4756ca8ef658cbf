// Every path of every machine's model runs through the inspector adapter, with marker secrets
// typed (passwords, access codes) and answered (tokens): no message for the inspector may hold
// one. Then each declared secret is taken out in turn, and the same run must find it leaking.
import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createInspector } from '@statelyai/inspect'
import {
  StateMachine,
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate'
import { machineSecrets } from '../../src/machines/secrets'
import type { SecretsDeclaration } from '../../src/lib/secrets'
import { REDACTED } from '../../src/lib/redact'
import { redactedInspect } from '../../src/dev/inspectionRedaction'
import { allModels, serverModels } from '../model/models'
import { generatePaths, type MachineModel, type ModelPath } from '../model/paths'
import { controllableActors, delayMs } from '../model/fakes'
import { LOGIN_TIME } from '../support/session'

const markers = vi.hoisted(() => ({
  password: 'SECRET-MARKER-password',
  accessCode: 'SECRET-MARKER-access-code',
  token: 'SECRET-MARKER-token',
  refreshToken: 'SECRET-MARKER-refresh-token',
  newToken: 'SECRET-MARKER-new-token',
  newRefreshToken: 'SECRET-MARKER-new-refresh-token',
}))
vi.mock('../support/secrets', () => ({ demoSecrets: markers }))

const MARKER = 'SECRET-MARKER'

type AnyModel = MachineModel<AnyStateMachine>
const runs = [...allModels, ...serverModels].map((model) => ({
  model,
  paths: generatePaths(model).paths,
}))

/** A model's machine with controllable fakes, provided once: providing builds the machine's
 *  state nodes anew, a sixth of this file's time when it was done for each of its ~9,000 paths. */
const provided = new Map<
  AnyModel,
  { machine: AnyStateMachine; fakes: ReturnType<typeof controllableActors> }
>()
function providedFor(model: AnyModel) {
  let found = provided.get(model)
  if (!found) {
    const fakes = controllableActors(model.machine)
    found = { machine: model.machine.provide({ actors: fakes.actors } as never), fakes }
    provided.set(model, found)
  }
  return found
}

/** Runs one path through the adapter and returns every message it hands the inspector, as the
 *  JSON that leaves the page. */
async function messagesOf(
  model: AnyModel,
  path: ModelPath<AnyStateMachine>,
  declarations: readonly SecretsDeclaration[],
): Promise<string[]> {
  const sent: string[] = []
  const inspect = redactedInspect(
    (options) =>
      createInspector({ send: (message) => sent.push(JSON.stringify(message)) }, options),
    declarations,
  )
  const { machine, fakes } = providedFor(model)
  fakes.reset()
  vi.setSystemTime(LOGIN_TIME) // the session's delays follow the clock
  const actor = createActor(machine, { input: path.input, inspect } as never)
  actor.start()
  for (const step of path.steps.slice(1)) {
    const event = step.event as AnyEventObject
    const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
    const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (after) {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot
      await vi.advanceTimersByTimeAsync(delayMs(machine, after[1]!, snapshot))
    } else if (invoked) {
      const [, outcome, id] = invoked
      if (outcome === 'done') fakes.settle(id!, 'resolve', event.output)
      else fakes.settle(id!, 'reject', event.error)
    } else {
      actor.send(event)
    }
    await vi.advanceTimersByTimeAsync(0)
    // The run follows the path: the inspector saw what the model test checks.
    expect((actor.getSnapshot() as AnyMachineSnapshot).value).toEqual(step.state.value)
  }
  actor.stop()
  await vi.advanceTimersByTimeAsync(0) // the inspector converts its last events when idle
  return sent
}

async function allMessages(
  model: AnyModel,
  paths: ModelPath<AnyStateMachine>[],
  declarations: readonly SecretsDeclaration[],
) {
  const messages: string[] = []
  for (const path of paths) messages.push(...(await messagesOf(model, path, declarations)))
  return messages
}

/** Whether a marker reaches the inspector on some path: the first path that shows one answers
 *  (a declaration taken out leaks on few paths, and running the rest proves nothing more). */
async function leaksOnSomePath(
  model: AnyModel,
  paths: ModelPath<AnyStateMachine>[],
  declarations: readonly SecretsDeclaration[],
) {
  for (const path of paths) {
    const messages = await messagesOf(model, path, declarations)
    if (messages.some((message) => message.includes(MARKER))) return true
  }
  return false
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const checked: Record<string, { paths: number; messages: number }> = {}
afterAll(() => {
  const total = Object.values(checked).reduce((sum, run) => sum + run.messages, 0)
  console.log(`inspector secrets: ${total} messages checked`, checked)
  mkdirSync('.tmp', { recursive: true })
  writeFileSync('.tmp/inspector-secrets.json', JSON.stringify({ total, models: checked }, null, 2))
})

// Hundreds of paths per test: on a busy machine they take longer than the default 5 s.
const heavy = { timeout: 60_000 }

describe('no secret reaches the inspector', heavy, () => {
  it('covers every machine: each has a model and a declaration, and each declaration a machine', () => {
    const machines = Object.values(
      import.meta.glob('../../src/machines/*.machine.ts', { eager: true }),
    ).flatMap((module) =>
      Object.values(module as object).filter((value) => value instanceof StateMachine),
    ) as AnyStateMachine[]
    const ids = machines.map((machine) => machine.id).sort()
    expect(ids.length).toBeGreaterThanOrEqual(12)
    expect(
      [...new Set([...allModels, ...serverModels].map((model) => model.machine.id))].sort(),
    ).toEqual(ids)
    expect(machineSecrets.map((declared) => declared.machineId).sort()).toEqual(ids)
  })

  for (const { model, paths } of runs) {
    const name = model.name ?? model.machine.id
    it(`${name}: ${paths.length} paths`, async () => {
      const messages = await allMessages(model, paths, machineSecrets)
      checked[name] = { paths: paths.length, messages: messages.length }
      expect(messages.length).toBeGreaterThan(paths.length)
      expect(messages.filter((message) => message.includes(MARKER))).toEqual([])
    })
  }

  it('shows what is not secret: the user name typed and the member the login answers', async () => {
    const { model, paths } = runs.find((run) => run.model.machine.id === 'loginModal')!
    const messages = (await allMessages(model, paths, machineSecrets)).join('\n')
    expect(messages).toContain('"username":"demo.member"')
    expect(messages).toContain('"first_name":"Avery"')
    expect(messages).toContain(`"password":"${REDACTED}"`)
  })
})

/** Each declared path on its own, as the declaration without it. */
function withoutEachPath(declared: SecretsDeclaration) {
  const variants: { label: string; declaration: SecretsDeclaration }[] = []
  for (const path of declared.context ?? []) {
    variants.push({
      label: `context ${path}`,
      declaration: { ...declared, context: declared.context!.filter((kept) => kept !== path) },
    })
  }
  for (const [type, paths] of Object.entries(declared.events ?? {})) {
    for (const path of paths ?? []) {
      variants.push({
        label: `${type} ${path}`,
        declaration: {
          ...declared,
          events: { ...declared.events, [type]: paths!.filter((kept) => kept !== path) },
        },
      })
    }
  }
  for (const [id, invoked] of Object.entries(declared.invoked ?? {})) {
    for (const field of ['input', 'output'] as const) {
      for (const path of invoked[field] ?? []) {
        variants.push({
          label: `${id} ${field} ${path}`,
          declaration: {
            ...declared,
            invoked: {
              ...declared.invoked,
              [id]: { ...invoked, [field]: invoked[field]!.filter((kept) => kept !== path) },
            },
          },
        })
      }
    }
  }
  return variants
}

describe('the check finds a secret whose declaration is taken out', heavy, () => {
  for (const declared of machineSecrets) {
    const { model, paths } = runs.find((run) => run.model.machine.id === declared.machineId)!
    for (const { label, declaration } of withoutEachPath(declared)) {
      it(`${declared.machineId} without ${label}: a marker leaks`, async () => {
        const declarations = machineSecrets.map((other) =>
          other === declared ? declaration : other,
        )
        expect(await leaksOnSomePath(model, paths, declarations)).toBe(true)
      })
    }
  }

  it('a machine with no declaration at all shows none of its data (it fails closed)', async () => {
    const { model, paths } = runs.find((run) => run.model.machine.id === 'loginModal')!
    const declarations = machineSecrets.filter((declared) => declared.machineId !== 'loginModal')
    const messages = await allMessages(model, paths, declarations)
    expect(messages.filter((message) => message.includes(MARKER))).toEqual([])
    expect(messages.join('\n')).not.toContain('demo.member')
    expect(messages.join('\n')).toContain(`"context":"${REDACTED}"`)
  })
})
