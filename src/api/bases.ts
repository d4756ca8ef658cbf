/** Where the reference server mounts the API and the campaign service: the defaults of
 *  VITE_API_BASE and VITE_CAMPAIGN_BASE. A module of its own so that the configuration, which
 *  every page loads, does not pull in the zod schemas of the endpoints. */
export const defaultBases = { api: '/api', campaign: '/campaigns' } as const
