// Which paths are interview links (SPEC.md 2.8, 4). A module of its own, without the interview
// link machine, so that every page can ask whether it needs that machine at all.

export const interviewPathPrefix = '/interview/'

export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export const isInterviewPath = (path: string | null) =>
  path !== null && path.startsWith(interviewPathPrefix) && path.length > interviewPathPrefix.length
