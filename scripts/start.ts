// `npm start`: builds the site when the build is missing or older than its sources, then
// starts the server.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const buildMarker = 'dist/client/prerendered.json'
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the site…')
  execSync('npm run build', { stdio: 'inherit' })
}
await import('../server/main.ts')
