import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

/** axe-core's script, read once per worker. Evaluated in the page rather than added as a
 *  script tag: the tag took about twice as long (200 against 100 ms a page on this machine,
 *  paid by every axe check of the suite). */
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8')

interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core on the page as it is now; one line per violation, naming the elements. The
 *  site's CSP does not stop it: the script comes through the DevTools protocol, not as an
 *  inline script (the specs' `bypassCSP`, set for the script tag it was, is no longer needed
 *  for axe). */
export async function axeViolations(
  page: Page,
  /** Selectors left out, e.g. 'iframe' for frames whose content is another page's. */
  exclude: string[] = [],
): Promise<string[]> {
  // The page at rest: a colour transition still running (a button's 200 ms from its disabled
  // look to gold) is measured halfway, dark text on a dark blend, and fails contrast for a
  // moment no one reads. Endless or paused animations (a busy pulse, the logos' band) are
  // measured as they are.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await page.evaluate(axeSource)
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
