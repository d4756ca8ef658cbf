// @vitest-environment jsdom
// The statechart playground (src/playground, dev only): it lists every machine, runs the chosen
// one's view on the model tests' fakes, offers what the machine accepts now, replays a shared
// link to the same state, shows no secret, and stays out of the production build.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { machineSecrets } from '../../src/machines/secrets'
import { Playground } from '../../src/playground/Playground'
import { demoSecrets } from '../support/secrets'
import { serverModels } from '../model/models'

// Every demo secret becomes a marker the page must never show (vi.mock runs before the imports).
vi.mock('../support/secrets', async (importOriginal) => {
  const { demoSecrets } = await importOriginal<typeof import('../support/secrets')>()
  const names = Object.keys(demoSecrets)
  return { demoSecrets: Object.fromEntries(names.map((name) => [name, `SECRET-MARKER-${name}`])) }
})

/** A location as the browser gives it, for the playground at /__playground. */
const at = (search = '') => new URL(`http://localhost/__playground${search}`) as unknown as Location

const currentState = () => screen.getByTestId('current-state').textContent
const context = () => screen.getByTestId('context').textContent ?? ''
const steps = () => within(screen.getByRole('region', { name: 'What can happen now' }))
/** The view runs in a frame of its own (a modal dialog there leaves the steps clickable). */
const viewFrame = () =>
  within(screen.getByRole('region', { name: 'View' })).getByTitle(/^The view of/)
const viewDocument = () => (viewFrame() as HTMLIFrameElement).contentDocument!
const view = () => within(viewDocument().body)
/** A person acting in the view: user-event types into its own document's focused field. */
const inView = () => userEvent.setup({ document: viewDocument() })
/** All the text shown: the playground's and its view's. */
const allText = () => `${document.body.textContent} ${viewDocument().body.textContent}`

/** Types `value` into the form of an event with a value, and sends it. */
async function sendValue(user: UserEvent, type: string, value: string) {
  const form = steps().getByRole('form', { name: type })
  const field = within(form).getByRole('textbox', { name: 'value' })
  await user.clear(field)
  await user.type(field, value)
  await user.click(within(form).getByRole('button', { name: type }))
}

async function choose(name: string) {
  const user = userEvent.setup()
  const { unmount } = render(<Playground location={at()} />)
  await user.click(screen.getByRole('link', { name }))
  await screen.findByRole('heading', { level: 2, name })
  return { user, unmount }
}

