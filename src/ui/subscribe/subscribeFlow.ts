// The newsletter box's flow with the app's effects: loaded by SubscribeBox while the visitor
// reads, or at their first keystroke (src/ui/lazy/lazyFlow.ts).
import { subscribeMachine } from '../../machines/subscribe.machine'
import { startFlow } from '../flow/startFlow'
import { subscribeEffects } from './subscribeEffects'

export const startSubscribeFlow = () => startFlow(subscribeMachine.provide(subscribeEffects()))
