import type { Page } from '@playwright/test'

interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core on the page as it is now; one line per violation, naming the elements. The
 *  site's CSP forbids the inline script Playwright injects: use it with `bypassCSP`. */
export async function axeViolations(
  page: Page,
  /** Selectors left out, e.g. 'iframe' for frames whose content is another page's. */
  exclude: string[] = [],
): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' })
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => unknown } }).axe
    const context = { include: [['html']], exclude: excluded.map((selector) => [selector]) }
    const results = (await axe.run(context, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[]
    }
    return results.violations
  }, exclude)
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}
