// The sample alert rules (deploy/prometheus-alerts.yml) watch metrics the server really exports:
// a renamed metric would leave an alert that can never fire.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appAlone, from } from './appFixture.ts'
import { captureLog } from './logLines.ts'

const rules = readFileSync('deploy/prometheus-alerts.yml', 'utf8')

describe('deploy/prometheus-alerts.yml', () => {
  it('names only metrics the server exports, every mail gauge among them', async () => {
    const app = appAlone({ logger: captureLog().logger })
    const scrape = await (await app.request('/api/metrics', {}, from('127.0.0.1'))).text()
    const exported = new Set([...scrape.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!))
    const expressions = [...rules.matchAll(/^\s+expr: (.+)$/gm)].map((match) => match[1]!)
    expect(expressions).toHaveLength(5)
    const named = new Set(
      expressions.flatMap((expression) =>
        [...expression.matchAll(/\b([a-z_]+)(?=\{)/g)].map((match) => match[1]!),
      ),
    )
    named.delete('up') // Prometheus' own
    expect([...named].filter((name) => !exported.has(name))).toEqual([])
    for (const metric of [
      'mail_oldest_unsent_age_seconds',
      'mail_messages',
      'mail_retries_total',
    ]) {
      expect(named).toContain(metric)
    }
  })
})
