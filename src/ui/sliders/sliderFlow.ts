// A slider's flow: loaded by the home page's sliders while the visitor reads, or at their first
// press (src/ui/lazy/lazyFlow.ts).
import { sliderMachine } from '../../machines/slider.machine'
import { startFlow } from '../app/startFlow'

export const startSliderFlow = (count: number) => startFlow(sliderMachine, { count })
