// @vitest-environment jsdom
// The statechart playground (src/playground, dev only): it lists every machine, runs the chosen
// one's view on the model tests' fakes, offers what the machine accepts now, replays a shared
// link to the same state, shows no secret, and stays out of the production build.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { machineSecrets } from '../../src/machines/secrets'
import { Playground } from '../../src/playground/Playground'
import { demoSecrets } from '../support/secrets'

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
    // Every machine has a secrets declaration (a test holds that): each is listed.
    for (const { machineId } of machineSecrets)
      expect(listed.some((name) => name === machineId || name?.startsWith(`${machineId}.`))).toBe(
        true,
      )
  })

  it("renders the chosen machine's view, what it accepts now, and its state on the diagram", async () => {
    await choose('loginModal')
    expect(screen.getByRole('heading', { name: 'Platform Access' })).toBeInTheDocument()
    expect(steps().getByRole('button', { name: 'SUBMIT_LOGIN' })).toBeInTheDocument()
    expect(steps().getByRole('form', { name: 'CHANGE_USERNAME' })).toBeInTheDocument()
    // Step 2's events are not accepted at step 1.
    expect(steps().queryByRole('button', { name: 'SUBMIT_INVITATION' })).toBeNull()
    expect(currentState()).toBe('login.editing')
    const diagram = await screen.findByTestId('diagram')
    const active = diagram.shadowRoot!.querySelectorAll('[data-playground-active]')
    expect([...active].map((node) => node.id)).toEqual([
      expect.stringMatching(/^statechart-loginModal-overview-state-loginModal_login_editing-\d+$/),
    ])
  })

  it('moves the state when an event is sent, with the typed value', async () => {
    const { user } = await choose('loginModal')
    await sendValue(user, 'CHANGE_USERNAME', 'robin')
    expect(screen.getByLabelText('User Name')).toHaveValue('robin')
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
    const holding = [...document.querySelectorAll('input')].filter((input) =>
      input.value.includes('SECRET-MARKER'),
    )
    expect(holding.length).toBeGreaterThan(0)
    expect(holding.map((input) => input.type)).toEqual(holding.map(() => 'password'))
    // The login call's answer (tokens) is offered without them.
    await user.click(steps().getByRole('button', { name: 'SUBMIT_LOGIN' }))
    expect(steps().getByRole('button', { name: /^logIn answers/ })).toHaveTextContent(
      '"token":"[redacted]"',
    )
    expect(document.body.textContent).not.toContain('SECRET-MARKER')
    // The link replays the demo password in its place.
    unmount()
    const { unmount: unmountReplay } = render(
      <Playground location={at(new URL(shared!, 'http://localhost').search)} />,
    )
    await screen.findByRole('heading', { level: 2, name: 'loginModal' })
    expect(screen.getByLabelText('Password')).toHaveValue(demoSecrets.password)
    unmountReplay()
    render(<Playground location={at()} />)
    await user.click(screen.getByRole('link', { name: 'session' }))
    await screen.findByRole('heading', { level: 2, name: 'session' })
    await user.click(steps().getByRole('button', { name: 'LOGGED_IN' }))
    expect(currentState()).toMatch(/^signedIn/)
    expect(context()).toContain('[redacted]')
    expect(document.body.textContent).not.toContain('SECRET-MARKER')
  })
})

describe('the production build', () => {
  const client = 'dist/client'
  it.skipIf(!existsSync(client))('holds no playground (run after `npm run build`)', () => {
    const files = readdirSync(client, { recursive: true }).map(String)
    expect(files.filter((file) => /playground/i.test(file))).toEqual([])
    const manifest = readFileSync(join(client, '.vite/manifest.json'), 'utf8')
    expect(manifest).not.toMatch(/playground/i)
  })
})
