// The interview overlay's steps load their code when needed (src/ui/interview/overlayParts.tsx,
// src/ui/lazy/lazyView.ts): what shows while it loads, where focus goes once it is in, and
// that the overlay fetches them while the candidate reads. This file's modules start fresh, so the overlay's parts are
// not loaded until a test asks for them; the tests below run in order.
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { PageHydrated } from '../../src/ui/flow/pageHydration'
import { lazyView } from '../../src/ui/lazy/lazyView'
import { InterviewOverlayView } from '../../src/ui/interview/InterviewOverlayView'
import { interviewFrame, overlayModals, positionDetails } from '../../src/ui/interview/overlayParts'
import { demoCampaign } from '../support/campaign'
import { shownInterviewActor } from '../support/interviewActor'

describe('a lazyView component', () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

  it('shows its fallback until its chunk is in, then itself', async () => {
    let arrive!: (component: typeof Greeting) => void
    const { Component } = lazyView(() => new Promise<typeof Greeting>((r) => (arrive = r)))
    render(
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Component name="Ada" />
      </Suspense>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    await act(async () => arrive(Greeting))
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('preloaded, renders at once: its fallback never shows', async () => {
    const { Component, preload } = lazyView(async () => Greeting)
    await preload()
    const Fallback = vi.fn(() => null)
    render(
      <Suspense fallback={<Fallback />}>
        <Component name="Grace" />
      </Suspense>,
    )
    expect(screen.getByText('Hello Grace')).toBeInTheDocument()
    expect(Fallback).not.toHaveBeenCalled()
  })

  it('loads once, however often preloaded; after a failure, the next call loads again', async () => {
    const load = vi.fn(async () => Greeting)
    const { preload } = lazyView(load)
    expect(preload()).toBe(preload())
    await preload()
    expect(load).toHaveBeenCalledTimes(1)

    const failing = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting)
    const flaky = lazyView(failing)
    await expect(flaky.preload()).rejects.toThrow('offline')
    await expect(flaky.preload()).resolves.toBe(Greeting)
    expect(failing).toHaveBeenCalledTimes(2)
  })
})

describe('the interview overlay, its steps loaded when needed', () => {
  function showOverlay() {
    const actor = shownInterviewActor()
    render(<InterviewOverlayView interview={actor} campaign={demoCampaign} />)
    return actor
  }
  /** A chunk's first load here transforms its modules: seconds on a busy machine. */
  const loaded = { timeout: 10_000 }
  const positionButton = () => screen.getByRole('button', { name: /Senior Platform Engineer/ })

  it('step 2: a status where the details go, then the details', async () => {
    const actor = showOverlay()
    await vi.waitFor(() => expect(positionButton()).toBeInTheDocument())
    act(() => actor.send({ type: 'SELECT_POSITION' })) // no hover announced it
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Loading the position…')
    // The button's aria-controls names the place while it loads too.
    expect(status).toHaveAttribute('id', positionButton().getAttribute('aria-controls'))
    expect(await screen.findByRole('heading', { name: 'Must Skills' }, loaded)).toBeInTheDocument()
    expect(screen.getByText('Run the payments platform.')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('the access code modal: a status over the page, then the modal with focus inside', async () => {
    const actor = showOverlay()
    await vi.waitFor(() => expect(positionButton()).toBeInTheDocument())
    act(() => {
      actor.send({ type: 'SELECT_POSITION' })
      actor.send({ type: 'START_INTERVIEW' })
    })
    // (once the stored code's check has answered that there is none)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    const dialog = await screen.findByRole('dialog', { name: 'Before you start' }, loaded)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('button', { name: 'Ok, got it!' })).toHaveFocus()
    expect(dialog).toBeInTheDocument()
  })

  it('the interview: a status in its full-screen panel, then the frame, focused', async () => {
    const actor = showOverlay()
    await vi.waitFor(() => expect(positionButton()).toBeInTheDocument())
    act(() => {
      actor.send({ type: 'SELECT_POSITION' })
      actor.send({ type: 'START_INTERVIEW' })
    })
    await vi.waitFor(
      () => expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open'),
      loaded,
    )
    act(() => actor.send({ type: 'CODE_ACCEPTED' }))
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ shown: { panel: { start: 'ready' } } })).toBe(true),
    )
    act(() => actor.send({ type: 'START_NOW' }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading the interview…')
    expect(await screen.findByTitle('Your interview', {}, loaded)).toHaveAttribute(
      'src',
      demoCampaign.interviewLink,
    )
    // Focus moves in the panel's effect, which may run just after the frame is in the page.
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Interview' })).toHaveFocus())
  })

  it("the overlay fetches every step's code while the candidate reads, once the page has hydrated", async () => {
    const details = vi.spyOn(positionDetails, 'preload')
    const modals = vi.spyOn(overlayModals, 'preload')
    const frame = vi.spyOn(interviewFrame, 'preload')
    showOverlay()
    await act(async () => {})
    expect(details).not.toHaveBeenCalled() // the page has not hydrated
    render(<PageHydrated />)
    await vi.waitFor(() => {
      expect(details).toHaveBeenCalledOnce()
      expect(modals).toHaveBeenCalledOnce()
      expect(frame).toHaveBeenCalledOnce()
    })
  })
})
