// The pictures of `npm run gallery`: for each machine, the states its view renders, each reached by
// driving the built site against the server's demo data (the flows of scripts/screenshots/scenes.ts)
// and cropped to the component that shows it. Each run starts with an empty data directory, so
// fixed e-mail addresses register anew.
import type { Locator, Page } from '@playwright/test'
import { flowScenes, openLogin, type Width } from '../screenshots/scenes.ts'

export interface GalleryScene {
  machine: string
  /** The state the picture shows, as docs/statecharts/<machine>.md names it. */
  state: string
  /** What the user sees, in words, under the state's name. */
  caption: string
  act: (page: Page) => Promise<void>
  /** The element the picture is cropped to. */
  crop: (page: Page) => Locator
  widths: Width[]
}

/** The view of each machine: the sources its pictures depend on, besides the machine's file. */
export const viewSources: Record<string, string[]> = {
  loginModal: ['src/ui/login', 'src/ui/membership', 'src/ui/forms'],
  reachOut: ['src/ui/reachOut', 'src/ui/forms'],
  subscribe: ['src/ui/subscribe', 'src/ui/forms'],
  memberRegistration: ['src/ui/registration', 'src/ui/forms'],
  nda: ['src/ui/nda', 'src/ui/pages/NdaPage.tsx', 'src/ui/pages/NdaPage.module.css'],
  interview: ['src/ui/interview'],
  accessCode: ['src/ui/interview', 'src/ui/forms'],
}

/** Stylesheets every view depends on. */
export const sharedStyles = ['src/ui/styles']

const flow = (name: string) => {
  const scene = flowScenes.find((candidate) => candidate.name === name)
  if (!scene) throw new Error(`No flow scene named ${name} in scripts/screenshots/scenes.ts`)
  return scene.act
}
/** A flow, then until `shown` is visible: the modals' code loads lazily behind a spinner. */
const flowUntil = (name: string, shown: (page: Page) => Locator) => async (page: Page) => {
  await flow(name)(page)
  await shown(page).waitFor()
}
const both: Width[] = ['phone', 'desktop']
const dialog = (page: Page) => page.getByRole('dialog')
const overlay = (page: Page) =>
  page.getByRole('complementary', { name: 'Your Next Challenge Starts Here' })

