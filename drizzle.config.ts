// drizzle-kit: `npm run db:generate` turns changes of server/db/schema.ts into a new SQL
// migration in server/migrations (committed; the server applies them at start).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/migrations',
})
