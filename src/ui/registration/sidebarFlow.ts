// The request page's sidebar flow: loaded while the visitor reads, or at the first press of its
// icon (src/ui/lazy/lazyFlow.ts).
import { sidebarMachine } from '../../machines/sidebar.machine'
import { startFlow } from '../flow/startFlow'

export const startSidebarFlow = () => startFlow(sidebarMachine)
