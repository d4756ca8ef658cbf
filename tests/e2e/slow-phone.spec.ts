import type { Browser, CDPSession, Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { uniqueEmail } from './addresses'
import { viewports } from './site-routes'
import { logIn } from './signIn'
import { throttleAsASlowPhone } from './slowPhone'

// "No dead clicks, no lost link": on a slow phone (Chromium with 150 ms latency, 1.6 Mbps and a
// CPU 4x slower, set through the DevTools protocol) every primary control takes effect however
// early after the first paint it is used, before the page has hydrated too, and text typed that
// early survives hydration with its validation shown. A tap is a mouse click at the control's
// centre at first paint + 0, 300, 600 and 900 ms, sent whatever the page is doing (as a finger
// would be); what it takes effect as is checked in the page, as the visitor sees it. A lost tap
// never takes effect: the test waits EFFECT_TIMEOUT for it and fails.
//
// The same controls are then used once the page has settled (hydrated, the network quiet): the
// time from the tap to its effect is printed (a benchmark figure). Only for the figures: with
// SLOW_PHONE_SETTLED set, as `npx tsx scripts/slow-phone.ts` sets it. `npm test` leaves it out
// (a minute of a CI run): each control is still used right after the first paint above, and on
// a settled page by its flow's spec (loginModal, nda, subscribe, reachOut, interview) or, for
// the sliders, their model test through the view.
//
// Each figure is recorded as a 'slow-phone' annotation; `npx tsx scripts/slow-phone.ts` runs
// this file and prints them as markdown tables.

/** The times after the first paint at which a control is used. */
const delays = [0, 300, 600, 900]
/** How long a tap may take to show its effect: a lost one never does. Uncontended, the slowest
 *  (the interview's position row) shows in about 4 s; the wait is long because `npm test` runs
 *  the site's tests on the other core meanwhile, and on a busy CI machine a 4x-throttled page
 *  once needed more than 30 s to hydrate and open the overlay (the tap was late, not lost). */
const EFFECT_TIMEOUT = 60_000
/** Desktop-sized: on a phone an interview link opens the switch-to-a-computer notice over the
 *  overlay (interview.spec.ts), so its controls are used at this width, on the same slow
 *  network and CPU. */
const laptop = { width: 1280, height: 800 }

const EMAIL_INVALID = 'Please enter a valid email address.'
const SUBSCRIBED = 'One of our Talent Agents will be in touch with you soon! Cheers!'

/** What the page shows once a control has taken effect; every condition must hold. */
type Condition =
  /** An element matching the selector is rendered, with this text in it. */
  | { shown: string; text?: string }
  /** The field matching the selector holds exactly this text. */
  | { value: string; is: string }
  /** Session storage holds this under the key. */
  | { stored: string; is: string }
  | { path: string }

interface Tap {
  /** When the page handled it (epoch ms). */
  at: number
  /** The element that received it, by tag and name. */
  target: string
  /** The controls whose box holds the point, inert ones too (which receive no tap: it goes
   *  to what is under them), by tag and name. */
  under: string[]
}

/** An input event that took 16 ms or more from the input to the next paint (Event Timing). */
interface SlowEvent {
  /** When the input happened (epoch ms). */
  at: number
  /** From the input to the next paint after its handlers ran (ms). */
  duration: number
}

interface SlowPhoneWindow {
  slowPhone?: { firstPaint?: number; hydrated?: number; taps: Tap[]; events: SlowEvent[] }
}

/** The scroll at each frame a page rendered before its load event (the fragment check). */
interface FramesWindow {
  scrollAtFrames?: number[]
}

/** A figure for the tables (scripts/slow-phone.ts): when the control was used and how long
 *  its effect took. */
export interface Figure {
  part: 'early' | 'settled'
  control: string
  /** When it was meant to be used, after the first paint (ms). */
  plannedAt?: number
  /** The tap's time after the first paint as the page reported it (ms). */
  usedAt?: number
  /** From the tap to the effect shown (ms); null when it never showed. */
  tookEffectAfter: number | null
  /** Once settled: from the tap to the next paint, as INP counts it (ms; 0 when under the
   *  16 ms the browser reports from). An effect that waits on the server shows its busy state
   *  at that paint. */
  nextPaintAfter?: number
  note?: string
}

function record(figure: Figure) {
  test.info().annotations.push({ type: 'slow-phone', description: JSON.stringify(figure) })
}

const devtools = new WeakMap<Page, CDPSession>()

/** The slow phone, from the next navigation on: the network and CPU, and a record in the page
 *  of its first paint, its hydration and the taps it handled (wall-clock times, comparable
 *  with Date.now()). */
async function emulateSlowPhone(page: Page) {
  await page.addInitScript(() => {
    const record: NonNullable<SlowPhoneWindow['slowPhone']> = { taps: [], events: [] }
    ;(window as SlowPhoneWindow).slowPhone = record
    const epoch = (time: number) => performance.timeOrigin + time
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.events.push({ at: epoch(entry.startTime), duration: entry.duration })
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0]
      if (paint) record.firstPaint = epoch(paint.startTime)
    }).observe({ type: 'paint', buffered: true })
    const hydration = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return
      record.hydrated = epoch(performance.now())
      hydration.disconnect()
    })
    hydration.observe(document, { subtree: true, attributeFilter: ['data-hydrated'] })
    const controls = 'button, input, textarea, a, label'
    const describe = (element: Element | null) => {
      const control = element?.closest(controls)
      if (!control) return element?.tagName.toLowerCase() ?? 'nothing'
      const name =
        control.getAttribute('aria-label') ??
        (control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : null) ??
        control.textContent ??
        ''
      return `${control.tagName.toLowerCase()} ${name.trim().slice(0, 40)}`
    }
    addEventListener(
      'pointerdown',
      (event) => {
        const under = [...document.querySelectorAll(controls)].filter((control) => {
          const box = control.getBoundingClientRect()
          const { clientX: x, clientY: y } = event
          return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom
        })
        record.taps.push({
          at: epoch(event.timeStamp),
          target: describe(event.target instanceof Element ? event.target : null),
          under: under.map(describe),
        })
      },
      true,
    )
  })
  const cdp = await page.context().newCDPSession(page)
  devtools.set(page, cdp)
  await cdp.send('Page.enable')
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
  await throttleAsASlowPhone(cdp)
}

