// `npm start`: builds the site and the server when a build is missing or older than its
// sources, then runs the built server in this very process (plain JavaScript, no TypeScript
// compiler): the signals sent to `npm start` reach the server itself.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const builds = ['dist/client/prerendered.json', 'dist/server/main.js']
const sources = [
  'src',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts',
]

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const builtAt = Math.min(...builds.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)))
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the site and the server…')
  execSync('npm run build', { stdio: 'inherit' })
}
// A person at a terminal reads the log's lines made readable (pino-pretty); a pipe or a file
// gets the JSON lines, as under a supervisor. LOG_FORMAT, when set, decides.
if (process.env.LOG_FORMAT === undefined && process.stdout.isTTY) process.env.LOG_FORMAT = 'pretty'
await import(pathToFileURL(resolve('dist/server/main.js')).href)
