// A slider's flow: loaded by the home page's sliders while the visitor reads, or at their first
// press (src/ui/lazy/lazyFlow.ts).
import { sliderMachine } from '../../machines/slider.machine'
import { startFlow } from '../flow/startFlow'

export const startSliderFlow = (count: number) => startFlow(sliderMachine, { count })
