// The inspector badge's flight recorder line (src/dev/InspectorBadge.tsx): how many events it
// holds, the truncation mark once it stopped at its bound, and Export recording by keyboard.
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, createMachine } from 'xstate'
import type { AppInspector } from '../../src/dev/createAppInspector'
import { InspectorBadge } from '../../src/dev/InspectorBadge'
import { createRecorder } from '../../src/dev/recorder'

function badgeWithRecorder(maxEntries: number) {
  const recorder = createRecorder({
    declarations: [{ machineId: 'counter' }],
    page: '/',
    app: { name: 'the-club-site', version: '0.1.0' },
    now: () => 0,
    wallClock: () => new Date(0),
    maxEntries,
  })
  const download = vi.spyOn(recorder, 'download').mockImplementation(() => {})
  const connected = { state: 'connected', detail: 'Streaming every actor.' } as const
  const inspector: AppInspector = {
    inspect: recorder.inspect,
    status: () => connected,
    subscribe: () => () => {},
    recorder,
  }
  render(
    <InspectorBadge
      request={{ kind: 'websocket', url: 'ws://127.0.0.1:8790' }}
      inspector={inspector}
    />,
  )
  const counter = createActor(createMachine({ id: 'counter', on: { TICK: {} } }), {
    inspect: recorder.inspect,
  })
  return { counter, download }
}

describe('the badge’s recorder', () => {
  it('counts the events, marks the truncation, and exports from the keyboard', async () => {
    const { counter, download } = badgeWithRecorder(3)
    act(() => void counter.start())
    expect(screen.getByTestId('recorder-count').textContent).toBe('Recording every actor: 1 event')
    expect(screen.queryByTestId('recorder-truncated')).toBeNull()
    act(() => {
      for (let tick = 0; tick < 4; tick++) counter.send({ type: 'TICK' })
    })
    expect(screen.getByTestId('recorder-count').textContent).toBe('Recording every actor: 3 events')
    expect(screen.getByTestId('recorder-truncated').textContent).toBe(
      'Recording truncated at 3 events: the first 3 events are kept, later ones are not.',
    )
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Export recording' }).focus()
    await user.keyboard('{Enter}')
    expect(download).toHaveBeenCalledOnce()
  })
})
