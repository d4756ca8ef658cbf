// The default base URLs of the API and the campaign service (the reference server mounts its
// paths under them). A module of its own, without the contract's schemas, so that reading the
// configuration does not load zod into every page.
export const defaultBases = { api: '/api', campaign: '/campaigns' } as const