/**
 * Opens `path` and returns as soon as the browser reports its first contentful paint, with its
 * time (epoch ms): from the DevTools protocol, not from the page, whose main thread is busy
 * with the app's scripts on a slow phone (asking it would delay every tap). The report's
 * monotonic timestamp is put on the wall clock with the document request's pair of both.
 */
async function openUntilFirstPaint(page: Page, path: string): Promise<number> {
  const cdp = devtools.get(page)!
  const { frameTree } = await cdp.send('Page.getFrameTree')
  let wallClockOffset: number | undefined // seconds
  const onRequest = (event: { type?: string; wallTime: number; timestamp: number }) => {
    if (event.type === 'Document' && wallClockOffset === undefined)
      wallClockOffset = event.wallTime - event.timestamp
  }
  cdp.on('Network.requestWillBeSent', onRequest)
  const painted = new Promise<number>((resolve) => {
    const onEvent = (event: { frameId: string; name: string; timestamp: number }) => {
      if (event.frameId !== frameTree.frame.id || event.name !== 'firstContentfulPaint') return
      cdp.off('Page.lifecycleEvent', onEvent)
      cdp.off('Network.requestWillBeSent', onRequest)
      resolve(
        wallClockOffset === undefined ? Date.now() : (event.timestamp + wallClockOffset) * 1000,
      )
    }
    cdp.on('Page.lifecycleEvent', onEvent)
  })
  await page.goto(path, { waitUntil: 'commit' })
  return painted
}

/** The first paint and hydration as the page saw them (epoch ms), and the taps it handled. */
const pageRecord = (page: Page) => page.evaluate(() => (window as SlowPhoneWindow).slowPhone!)

/** When the page shows every condition (epoch ms, checked at each frame), or null if it does
 *  not within `timeout`. */
async function whenShown(
  page: Page,
  conditions: Condition[],
  timeout = EFFECT_TIMEOUT,
): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(
      (conditions) => {
        const holds = (condition: Condition) => {
          if ('shown' in condition)
            return [...document.querySelectorAll(condition.shown)].some(
              (element) =>
                element.checkVisibility({ visibilityProperty: true }) &&
                element.getClientRects().length > 0 &&
                (condition.text === undefined ||
                  (element.textContent ?? '').includes(condition.text)),
            )
          if ('value' in condition)
            return document.querySelector<HTMLInputElement>(condition.value)?.value === condition.is
          if ('stored' in condition)
            return sessionStorage.getItem(condition.stored) === condition.is
          return location.pathname === condition.path
        }
        return conditions.every(holds) && performance.timeOrigin + performance.now()
      },
      conditions,
      { polling: 'raf', timeout },
    )
    return (await handle.jsonValue()) || null
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return null
    throw error
  }
}

