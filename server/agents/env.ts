// What a console request carries once its staff session is checked (auth.ts): `agent` and
// `agentSessionId`, declared with the app's other variables (server/http/env.ts).
export type { AppEnv as AgentsEnv } from '../http/env.ts'
