// Files the server reads at run time (migrations, demo pages), named from this module's place:
// server/ when it runs from source, dist/server/ when it runs built, where the build copies
// them next to the bundle (scripts/build-server.ts).
import { fileURLToPath } from 'node:url'

export const serverFile = (path: string) => fileURLToPath(new URL(path, import.meta.url))
