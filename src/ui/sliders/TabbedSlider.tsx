import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { SliderActor } from '../../machines/slider.machine'
import styles from './TabbedSlider.module.css'

const keyEvents = {
  ArrowRight: { type: 'NEXT' },
  ArrowLeft: { type: 'PREVIOUS' },
  Home: { type: 'FIRST' },
  End: { type: 'LAST' },
} as const

function ArrowButton({
  label,
  className,
  controls,
  path,
  onClick,
}: {
  label: string
  className?: string
  controls: string
  path: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={`icon-button ${className ?? ''}`}
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  )
}

/** Slides operated as ARIA tabs (automatic activation): the view of a slider machine. */
export function TabbedSlider({
  slider,
  idPrefix,
  label,
  tabs,
  renderPanel,
  arrows = false,
  className,
}: {
  slider: SliderActor
  idPrefix: string
  /** The accessible name of the tab list. */
  label: string
  tabs: ReactNode[]
  renderPanel: (index: number) => ReactNode
  /** Previous and next buttons beside the panel. */
  arrows?: boolean
  className?: string
}) {
  const index = useSelector(slider, (snapshot) => snapshot.context.index)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (i: number) => `${idPrefix}-tab-${i}`
  const panelId = `${idPrefix}-panel`

  const onKeyDown = (event: KeyboardEvent) => {
    const sliderEvent = keyEvents[event.key as keyof typeof keyEvents]
    if (!sliderEvent) return
    event.preventDefault()
    slider.send(sliderEvent)
    tabRefs.current[slider.getSnapshot().context.index]?.focus()
  }

  return (
    <div className={`${styles.slider} ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(element) => {
              tabRefs.current[i] = element
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === index}
            aria-controls={panelId}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => slider.send({ type: 'SELECT', index: i })}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </div>
      <div className={styles.stage}>
        {arrows && (
          <ArrowButton
            label="Previous slide"
            className={styles.previous}
            controls={panelId}
            path="M15 5l-7 7 7 7"
            onClick={() => slider.send({ type: 'PREVIOUS' })}
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
            label="Next slide"
            className={styles.next}
            controls={panelId}
            path="M9 5l7 7-7 7"
            onClick={() => slider.send({ type: 'NEXT' })}
          />
        )}
      </div>
    </div>
  )
}