export const galleryScenes: GalleryScene[] = [
  {
    machine: 'loginModal',
    state: 'login.editing',
    caption: 'The login step, empty.',
    act: flowUntil('login-step-1', (page) => dialog(page).getByLabel('User Name')),
    crop: dialog,
    widths: both,
  },
  {
    machine: 'loginModal',
    state: 'login.submitting',
    caption: 'Logging in: the server has not answered yet.',
    act: async (page) => {
      // Hold the sign-in request so that the picture catches the wait.
      await page.route('**/api/**', (route) =>
        route.request().method() === 'POST' ? undefined : route.continue(),
      )
      const login = await openLogin(page)
      await login.getByLabel('User Name').fill('demo.member')
      await login.getByLabel('Password').fill('any password')
      await login.getByLabel('Password').press('Enter')
      await login.locator('[aria-busy="true"], button:disabled').first().waitFor()
    },
    crop: dialog,
    widths: both,
  },
  {
    machine: 'loginModal',
    state: 'login.failed',
    caption: 'A wrong password: the error under the form.',
    act: flow('login-wrong-password'),
    crop: dialog,
    widths: both,
  },
  {
    machine: 'loginModal',
    state: 'invitation.form.editing',
    caption: 'Step 2, asking for an invitation.',
    act: flowUntil('invitation-step-2', (page) => dialog(page).getByLabel('Linkedin Profile')),
    crop: dialog,
    widths: both,
  },
  {
    machine: 'loginModal',
    state: 'invitation.form.invalid',
    caption: 'Step 2 with an invalid e-mail.',
    act: flow('invitation-invalid-email'),
    crop: dialog,
    widths: both,
  },
  {
    machine: 'loginModal',
    state: 'thanks',
    caption: 'The thanks once the request is sent.',
    act: flow('invitation-thanks'),
    crop: dialog,
    widths: both,
  },
  {
    machine: 'reachOut',
    state: 'idle.editing',
    caption: 'The message form with an invalid e-mail.',
    act: flow('reach-out-invalid-email'),
    crop: (page) => page.getByRole('form', { name: 'Message to a Talent Agent' }),
    widths: both,
  },
  {
    machine: 'subscribe',
    state: 'idle.editing',
    caption: 'The newsletter box in the footer with an invalid e-mail.',
    act: flow('footer-invalid-email'),
    crop: (page) => page.getByRole('contentinfo').locator('form').first(),
    widths: both,
  },
  {
    machine: 'subscribe',
    state: 'subscribed',
    caption: 'Subscribed: the thanks in place of the invitation to subscribe.',
    act: async (page) => {
      await page.goto('/think-tank')
      const email = page.getByRole('contentinfo').getByLabel('Email')
      await email.fill('reader@example.com')
      await email.press('Enter')
      await page.getByRole('contentinfo').getByText('Talent Agents will be in touch').waitFor()
    },
    crop: (page) => page.getByRole('contentinfo').locator('form').first(),
    widths: both,
  },
  {
    machine: 'memberRegistration',
    state: 'idle.editing',
    caption: 'The registration form sent empty: every field says what it needs.',
    act: flow('registration-invalid'),
    crop: (page) => page.getByRole('form', { name: 'Request your invitation' }),
    widths: both,
  },
  {
    machine: 'memberRegistration',
    state: 'registered',
    caption: 'The request received: the form gives way to the thanks.',
    act: async (page) => {
      await page.goto('/i-want-a-password')
      const form = page.getByRole('form', { name: 'Request your invitation' })
      await form.getByLabel('Full Name').fill('Robin Vale')
      await form.getByLabel('Email').fill('robin@example.com')
      await form.getByLabel('Role').fill('Platform engineer')
      await form.getByRole('button', { name: 'Send my request' }).click()
      await page.getByRole('status').filter({ hasText: 'Request received' }).waitFor()
    },
    crop: (page) => page.getByRole('status').filter({ hasText: 'Request received' }),
    widths: both,
  },
  {
    machine: 'nda',
    state: 'notAccepted',
    caption: 'The agreement, not accepted yet.',
    act: async (page) => void (await page.goto('/nda')),
    crop: dialog,
    widths: both,
  },
  {
    machine: 'nda',
    state: 'accepted.ready',
    caption: 'The terms accepted: Continue is enabled.',
    act: async (page) => {
      await page.goto('/nda')
      await dialog(page).getByRole('checkbox', { name: 'Accept Terms and Conditions.' }).check()
    },
    crop: dialog,
    widths: both,
  },
  {
    machine: 'nda',
    state: 'accepted.signInRequired',
    caption: 'Accepted without being signed in: asked to sign in.',
    act: flow('nda-anonymous-continue'),
    crop: dialog,
    widths: both,
  },
  {
    machine: 'interview',
    state: 'shown.mobileNotice.visible.open',
    caption: 'On a phone, first a notice that the interview works best on a computer.',
    act: flowUntil('interview-landing', (page) => dialog(page)),
    crop: dialog,
    widths: ['phone'],
  },
  {
    machine: 'interview',
    state: 'shown.panel.opportunity',
    caption: 'The overlay on the interview page: the opportunity.',
    act: flow('interview-landing'),
    crop: overlay,
    // A phone gets the notice instead, and accepting it leaves the interview page.
    widths: ['desktop'],
  },
  {
    machine: 'interview',
    state: 'shown.panel.details',
    caption: "The position's details.",
    act: flow('interview-details'),
    crop: overlay,
    widths: ['desktop'],
  },
  {
    machine: 'interview',
    state: 'shown.panel.start.ready',
    caption: 'The code accepted: start now, watch the video or schedule for later.',
    act: flow('interview-start'),
    crop: overlay,
    widths: ['desktop'],
  },
  {
    machine: 'interview',
    state: 'shown.panel.start.watchingVideo.visible.open',
    caption: 'The video modal.',
    act: flow('interview-video'),
    crop: dialog,
    widths: ['desktop'],
  },
  {
    machine: 'interview',
    state: 'shown.panel.start.scheduling.visible.open',
    caption: 'The scheduling modal.',
    act: flow('interview-calendar'),
    crop: dialog,
    widths: ['desktop'],
  },
  {
    machine: 'accessCode',
    state: 'guidelines',
    caption: 'The guidelines before the code.',
    act: flow('interview-guidelines'),
    crop: dialog,
    widths: ['desktop'],
  },
  {
    machine: 'accessCode',
    state: 'entry.editing',
    caption: 'Asking for the access code.',
    act: flow('interview-access-code'),
    crop: dialog,
    widths: ['desktop'],
  },
  {
    machine: 'accessCode',
    state: 'entry.invalid',
    caption: 'A wrong code.',
    act: flow('interview-wrong-code'),
    crop: dialog,
    widths: ['desktop'],
  },
]
