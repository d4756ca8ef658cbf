// The framework floor's JavaScript, as `npm run perf:floors -- --write-floor` measured it:
// the budget (scripts/bundle-budget.ts) allows each route this much plus its margin.
export const frameworkFloorFile = 'scripts/perf-floor.json'

export interface FrameworkFloor {
  /** The floor's scripts compressed with gzip -9, in KB. */
  gzipKb: number
  /** The same scripts as the floor's server sent them (brotli), in KB. */
  transferredKb: number
  files: number
  measured: string
}