describe('the statechart playground', () => {
  it('lists every machine', () => {
    render(<Playground location={at()} />)
    const listed = within(screen.getByRole('navigation', { name: 'Machines' }))
      .getAllByRole('link')
      .map((link) => link.textContent)
    // Every machine has a secrets declaration (a test holds that): each with a view is listed
    // (the server's machines have none).
    const elsewhere = new Set(serverModels.map((model) => model.machine.id))
    for (const { machineId } of machineSecrets.filter(({ machineId }) => !elsewhere.has(machineId)))
      expect(listed.some((name) => name === machineId || name?.startsWith(`${machineId}.`))).toBe(
        true,
      )
  })

  it("renders the chosen machine's view, what it accepts now, and its state on the diagram", async () => {
    await choose('loginModal')
    expect(view().getByRole('heading', { name: 'Platform Access' })).toBeInTheDocument()
    expect(steps().getByRole('button', { name: 'SUBMIT_LOGIN' })).toBeInTheDocument()
    expect(steps().getByRole('form', { name: 'CHANGE_USERNAME' })).toBeInTheDocument()
    // Step 2's events are not accepted at step 1.
    expect(steps().queryByRole('button', { name: 'SUBMIT_INVITATION' })).toBeNull()
    expect(currentState()).toBe('login.editing')
    const diagram = await screen.findByTestId('diagram')
    // The SVG goes into the shadow root in an effect after the host element is in the page.
    await waitFor(() => expect(diagram.shadowRoot?.querySelector('svg')).toBeTruthy())
    const active = diagram.shadowRoot!.querySelectorAll('[data-playground-active]')
    expect([...active].map((node) => node.id)).toEqual([
      expect.stringMatching(/^statechart-loginModal-overview-state-loginModal_login_editing-\d+$/),
    ])
  })

  it('moves the state when an event is sent, with the typed value', async () => {
    const { user } = await choose('loginModal')
    await sendValue(user, 'CHANGE_USERNAME', 'robin')
    expect(view().getByLabelText('User Name')).toHaveValue('robin')
    await user.click(steps().getByRole('button', { name: 'SUBMIT_LOGIN' }))
    expect(currentState()).toBe('login.submitting')
    await user.click(steps().getByRole('button', { name: /^logIn fails/ }))
    expect(currentState()).toBe('login.failed')
  })

  it('replays a shared link to the same state and context', async () => {
    const { user, unmount } = await choose('loginModal')
    await user.click(steps().getByRole('button', { name: 'WANT_MEMBERSHIP' }))
    await user.click(steps().getByRole('button', { name: 'TOGGLE_EMAIL' }))
    await sendValue(user, 'CHANGE_CONTACT', 'robin@')
    await user.click(steps().getByRole('button', { name: 'SUBMIT_INVITATION' }))
    expect(currentState()).toBe('invitation.form.invalid')
    await user.click(steps().getByRole('button', { name: /^Let 3000 ms pass$/ }))
    expect(currentState()).toBe('invitation.form.editing')
    const shared = screen.getByRole('link', { name: 'Link to this state' }).getAttribute('href')!
    const reached = { state: currentState(), context: context() }
    unmount()

    render(<Playground location={at(new URL(shared, 'http://localhost').search)} />)
    await screen.findByRole('heading', { level: 2, name: 'loginModal' })
    expect({ state: currentState(), context: context() }).toEqual(reached)
  })

  it('shows no secret in the context, the link or a text field', async () => {
    const { user, unmount } = await choose('loginModal')
    await user.click(steps().getByRole('button', { name: 'CHANGE_PASSWORD' }))
    expect(context()).toContain('"password": "[redacted]"')
    const shared = screen.getByRole('link', { name: 'Link to this state' }).getAttribute('href')
    expect(shared).toContain('CHANGE_PASSWORD')
    expect(shared).not.toContain('SECRET-MARKER')
    // Only password fields (the view's and the playground's) hold the typed password.
    const inputs = [document, viewDocument()].flatMap((shown) => [
      ...shown.querySelectorAll('input'),
    ])
    const holding = inputs.filter((input) => input.value.includes('SECRET-MARKER'))
    expect(holding.length).toBeGreaterThan(0)
    expect(holding.map((input) => input.type)).toEqual(holding.map(() => 'password'))
    // The login call's answer (tokens) is offered without them.
    await user.click(steps().getByRole('button', { name: 'SUBMIT_LOGIN' }))
    expect(steps().getByRole('button', { name: /^logIn answers/ })).toHaveTextContent(
      '"token":"[redacted]"',
    )
    expect(allText()).not.toContain('SECRET-MARKER')
    // The link replays the demo password in its place.
    unmount()
    const { unmount: unmountReplay } = render(
      <Playground location={at(new URL(shared!, 'http://localhost').search)} />,
    )
    await screen.findByRole('heading', { level: 2, name: 'loginModal' })
    expect(view().getByLabelText('Password')).toHaveValue(demoSecrets.password)
    unmountReplay()
    render(<Playground location={at()} />)
    await user.click(screen.getByRole('link', { name: 'session' }))
    await screen.findByRole('heading', { level: 2, name: 'session' })
    await user.click(steps().getByRole('button', { name: 'LOGGED_IN' }))
    expect(currentState()).toMatch(/^signedIn/)
    expect(context()).toContain('[redacted]')
    expect(allText()).not.toContain('SECRET-MARKER')
  })
})

