// One console contract (issue 43): the console's endpoint table (src/api/console/endpoints.ts)
// is the only place its calls are written. The server registers exactly the table's calls, and
// no file of the console or of the server's console modules writes a path of its own.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { consoleEndpoints } from '../../src/api/console/endpoints'
import { agentsBase } from '../../src/agents/contract'
import type { ApiContext } from '../../server/api/context'
import { consoleRoutes } from '../../server/agents/consoleRoute'
import { agentRoutes } from '../../server/agents/routes'
import type { StaffSignInLimits } from '../../server/rateLimit/staffSignIn'

const root = join(import.meta.dirname, '../..')
const tableCalls = Object.values(consoleEndpoints)
  .map((entry) => `${entry.method} ${agentsBase}${entry.path}`)
  .sort()

describe('the server answers the table’s calls, and only them', () => {
  it('registers one route for each entry, and no console route the table lacks', () => {
    // Building the routes touches neither the database nor the limits: they are used per request.
    const app = agentRoutes({} as ApiContext, {
      signInLimits: {} as StaffSignInLimits,
      sessionIdleMs: 60_000,
    })
    const served = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith(`${agentsBase}/`))
        .map((route) => `${route.method} ${route.path}`),
    )
    expect([...served].sort()).toEqual(tableCalls)
  })

  it('lists the same calls for the 405 answers', () => {
    expect(consoleRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(tableCalls)
  })
})

/** Every text a module writes as a string or a template literal (the parts around `${}`), with
 *  its line; comments are not text. */
function literals(file: string, source: string) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: { text: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1
      found.push({ text: node.text, line })
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** The first segment of each console path (/items, /mail, /export.csv, …). */
const consoleSegments = [
  ...new Set(Object.values(consoleEndpoints).map((entry) => `/${entry.path.split('/')[1]}`)),
]

/** Whether `text` is, or begins, a path of the console's API. */
function isConsolePath(text: string) {
  if (text.includes(agentsBase)) return true
  return consoleSegments.some(
    (segment) => text.startsWith(segment) && /^([/?]|$)/.test(text.slice(segment.length)),
  )
}

/** The console's own files and the server's console modules. */
const watchedFolders = ['src/agents', 'server/agents', 'server/campaigns']
/** Where the base itself is defined: the one text allowed to hold it. */
const baseDefinition = { file: 'src/agents/contract.ts', text: agentsBase }

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

describe('no path of the console outside its table', () => {
  it('finds a path written by hand (the check itself)', () => {
    const written = literals('x.ts', "call('GET', `/mail/${id}/resend`); get(`${base}/items`)")
    expect(written.filter(({ text }) => isConsolePath(text)).map(({ text }) => text)).toEqual([
      '/mail/',
      '/items',
    ])
    expect(isConsolePath('/api/agents/session')).toBe(true)
    expect(isConsolePath('/export.csv?kind=message')).toBe(true)
    // The console's pages are not its API: /agents/mail is a screen's address.
    expect(isConsolePath('/agents/mail')).toBe(false)
    expect(isConsolePath('/mailbox')).toBe(false)
  })

  it.each(watchedFolders)('%s writes none', (folder) => {
    const files = sourceFiles(folder)
    expect(files.length).toBeGreaterThan(0)
    const written = files.flatMap((file) =>
      literals(file, readFileSync(join(root, file), 'utf8'))
        .filter(({ text }) => isConsolePath(text))
        .filter(({ text }) => !(file === baseDefinition.file && text === baseDefinition.text))
        .map(({ text, line }) => `${file}:${line} ${JSON.stringify(text)}`),
    )
    expect(written).toEqual([])
  })
})
