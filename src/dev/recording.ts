// The flight recorder's file: what the inspector badge exports (`?inspect`, src/dev/recorder.ts)
// and the playground imports and replays (src/playground/replay.ts). One JSON document, checked
// with this schema on import. `version` changes whenever a field changes meaning or a required
// one is added; a reader refuses every version but its own, saying which it found, rather than
// replay a file it half understands (docs/testing.md, "The flight recorder").
import { z } from 'zod'
import { RECORDING_FORMAT, RECORDING_VERSION } from './recordingFile'

export { RECORDING_FORMAT, RECORDING_VERSION, recordingFileName } from './recordingFile'

/** One actor of the page: a machine's (its id) or an invoked call's (machine null). */
const recordedActorSchema = z.object({
  /** The actor's session id, unique on the page ('x:12'). */
  id: z.string().min(1),
  /** The machine's id ('loginModal'), or null for an actor that is no machine (a call). */
  machine: z.string().nullable(),
  /** The actor that invoked it, or null for a root actor (one the page started). */
  parent: z.string().nullable(),
  /** Its name under its parent (the invoke id, 'login'), or the machine id for a root actor. */
  name: z.string(),
})

/** An event an actor took, and the state it was in after. */
const recordedEntrySchema = z.object({
  /** Milliseconds since the recording started. */
  at: z.number().nonnegative(),
  actor: z.string().min(1),
  machine: z.string().nullable(),
  /** Who sent it: an actor's session id, or null for the page (a click, a key, the view). */
  source: z.string().nullable(),
  /** The event, its declared secrets replaced with '[redacted]'. */
  event: z.looseObject({ type: z.string().min(1) }),
  state: z.object({
    /** The state value (a machine's), or null for an actor without states. */
    value: z.unknown(),
    status: z.enum(['active', 'done', 'error', 'stopped']),
    /** The context, its declared secrets replaced (an undeclared machine's, all of it). */
    context: z.unknown(),
  }),
})

export const recordingSchema = z.object({
  format: z.literal(RECORDING_FORMAT),
  version: z.literal(RECORDING_VERSION),
  app: z.object({
    name: z.string(),
    version: z.string(),
    /** The commit the build was made from, when the build knows it. */
    commit: z.string().optional(),
  }),
  /** The page's path when the recording started (no query: it may carry what is not ours). */
  page: z.string(),
  /** Wall-clock time of the recording's start (ISO 8601, UTC). */
  startedAt: z.iso.datetime(),
  /** Set when the recorder stopped at its bound: what was kept, and why. */
  truncated: z.object({ entries: z.number().int().nonnegative(), reason: z.string() }).nullable(),
  actors: z.array(recordedActorSchema),
  entries: z.array(recordedEntrySchema),
})

export type Recording = z.infer<typeof recordingSchema>
export type RecordedActor = z.infer<typeof recordedActorSchema>
export type RecordedEntry = z.infer<typeof recordedEntrySchema>

export type RecordingRead = { ok: true; recording: Recording } | { ok: false; problem: string }

const pathOf = (path: readonly PropertyKey[]) =>
  path.length === 0 ? 'the file' : path.map(String).join('.')

/** Reads a recording's text: the recording, or the first problem in words. */
export function readRecording(text: string): RecordingRead {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, problem: `The file is not JSON: ${(error as Error).message}` }
  }
  const found = (json as { version?: unknown } | null)?.version
  if (typeof found === 'number' && found !== RECORDING_VERSION)
    return {
      ok: false,
      problem: `This recording is version ${found}; this playground reads version ${RECORDING_VERSION}. Record the session again.`,
    }
  const parsed = recordingSchema.safeParse(json)
  if (parsed.success) return { ok: true, recording: parsed.data }
  const [first] = parsed.error.issues
  return {
    ok: false,
    problem: `The file is not a recording (version ${RECORDING_VERSION}): ${pathOf(first!.path)}: ${first!.message}`,
  }
}
