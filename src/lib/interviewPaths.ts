// Which paths are interview links (SPEC.md 2.8, 4), and their campaign's hash. A module of its
// own, without the interview link machine, so that every page can ask whether it needs that
// machine at all, and the server can find the campaign a link's page is served with.

export const interviewPathPrefix = '/interview/'

export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export const isInterviewPath = (path: string | null) =>
  path !== null && path.startsWith(interviewPathPrefix) && path.length > interviewPathPrefix.length

/** SPEC.md 7: the campaign's hash is the last path segment of the interview link. */
export const campaignHashOf = (link: string) => link.split('/').filter(Boolean).at(-1) ?? ''
