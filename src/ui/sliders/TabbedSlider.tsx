import {
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import type { SliderActor } from '../../machines/slider.machine'
import { useEarlyPress } from '../lazy/earlyInput'
import { useFlowState, useFlowWaiting, type FlowRef } from '../lazy/lazyFlow'
import styles from './TabbedSlider.module.css'

type SliderEvent = Parameters<SliderActor['send']>[0]

const keyEvents = {
  ArrowRight: { type: 'NEXT' },
  ArrowLeft: { type: 'PREVIOUS' },
  Home: { type: 'FIRST' },
  End: { type: 'LAST' },
} as const

/** A button of the slider that sends `event`, also when pressed before the page hydrated.
 *  `onElement` receives its element (the tab list moves focus between tabs). */
function SliderButton({
  slider,
  event,
  onElement,
  ...button
}: Omit<ComponentProps<'button'>, 'onClick' | 'ref'> & {
  slider: FlowRef<SliderActor>
  event: SliderEvent
  onElement?: (element: HTMLButtonElement | null) => void
}) {
  const press = useEarlyPress<HTMLButtonElement>(() => slider.send(event))
  useLayoutEffect(() => {
    onElement?.(press.ref.current)
    return () => onElement?.(null)
  })
  return <button type="button" {...button} {...press} />
}

function ArrowButton({
  slider,
  event,
  label,
  className,
  controls,
  path,
}: {
  slider: FlowRef<SliderActor>
  event: SliderEvent
  label: string
  className?: string
  controls: string
  path: string
}) {
  return (
    <SliderButton
      slider={slider}
      event={event}
      className={`icon-button ${className ?? ''}`}
      aria-label={label}
      aria-controls={controls}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </SliderButton>
  )
}

/** Slides operated as ARIA tabs (automatic activation): the view of a slider's flow. Until the
 *  flow's machine has arrived it shows the first slide, and a press shows as busy. */
export function TabbedSlider({
  slider,
  idPrefix,
  label,
  tabs,
  renderPanel,
  arrows = false,
  className,
}: {
  slider: FlowRef<SliderActor>
  idPrefix: string
  /** The accessible name of the tab list. */
  label: string
  tabs: ReactNode[]
  renderPanel: (index: number) => ReactNode
  /** Previous and next buttons beside the panel. */
  arrows?: boolean
  className?: string
}) {
  const index = useFlowState(slider, (snapshot) => snapshot?.context.index ?? 0)
  const selecting = useFlowWaiting(slider, 'SELECT')
  const movingOn = useFlowWaiting(slider, 'NEXT')
  const movingBack = useFlowWaiting(slider, 'PREVIOUS')
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (i: number) => `${idPrefix}-tab-${i}`
  const panelId = `${idPrefix}-panel`

  const onKeyDown = (event: KeyboardEvent) => {
    const sliderEvent = keyEvents[event.key as keyof typeof keyEvents]
    if (!sliderEvent) return
    event.preventDefault()
    slider.send(sliderEvent)
  }

  // Focus follows the selection while it is in the tab list, also when a key was pressed
  // before the flow arrived (the selection then changes when the flow starts).
  useLayoutEffect(() => {
    const tabs = tabRefs.current
    if (tabs.includes(document.activeElement as HTMLButtonElement)) tabs[index]?.focus()
  }, [index])

  return (
    <div className={`${styles.slider} ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab, i) => (
          <SliderButton
            key={i}
            slider={slider}
            event={{ type: 'SELECT', index: i }}
            onElement={(element) => {
              tabRefs.current[i] = element
            }}
            role="tab"
            id={tabId(i)}
            aria-selected={i === index}
            aria-controls={panelId}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onKeyDown={onKeyDown}
          >
            {tab}
          </SliderButton>
        ))}
      </div>
      <div
        className={`${styles.stage} ${arrows ? '' : styles.arrowless}`}
        aria-busy={selecting || movingOn || movingBack || undefined}
      >
        {arrows && (
          <ArrowButton
            slider={slider}
            event={{ type: 'PREVIOUS' }}
            label="Previous slide"
            className={styles.previous}
            controls={panelId}
            path="M15 5l-7 7 7 7"
          />
        )}
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          className={styles.panel}
        >
          {renderPanel(index)}
        </div>
        {arrows && (
          <ArrowButton
            slider={slider}
            event={{ type: 'NEXT' }}
            label="Next slide"
            className={styles.next}
            controls={panelId}
            path="M9 5l7 7-7 7"
          />
        )}
      </div>
    </div>
  )
}
