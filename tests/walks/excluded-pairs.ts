// Pairs of transitions the machine's structure allows one after the other, but its guards or
// context never do: each with the reason. `npm run coverage:model` leaves them out of the
// feasible pairs it counts, and fails when a walk takes one (the reason is then wrong).
// Keys are as the report prints them: '<first transition> → <second transition>'.
export const excludedPairs: Record<string, Record<string, string>> = {}

export const excludedPairsOf = (machineId: string): ReadonlyMap<string, string> =>
  new Map(Object.entries(excludedPairs[machineId] ?? {}))
