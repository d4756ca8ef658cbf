// What the recorder writes into a recording without its schema (recording.ts): the site's
// lazily loaded inspector never loads zod for it, since the build puts every zod module it
// uses in the chunk the site's forms load (vite.config.ts, the 'schemas' group), and a recorder
// that imported the schema grew that chunk by 16 KB on every form's page.

export const RECORDING_FORMAT = 'nova-club-recording'
export const RECORDING_VERSION = 1

/** The file name an export gets: the page and when the recording started. */
export function recordingFileName(recording: { page: string; startedAt: string }): string {
  const page = recording.page.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home'
  const time = recording.startedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')
  return `recording-${page}-${time}.json`
}