const sleepUntil = (epoch: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, epoch - Date.now())))

type Point = { x: number; y: number }
type Aim = (target: number) => Promise<Point>

/** A tap at `point`, sent whatever the page is doing, as a finger's would be; its time. */
async function tapAt(page: Page, point: Point): Promise<number> {
  const at = Date.now()
  await page.mouse.click(point.x, point.y)
  return at
}

/** The centre of `control` (scrolled into view). */
async function centreOf(control: Locator): Promise<Point> {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box) throw new Error(`${control} has no box to tap`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A primary control: how it is used, and what it then shows. */
interface Control {
  name: string
  /** The page, with a fragment when the control is further down (the browser scrolls there
   *  as it parses, before any script). */
  path: string
  viewport: { width: number; height: number }
  signedIn?: boolean
  /** What it taps: the control, and the fields filled before it. */
  targets: (page: Page) => Locator[]
  /** The start of the control's description in Tap['under']: the tap landed on it. */
  tapsOn: string
  /** Its use, aiming at its targets (by index) with `aim`; resolves to the time of the tap
   *  (or of the leaving of a field) that should take effect. Right after the first paint
   *  `aim` asks the page nothing: its main thread is busy on a slow phone, and every question
   *  would delay the tap. */
  use: (page: Page, aim: Aim) => Promise<number>
  /** What the page shows once it has taken effect. */
  effect: Condition[]
  /** Then the same, asked as assistive technology would. */
  confirm: (page: Page) => Promise<void>
  /** The control the visitor uses next, once the page shows `when`. */
  next?: Pick<Control, 'name' | 'targets' | 'tapsOn' | 'use' | 'effect' | 'confirm'> & {
    when: Condition[]
  }
}

/** Taps the field at `point` and types `text` into it (as autofill or a paste does). */
async function fillAt(page: Page, point: Point, text: string) {
  await tapAt(page, point)
  await page.keyboard.insertText(text)
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Platform Access' })
const ndaDialog = (page: Page) => page.getByRole('dialog', { name: 'Confidentiality Agreement' })
const reachOut = (page: Page) => page.getByRole('form', { name: 'Message to a Talent Agent' })
const overlay = (page: Page) =>
  page.getByRole('complementary', { name: 'Your Next Challenge Starts Here' })
const liveOverlay = ':not([data-overlay-preview]) > aside[data-interview-overlay]'

const typedMessage = 'Typed on a slow phone: is there a Talent Agent for data engineers?'
const tapFirst = async (page: Page, aim: Aim) => tapAt(page, await aim(0))

const controls: Control[] = [
  {
    name: "'Enter to the Future' on /",
    path: '/',
    viewport: viewports.phone,
    targets: (page) => [page.getByRole('button', { name: 'Enter to the Future' })],
    tapsOn: 'button Enter to the Future',
    use: tapFirst,
    effect: [{ shown: 'dialog[open]', text: 'Platform Access' }],
    confirm: (page) => expect(loginDialog(page)).toBeVisible(),
  },
  {
    name: 'NDA checkbox on /nda',
    path: '/nda',
    viewport: viewports.phone,
    signedIn: true,
    targets: (page) => [page.getByRole('checkbox', { name: 'Accept Terms and Conditions.' })],
    tapsOn: 'input Accept Terms',
    use: tapFirst,
    // Ticked by the flow: Continue is enabled (a box the browser ticks alone enables nothing,
    // and hydration unticks it).
    effect: [
      { shown: 'dialog input[type="checkbox"]:checked' },
      { shown: 'dialog button[type="submit"]:enabled', text: 'Continue' },
    ],
    confirm: async (page) => {
      await expect(ndaDialog(page).getByRole('checkbox')).toBeChecked()
      await expect(ndaDialog(page).getByRole('button', { name: 'Continue' })).toBeEnabled()
    },
    next: {
      name: 'NDA Continue, tapped once the box shows ticked',
      when: [{ shown: 'dialog input[type="checkbox"]:checked' }],
      targets: (page) => [ndaDialog(page).getByRole('button', { name: 'Continue' })],
      tapsOn: 'button Continue',
      use: tapFirst,
      effect: [{ path: '/home' }],
      confirm: (page) => expect(page).toHaveURL(/\/home$/),
    },
  },
  {
    name: "Approach slider's 'Growth' tab on /",
    path: '/#approach-heading',
    viewport: viewports.phone,
    targets: (page) => [
      page.getByRole('tablist', { name: 'Our approach' }).getByRole('tab', { name: 'Growth' }),
    ],
    tapsOn: 'button Growth',
    use: tapFirst,
    effect: [
      { shown: '#approach-tab-2[aria-selected="true"]' },
      { shown: '#approach-panel', text: 'A career that compounds' },
    ],
    confirm: async (page) => {
      const tabs = page.getByRole('tablist', { name: 'Our approach' })
      await expect(tabs.getByRole('tab', { name: 'Growth' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(page.getByRole('tabpanel', { name: 'Growth' })).toContainText(
        'A career that compounds',
      )
    },
  },
  {
    name: "Footer's Subscribe on /, address filled first",
    path: '/#footer-subscribe-heading',
    viewport: viewports.phone,
    targets: (page) => {
      const footer = page.getByRole('contentinfo')
      return [footer.getByRole('button', { name: 'Subscribe' }), footer.getByLabel('Email')]
    },
    tapsOn: 'button Subscribe',
    use: async (page, aim) => {
      await fillAt(page, await aim(1), uniqueEmail('slow.phone'))
      return tapAt(page, await aim(0))
    },
    effect: [{ shown: 'footer [role="status"]', text: SUBSCRIBED }],
    confirm: (page) => expect(page.getByRole('contentinfo').getByText(SUBSCRIBED)).toBeVisible(),
  },
  {
    name: 'Reach-out Submit, name and email filled first',
    path: '/reach-out-a-talent-agent#reach-out-fullName', // the form in view
    viewport: viewports.phone,
    targets: (page) => {
      const form = reachOut(page)
      return [
        form.getByRole('button', { name: 'Submit' }),
        form.getByLabel('Complete Name'),
        form.getByLabel('Email', { exact: true }),
      ]
    },
    tapsOn: 'button Submit',
    use: async (page, aim) => {
      await fillAt(page, await aim(1), 'Quinn Slow')
      await fillAt(page, await aim(2), uniqueEmail('quinn'))
      return tapAt(page, await aim(0))
    },
    effect: [{ shown: 'form [role="status"]', text: 'Your message is on its way' }],
    confirm: (page) =>
      expect(reachOut(page).getByRole('button', { name: 'Submitted!' })).toBeVisible(),
  },
  {
    name: 'Interview position row on /interview/demo (1280 px)',
    path: '/interview/demo',
    viewport: laptop,
    // The preview the page first shows, then the live overlay that replaces it.
    targets: (page) => [
      page.locator('aside[data-interview-overlay] button', { hasText: 'Senior Platform' }),
    ],
    tapsOn: 'button Senior Platform',
    use: tapFirst,
    effect: [{ shown: '#interview-position-details', text: 'Must Skills' }],
    confirm: (page) =>
      expect(overlay(page).getByRole('heading', { name: 'Must Skills' })).toBeVisible(),
    next: {
      name: 'Start Interview, tapped once the position shows',
      when: [{ shown: `${liveOverlay} button:enabled`, text: 'Start Interview' }],
      targets: (page) => [overlay(page).getByRole('button', { name: 'Start Interview' })],
      tapsOn: 'button Start Interview',
      use: tapFirst,
      effect: [{ shown: 'dialog[open]', text: 'Before you start' }],
      confirm: (page) =>
        expect(page.getByRole('dialog', { name: 'Before you start' })).toBeVisible(),
    },
  },
]

/** Text typed and a field left before hydration: both survive it, with the reason shown. */
const typedEarly = {
  path: '/reach-out-a-talent-agent',
  targets: (page: Page) => [reachOut(page).getByLabel('Email', { exact: true })],
  /** Types into Email, leaves it for the message (Tab), and types the message over the
   *  template; resolves to the time it left Email. */
  use: async (page: Page, aim: Aim) => {
    await tapAt(page, await aim(0))
    await page.keyboard.insertText('quinn@bad') // one input event: leaves before hydration
    const left = Date.now()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.insertText(typedMessage)
    return left
  },
  // Only the flow marks a field invalid: once it has, the texts must still be those typed.
  effect: [
    { shown: '#reach-out-email[aria-invalid="true"]' },
    { shown: '#reach-out-email-error', text: EMAIL_INVALID },
    { value: '#reach-out-email', is: 'quinn@bad' },
    { value: '#reach-out-content', is: typedMessage },
  ] satisfies Condition[],
  confirm: async (page: Page) => {
    const email = reachOut(page).getByLabel('Email', { exact: true })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(EMAIL_INVALID)
    await expect(email).toHaveValue('quinn@bad')
    await expect(reachOut(page).getByLabel('Email Content')).toHaveValue(typedMessage)
  },
}

/** Where a control's targets are in the page as the server sends it: measured in a browser
 *  without scripts (the page before it hydrates), at the control's width, once per worker.
 *  A tap's record in the page says whether it landed there (Tap['under']). */
const rehearsed = new Map<string, Point[]>()
async function centresAtFirstPaint(
  browser: Browser,
  baseURL: string,
  control: Pick<Control, 'path' | 'viewport' | 'targets'>,
): Promise<Point[]> {
  const key = `${control.path} ${control.viewport.width} ${String(control.targets)}`
  const known = rehearsed.get(key)
  if (known) return known
  const context = await browser.newContext({
    baseURL,
    viewport: control.viewport,
    javaScriptEnabled: false,
  })
  try {
    const page = await context.newPage()
    await page.goto(control.path)
    const points: Point[] = []
    for (const target of control.targets(page)) {
      const box = await target.boundingBox()
      if (!box) throw new Error(`${target} has no box in ${control.path}`)
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      const { width, height } = control.viewport
      if (point.x < 0 || point.y < 0 || point.x > width || point.y > height)
        throw new Error(`${target} is out of view in ${control.path} (${JSON.stringify(point)})`)
      points.push(point)
    }
    rehearsed.set(key, points)
    return points
  } finally {
    await context.close()
  }
}

/** Sets `page` up for `control`: the viewport, the member signed in if it needs one (on the
 *  fast network, before the page becomes a slow phone), then the slow phone. */
async function startOn(page: Page, control: Pick<Control, 'viewport' | 'signedIn'>) {
  await page.setViewportSize(control.viewport)
  if (control.signedIn) {
    await page.goto('/')
    await logIn(page)
    await expect(page).toHaveURL(/\/nda$/)
  }
  if (slowPhones.has(page)) return
  slowPhones.add(page)
  await emulateSlowPhone(page)
}
const slowPhones = new WeakSet<Page>()

/** Aims at the targets as the page shows them now (scrolling them into view). */
const aimNow =
  (targets: Locator[]): Aim =>
  (target) =>
    centreOf(targets[target]!)

/** What the page saw of a use made at `usedAt`: its time after the first paint the page
 *  reported, when the page hydrated, and where the tap went. */
async function asSeenByThePage(page: Page, usedAt: number, tapsOn: string) {
  const seen = await pageRecord(page)
  const firstPaint = seen.firstPaint ?? NaN
  // The page's record of the tap made at `usedAt`: the latest one, as that tap is the use's
  // last act. Not the nearest in time: a field tapped just before, its text typed in between,
  // can be a few milliseconds before `usedAt`, nearer than the tap itself when a loaded
  // machine delivers it late (seen once: "the tap missed button Submit (tap went to input
  // Email)"). A tap that went elsewhere is still the latest, and still fails the check.
  const tap = seen.taps.filter((tap) => tap.at >= usedAt - 50).sort((a, b) => b.at - a.at)[0]
  const hydrated = seen.hydrated === undefined ? null : Math.round(seen.hydrated - firstPaint)
  return {
    usedAt: Math.round(usedAt - firstPaint),
    hydrated,
    hydration: hydrated === null ? 'page not hydrated' : `page hydrated at ${hydrated} ms`,
    tap: tap ? `tap went to ${tap.target}` : 'no tap seen by the page',
    /** The tap was on the control (a layout unlike the rehearsed one would send it elsewhere:
     *  no fault of the page's scripts, and the test says so rather than call it lost). */
    landed: tap?.under.some((control) => control.startsWith(tapsOn)) ?? false,
  }
}

test.describe('on a slow phone, right after the first paint', () => {
  test.describe.configure({ timeout: 150_000 })

  for (const control of controls) {
    for (const delay of delays) {
      test(`${control.name}, used ${delay} ms after the first paint, takes effect`, async ({
        page,
        browser,
        baseURL,
      }) => {
        const points = await centresAtFirstPaint(browser, baseURL!, control)
        await startOn(page, control)
        const firstPaint = await openUntilFirstPaint(page, control.path)
        await sleepUntil(firstPaint + delay)
        const usedAt = await control.use(page, async (target) => points[target]!)
        const shown = await whenShown(page, control.effect)
        const seen = await asSeenByThePage(page, usedAt, control.tapsOn)
        record({
          part: 'early',
          control: control.name,
          plannedAt: delay,
          usedAt: seen.usedAt,
          tookEffectAfter: shown === null ? null : Math.round(shown - usedAt),
          note: `${seen.hydration}; ${seen.tap}`,
        })
        expect(seen.landed, `the tap missed ${control.tapsOn} (${seen.tap})`).toBe(true)
        expect
          .soft(shown, `${control.name}: the use at ${seen.usedAt} ms never took effect`)
          .not.toBeNull()
        if (shown !== null) await control.confirm(page)

        const { next } = control
        if (!next) return
        // The visitor goes on once they see what they expect (a box ticked by the browser
        // alone counts: they cannot tell).
        if ((await whenShown(page, next.when)) === null) {
          record({
            part: 'early',
            control: next.name,
            plannedAt: delay,
            tookEffectAfter: null,
            note: `not tried: never showed ready (${control.name} used at ${delay} ms)`,
          })
          expect(shown, `${next.name}: never ready`).not.toBeNull()
          return
        }
        const nextUsedAt = await next.use(page, aimNow(next.targets(page)))
        const nextShown = await whenShown(page, next.effect)
        const nextSeen = await asSeenByThePage(page, nextUsedAt, next.tapsOn)
        record({
          part: 'early',
          control: next.name,
          plannedAt: delay,
          usedAt: nextSeen.usedAt,
          tookEffectAfter: nextShown === null ? null : Math.round(nextShown - nextUsedAt),
          note: `after ${control.name} used at ${delay} ms; ${nextSeen.hydration}`,
        })
        expect(nextSeen.landed, `the tap missed ${next.tapsOn} (${nextSeen.tap})`).toBe(true)
        expect(nextShown, `${next.name}: never took effect`).not.toBeNull()
        await next.confirm(page)
      })
    }
  }

  test('text typed, and a field left, right after the first paint survive hydration', async ({
    page,
    browser,
    baseURL,
  }) => {
    const phone = { ...typedEarly, viewport: viewports.phone }
    const points = await centresAtFirstPaint(browser, baseURL!, phone)
    await startOn(page, phone)
    await openUntilFirstPaint(page, typedEarly.path)
    const left = await typedEarly.use(page, async (target) => points[target]!)
    const shown = await whenShown(page, typedEarly.effect)
    const seen = await asSeenByThePage(page, left, '')
    const before = seen.hydrated === null || seen.hydrated > seen.usedAt
    record({
      part: 'early',
      control: "Reach-out Email 'quinn@bad' left, message typed: reason shown, texts kept",
      plannedAt: 0,
      usedAt: seen.usedAt,
      tookEffectAfter: shown === null ? null : Math.round(shown - left),
      note: `Email left ${before ? 'before' : 'after'} hydration; ${seen.hydration}`,
    })
    expect(shown, 'the reason shows and the texts are those typed').not.toBeNull()
    await typedEarly.confirm(page)
  })

  test('a link to a part of a page shows that part from its first frame', async ({ page }) => {
    // The taps above aim where the part is once the browser has scrolled to it: a frame of the
    // page's top before that scroll sends them to the top's heading. Each frame's scroll is
    // noted from the first the page renders until the load event.
    await startOn(page, { viewport: viewports.phone })
    await page.addInitScript(() => {
      const frames: number[] = ((window as FramesWindow).scrollAtFrames = [])
      const note = () => {
        frames.push(Math.round(scrollY))
        if (document.readyState !== 'complete' && frames.length < 1000) requestAnimationFrame(note)
      }
      requestAnimationFrame(note)
    })
    await page.goto('/#approach-heading', { waitUntil: 'load' })
    const frames = await page.evaluate(() => (window as FramesWindow).scrollAtFrames!)
    const part = await page.locator('#approach-heading').evaluate((heading) => {
      const top = heading.getBoundingClientRect().top + scrollY
      return Math.round(top - parseFloat(getComputedStyle(heading).scrollMarginTop || '0'))
    })
    expect(frames.length, 'frames noted before the load event').toBeGreaterThan(0)
    expect(part, 'the part is below the first screen').toBeGreaterThan(viewports.phone.height)
    expect(
      frames.filter((scroll) => scroll < part - viewports.phone.height),
      'frames that showed something else than the part',
    ).toEqual([])
  })

  test('leaving /interview/demo for /career-path at its first paint keeps the link', async ({
    page,
  }) => {
    // The card is in the page as the server sends it (interview.spec.ts, 'the first paint'):
    // it is painted at the first paint, when the candidate leaves.
    await startOn(page, { viewport: laptop })
    const firstPaint = await openUntilFirstPaint(page, '/interview/demo')
    const left = Date.now()
    await page.goto('/career-path', { waitUntil: 'commit' })
    const shown = await whenShown(page, [
      { shown: liveOverlay, text: 'Senior Platform' },
      { stored: 'interviewUrl', is: '/interview/demo' },
    ])
    record({
      part: 'early',
      control: '/interview/demo left for /career-path at its first paint',
      plannedAt: 0,
      usedAt: Math.round(left - firstPaint),
      tookEffectAfter: shown === null ? null : Math.round(shown - left),
      note: 'effect: the overlay on /career-path, interviewUrl stored',
    })
    expect(shown, 'the overlay shows on /career-path with the link stored').not.toBeNull()
    await expect(overlay(page)).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('interviewUrl'))).toBe(
      '/interview/demo',
    )
  })
})

test.describe('on a slow phone, once the page has settled', () => {
  test.describe.configure({ timeout: 120_000 })
  test.skip(!process.env.SLOW_PHONE_SETTLED, 'figures only: npx tsx scripts/slow-phone.ts')

  // Two groups, run side by side: on /, and on the other pages.
  const onHome = (control: Control) => control.path === '/' || control.path.startsWith('/#')
  const groups = [controls.filter(onHome), controls.filter((control) => !onHome(control))]
  for (const [index, group] of groups.entries()) {
    test(`time from the tap to its effect: ${group.map((control) => control.name).join('; ')}`, async ({
      page,
    }) => {
      const figures: Figure[] = []
      const measure = async (
        step: Pick<Control, 'name' | 'targets' | 'use' | 'effect' | 'confirm'>,
      ) => {
        const usedAt = await step.use(page, aimNow(step.targets(page)))
        const shown = await whenShown(page, step.effect)
        const tookEffectAfter = shown === null ? null : Math.round(shown - usedAt)
        const nextPaintAfter = Math.round(
          Math.max(
            0,
            ...(await pageRecord(page)).events
              .filter((event) => event.at >= usedAt - 20 && event.at <= usedAt + 200)
              .map((event) => event.duration),
          ),
        )
        figures.push({ part: 'settled', control: step.name, tookEffectAfter, nextPaintAfter })
        expect.soft(tookEffectAfter, `${step.name}: never took effect when settled`).not.toBeNull()
        if (tookEffectAfter !== null) await step.confirm(page)
      }
      const settle = async (path: string) => {
        await page.goto('about:blank') // a new document even when only the fragment differs
        await page.goto(path) // hydrated (the fixture waits for it)
        await page.waitForLoadState('networkidle')
        // An interview link's overlay comes once the browser is idle, and replaces the preview.
        if (path.startsWith('/interview/')) await page.locator(liveOverlay).waitFor()
      }
      for (const control of group) {
        await startOn(page, control)
        await settle(control.path)
        await measure(control)
        if (control.next) await measure(control.next)
      }
      if (index === 1) {
        await settle(typedEarly.path)
        await measure({ ...typedEarly, name: "Reach-out Email 'quinn@bad' left: reason shown" })
      }
      figures.forEach(record)
      console.log(
        [
          'On a slow phone, settled page: time from the tap to its next paint, and to its effect',
          ...figures.map(
            ({ control, tookEffectAfter, nextPaintAfter }) =>
              `  ${control.padEnd(60)} ${String(nextPaintAfter).padStart(4)} ms ${tookEffectAfter === null ? 'never' : `${tookEffectAfter} ms`.padStart(8)}`,
          ),
        ].join('\n'),
      )
    })
  }
})