/** Opens the playground at a link that replays `steps` on machine `name`. */
async function replay(name: string, steps: unknown[], frame = '') {
  const search = `?machine=${name}&steps=${encodeURIComponent(JSON.stringify(steps))}${frame}`
  render(<Playground location={at(search)} />)
  if (!frame) await screen.findByRole('heading', { level: 2, name })
  const user = userEvent.setup()
  return { user }
}

describe('a link to a state reached in the view', () => {
  it('records what a person types and clicks in the view, besides the steps, and replays it', async () => {
    const { user, unmount } = await choose('loginModal')
    await inView().type(view().getByLabelText('User Name'), 'robin')
    await inView().type(view().getByLabelText('Password'), 'typed-secret')
    await user.click(view().getByRole('button', { name: 'Login' }))
    expect(currentState()).toBe('login.submitting')
    await user.click(steps().getByRole('button', { name: /^logIn fails/ }))
    expect(currentState()).toBe('login.failed')
    const shared = screen.getByRole('link', { name: 'Link to this state' }).getAttribute('href')!
    const reached = { state: currentState(), context: context() }
    expect(reached.context).toContain('"username": "robin"')

    // Each field's typing is one step (its whole text), the password left out of the link.
    const recorded = JSON.parse(new URL(shared, 'http://localhost').searchParams.get('steps')!)
    expect(recorded).toEqual([
      { send: { type: 'CHANGE_USERNAME', value: 'robin' } },
      { send: { type: 'CHANGE_PASSWORD', value: '[redacted]' } },
      { send: { type: 'SUBMIT_LOGIN' } },
      { answer: 'logIn', outcome: 'error', option: 0 },
    ])
    expect(shared).not.toContain('typed-secret')
    expect(
      screen.getByRole('link', { name: 'Link to this state' }).parentElement,
    ).toHaveTextContent('(4 steps;')
    unmount()

    render(<Playground location={at(new URL(shared, 'http://localhost').search)} />)
    await screen.findByRole('heading', { level: 2, name: 'loginModal' })
    expect({ state: currentState(), context: context() }).toEqual(reached)
    // The password is replayed from the demo data.
    expect(view().getByLabelText('Password')).toHaveValue(demoSecrets.password)
  })

  it("runs a console view on its machine: the inbox's filter changed in the view is its own address", async () => {
    const { user, unmount } = await choose('agentInbox')
    await user.click(steps().getAllByRole('button', { name: /^loadPage answers/ })[0]!)
    expect(currentState()).toBe('ready.idle')
    expect(view().getByRole('button', { name: /Avery Quinn/ })).toBeInTheDocument()
    await inView().selectOptions(view().getByLabelText('Owner'), 'Mine')
    // The address follows the inbox (ConsoleParts.tsx): the view sends it nothing that would
    // undo the choice, so the inbox waits for the choice to settle, and the link holds one step
    // more than the answer: the choice.
    expect(currentState()).toBe('settling')
    expect(view().getByLabelText('Owner')).toHaveValue('mine')
    const shared = screen.getByRole('link', { name: 'Link to this state' }).getAttribute('href')!
    expect(JSON.parse(new URL(shared, 'http://localhost').searchParams.get('steps')!)).toEqual([
      { answer: 'loadPage', outcome: 'done', option: 0 },
      { send: { type: 'CHANGE_FILTER', filter: 'owner', value: 'mine' } },
    ])
    unmount()

    // Replayed, the view comes after the steps: at an address of no filter it would load that.
    render(<Playground location={at(new URL(shared, 'http://localhost').search)} />)
    await screen.findByRole('heading', { level: 2, name: 'agentInbox' })
    expect(currentState()).toBe('settling')
    expect(view().getByLabelText('Owner')).toHaveValue('mine')
  })

  it('keeps a text typed anew (not typed on) as a step of its own', async () => {
    const { user } = await choose('loginModal')
    await user.click(view().getByRole('button', { name: 'I would like to be a member' }))
    await inView().type(view().getByLabelText('Linkedin Profile'), 'in/robin')
    await sendValue(user, 'CHANGE_CONTACT', 'in/avery')
    const shared = screen.getByRole('link', { name: 'Link to this state' }).getAttribute('href')!
    const recorded = JSON.parse(new URL(shared, 'http://localhost').searchParams.get('steps')!)
    expect(recorded).toEqual([
      { send: { type: 'WANT_MEMBERSHIP' } },
      { send: { type: 'CHANGE_CONTACT', value: 'in/robin' } },
      // Not the same text typed on: a step of its own.
      { send: { type: 'CHANGE_CONTACT', value: 'in/avery' } },
    ])
  })
})

