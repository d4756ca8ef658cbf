// The dialog and flow states `npm run screenshots` photographs: each drives the real site
// against the server's demo data (member demo.member, interview hash `demo`, code WELCOME-2025).
import type { Page } from '@playwright/test'

export type Width = 'phone' | 'desktop'

export interface Scene {
  name: string
  /** Brings the page to the state; the shot is taken when it returns. */
  act: (page: Page) => Promise<void>
  /** Only at these widths (the interview's modals are not reachable on a phone). */
  widths?: Width[]
}

const demoMember = { username: 'demo.member', password: 'Club-Demo-2025!' }

async function openLogin(page: Page) {
  await page.goto('/career-path')
  await page.getByRole('button', { name: 'Enter to the Future' }).click()
  return page.getByRole('dialog', { name: 'Platform Access' })
}

async function openInvitation(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'I want to be a Member' }).first().click()
  return page.getByRole('dialog', { name: 'Start your Journey' })
}

async function signIn(page: Page) {
  const dialog = await openLogin(page)
  await dialog.getByLabel('User Name').fill(demoMember.username)
  await dialog.getByLabel('Password').fill(demoMember.password)
  await dialog.getByLabel('Password').press('Enter')
  await page.waitForURL(/\/(nda|home)$/)
}

const overlay = (page: Page) =>
  page.getByRole('complementary', { name: 'Your Next Challenge Starts Here' })

/** Each step's view loads with it (src/ui/interview/overlayParts.tsx): the scenes wait for it. */
async function openPosition(page: Page) {
  await page.goto('/interview/demo')
  await overlay(page)
    .getByRole('button', { name: /Senior Platform/ })
    .click()
  await overlay(page).getByRole('heading', { name: 'Must Skills' }).waitFor()
}

async function openAccessCode(page: Page) {
  await openPosition(page)
  await overlay(page).getByRole('button', { name: 'Start Interview', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ok, got it!' }).click()
}

async function acceptCode(page: Page) {
  await openAccessCode(page)
  const code = page.getByRole('dialog').getByLabel('Access code')
  await code.fill('WELCOME-2025')
  await code.press('Enter')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
}

export const flowScenes: Scene[] = [
  { name: 'login-step-1', act: async (page) => void (await openLogin(page)) },
  {
    name: 'login-wrong-password',
    act: async (page) => {
      const dialog = await openLogin(page)
      await dialog.getByLabel('User Name').fill(demoMember.username)
      await dialog.getByLabel('Password').fill('not-the-password')
      await dialog.getByLabel('Password').press('Enter')
      await dialog.getByRole('alert').filter({ hasText: /./ }).waitFor()
    },
  },
  { name: 'invitation-step-2', act: async (page) => void (await openInvitation(page)) },
  {
    name: 'invitation-invalid-email',
    act: async (page) => {
      const dialog = await openInvitation(page)
      await dialog.getByLabel('I prefer to be contacted by email').check()
      await dialog.getByLabel('Email', { exact: true }).fill('robin@example')
      await dialog.getByLabel('Email', { exact: true }).press('Enter')
    },
  },
  {
    name: 'invitation-thanks',
    act: async (page) => {
      const dialog = await openInvitation(page)
      await dialog.getByLabel('Linkedin Profile').fill(`linkedin.com/in/shot-${Date.now()}`)
      await dialog.getByRole('button', { name: 'Request an Invitation' }).click()
      await page
        .getByRole('dialog', { name: 'Thank You for Your Interest in Joining...' })
        .waitFor()
    },
  },
  {
    name: 'reach-out-invalid-email',
    act: async (page) => {
      await page.goto('/reach-out-a-talent-agent')
      const form = page.getByRole('form', { name: 'Message to a Talent Agent' })
      await form.getByLabel('Complete Name').fill('Quinn Hale')
      await form.getByLabel('Email', { exact: true }).fill('quinn@bad')
      await form.getByLabel('Email Content').focus()
    },
  },
  {
    name: 'footer-invalid-email',
    act: async (page) => {
      await page.goto('/think-tank')
      const footer = page.getByRole('contentinfo')
      await footer.getByLabel('Email').fill('bad@')
      await footer.getByLabel('Email').press('Enter')
      await footer.getByLabel('Email').blur()
    },
  },
  {
    name: 'registration-invalid',
    act: async (page) => {
      await page.goto('/i-want-a-password')
      // 'Send my request' is disabled until the form can be sent: fields left say why.
      const form = page.getByRole('form', { name: 'Request your invitation' })
      await form.getByLabel('Full Name').focus()
      await form.getByLabel('Email').fill('robin@example')
      await form.getByLabel('Role').focus()
    },
  },
  {
    name: 'nda-anonymous-continue',
    act: async (page) => {
      await page.goto('/nda')
      const nda = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
      await nda.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }).check()
      await nda.getByRole('button', { name: 'Continue' }).click()
      await nda.getByRole('alert').filter({ hasText: /./ }).waitFor()
    },
  },
  { name: 'nda-signed-in', act: signIn },
  {
    name: 'account-menu-open',
    act: async (page) => {
      await signIn(page)
      await page.goto('/home')
      await page.getByRole('button', { name: /^Account of / }).click()
    },
  },
  { name: 'interview-landing', act: async (page) => void (await page.goto('/interview/demo')) },
  { name: 'interview-details', act: openPosition, widths: ['desktop'] },
  {
    name: 'interview-guidelines',
    widths: ['desktop'],
    act: async (page) => {
      await openPosition(page)
      await overlay(page).getByRole('button', { name: 'Start Interview', exact: true }).click()
      await page.getByRole('dialog', { name: 'Before you start' }).waitFor()
    },
  },
  { name: 'interview-access-code', act: openAccessCode, widths: ['desktop'] },
  {
    name: 'interview-wrong-code',
    widths: ['desktop'],
    act: async (page) => {
      await openAccessCode(page)
      const code = page.getByRole('dialog').getByLabel('Access code')
      await code.fill('NOT-A-CODE')
      await code.press('Enter')
      await page.getByText('Code provided is invalid').waitFor()
    },
  },
  { name: 'interview-start', act: acceptCode, widths: ['desktop'] },
  {
    name: 'interview-running',
    widths: ['desktop'],
    act: async (page) => {
      await acceptCode(page)
      await overlay(page).getByRole('button', { name: 'Start Interview Now' }).click()
      await page.getByTitle('Your interview').waitFor()
    },
  },
  {
    name: 'interview-video',
    widths: ['desktop'],
    act: async (page) => {
      await acceptCode(page)
      await overlay(page)
        .getByRole('button', { name: 'Discover the Next Generation Interview' })
        .click()
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    name: 'interview-calendar',
    widths: ['desktop'],
    act: async (page) => {
      await acceptCode(page)
      await overlay(page).getByRole('button', { name: 'Schedule for later' }).click()
      await page.getByRole('dialog', { name: 'Schedule a call with a recruiter' }).waitFor()
    },
  },
]
