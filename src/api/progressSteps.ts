// Where a candidate is: invited, then the step of each event (the candidateProgress machine's
// states, in src/machines). Defined here, not in the machine, so that the console's contract
// (src/agents/contract.ts), which the server reads, imports no machine; and apart from
// candidateProgress.ts, which every public page's API table carries, so that no page loads it.
export const progressSteps = [
  'invited',
  'linkOpened',
  'positionViewed',
  'codeAccepted',
  'interviewStarted',
  'meetingScheduled',
] as const
export type ProgressStep = (typeof progressSteps)[number]