describe('a link with a secret', () => {
  it('replays the demo secret, not an empty sample of the same event', async () => {
    // The model types an empty code and the demo code; the link carries neither.
    await replay('accessCode', [
      { send: { type: 'ACKNOWLEDGE' } },
      { send: { type: 'TYPE', code: '[redacted]' } },
      { send: { type: 'SUBMIT' } },
    ])
    expect(currentState()).toBe('checking')
    expect(allText()).not.toContain('SECRET-MARKER')
  })
})

describe("the views that live in the site's router", () => {
  // jsdom has no <dialog> methods (happy-dom, which the model tests use, has them): open and
  // close it as a browser does, without the top layer; in the page, and in the view's frame,
  // a window with a <dialog> class of its own, as soon as the playground takes its document.
  beforeAll(() => {
    const openLikeABrowser = (frameWindow: typeof window) =>
      Object.assign(frameWindow.HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.setAttribute('open', '')
        },
        close(this: HTMLDialogElement) {
          this.removeAttribute('open')
        },
      })
    openLikeABrowser(window)
    const { get } = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentDocument')!
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentDocument', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frameDocument = get!.call(this) as Document | null
        if (frameDocument?.defaultView) openLikeABrowser(frameDocument.defaultView as typeof window)
        return frameDocument
      },
    })
  })

  it("session: the site's header, with the member's chip once signed in", async () => {
    const { user } = await replay('session', [])
    // The router renders its route once it has loaded.
    expect(await view().findByRole('button', { name: 'Enter to the Future' })).toBeInTheDocument()
    expect(view().queryByRole('button', { name: /^Account of/ })).toBeNull()
    await user.click(steps().getByRole('button', { name: 'LOGGED_IN' }))
    expect(view().getByRole('button', { name: 'Account of Avery Stone' })).toBeInTheDocument()
    expect(view().queryByRole('button', { name: 'Enter to the Future' })).toBeNull()
  })

  it('membershipDialog: the openers, and the dialog shown at the step asked for', async () => {
    const { user } = await replay('membershipDialog', [{ send: { type: 'OPEN', step: 2 } }])
    expect(currentState()).toBe('shown.open')
    // The router renders its route once it has loaded.
    const dialog = await vi.waitFor(() => {
      const found = viewDocument().querySelector('dialog')
      expect(found).not.toBeNull()
      return found!
    })
    expect(dialog).toHaveAttribute('data-state', 'open')
    // The real login modal, at the step the opener asked for.
    expect(within(dialog).getByRole('heading', { name: 'Start your Journey' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Linkedin Profile')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(currentState()).toBe('shown.closing')
    expect(dialog).toHaveAttribute('data-state', 'closing')
    await user.click(steps().getByRole('button', { name: /^Let 300 ms pass$/ }))
    expect(currentState()).toBe('closed')
    // Reopened from the view's own button: a fresh login modal at step 1.
    await user.click(view().getByRole('button', { name: 'Enter to the Future' }))
    expect(currentState()).toBe('shown.open')
    expect(within(dialog).getByRole('heading', { name: 'Platform Access' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('User Name')).toHaveValue('')
  })

  it('membershipDialog: a link records its clicks in the view, not those the machine ignores', async () => {
    const { user } = await replay('membershipDialog', [])
    await user.click(await view().findByRole('button', { name: 'I want to be a Member' }))
    const dialog = viewDocument().querySelector('dialog')!
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    // Fading out, the dialog takes no CLOSE: a second click changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await user.click(steps().getByRole('button', { name: /^Let 300 ms pass$/ }))
    expect(currentState()).toBe('closed')
    const shared = screen.getByRole('link', { name: 'Link to this state' }).getAttribute('href')!
    expect(JSON.parse(new URL(shared, 'http://localhost').searchParams.get('steps')!)).toEqual([
      { send: { type: 'OPEN', step: 2 } },
      { send: { type: 'CLOSE' } },
      { wait: true },
    ])
  })

  it('membershipDialog: the view in a frame of its own, so that its modal dialog leaves the steps clickable', async () => {
    const { user } = await replay('membershipDialog', [{ send: { type: 'OPEN', step: 1 } }])
    const dialog = await vi.waitFor(() => {
      const found = viewDocument().querySelector('dialog[open]')
      expect(found).not.toBeNull()
      return found!
    })
    // A modal dialog makes the rest of its own document inert: the steps are in another one.
    const answer = steps().getByRole('button', { name: /^loginModal answers/ })
    expect(dialog.ownerDocument).not.toBe(document)
    expect(dialog.ownerDocument.contains(answer)).toBe(false)
    expect(viewDocument().compatMode).toBe('CSS1Compat')
    await user.click(answer)
    expect(currentState()).toBe('shown.closing')
    // The site's stylesheets follow into the frame as Vite injects them into the page.
    const sheet = document.head.appendChild(document.createElement('style'))
    sheet.textContent = '.injected-by-vite { color: red }'
    await vi.waitFor(() =>
      expect([...viewDocument().head.querySelectorAll('style')].at(-1)?.textContent).toBe(
        sheet.textContent,
      ),
    )
    sheet.remove()
  })

  it("interviewLink: the alert when the stored code could not be checked at '/'", async () => {
    const { user } = await replay('interviewLink', [
      { send: { type: 'ROUTE_CHANGED', path: '/' } },
      { answer: 'readStoredLink', outcome: 'done', option: 0 },
    ])
    expect(currentState()).toBe('verifyingCode')
    const alert = await view().findByRole('alert')
    expect(alert).toBeEmptyDOMElement()
    await user.click(steps().getByRole('button', { name: /^verifyStoredCode fails/ }))
    expect(alert).toHaveTextContent('An error occurred. Please try again later.')
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(currentState()).toBe('idle')
    expect(alert).toBeEmptyDOMElement()
  })
})

describe('the view alone (frame=view), as the state gallery takes it', () => {
  it('shows only the view, with the state reached and the steps replayed', async () => {
    await replay('loginModal', [{ send: { type: 'SUBMIT_LOGIN' } }], '&frame=view')
    const frame = await waitForFrame()
    expect(frame).toHaveAttribute('data-state', 'login.submitting')
    expect(frame).toHaveAttribute('data-steps', '1')
    expect(within(frame).getByRole('heading', { name: 'Platform Access' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Machines' })).toBeNull()
    expect(screen.queryByTestId('context')).toBeNull()
  })
})

async function waitForFrame() {
  await vi.waitFor(() => expect(document.querySelector('.view-only')).not.toBeNull())
  return document.querySelector<HTMLElement>('.view-only')!
}

describe('the production build', () => {
  const client = 'dist/client'
  it.skipIf(!existsSync(client))('holds no playground (run after `npm run build`)', () => {
    const files = readdirSync(client, { recursive: true }).map(String)
    expect(files.filter((file) => /playground/i.test(file))).toEqual([])
    const manifest = readFileSync(join(client, '.vite/manifest.json'), 'utf8')
    expect(manifest).not.toMatch(/playground/i)
  })
})
