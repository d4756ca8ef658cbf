import { setup } from 'xstate'

/**
 * The NDA page: the confidentiality agreement in a modal. Continue is enabled only while
 * 'Accept Terms and Conditions.' is ticked, and goes to /home (SPEC.md 2.3, 5).
 */
export const ndaMachine = setup({
  types: {
    events: {} as { type: 'ACCEPT' } | { type: 'WITHDRAW' } | { type: 'CONTINUE' },
  },
  actions: {
    /** Supplied by the app: navigate to /home. */
    goHome: () => {},
  },
}).createMachine({
  id: 'nda',
  description: 'Continue is enabled only while the terms are accepted, and goes to /home.',
  meta: { purpose: 'The NDA page: accept the terms, then continue.', spec: '2.3, 5' },
  initial: 'notAccepted',
  states: {
    notAccepted: {
      description: 'The box is not ticked; Continue is disabled.',
      on: { ACCEPT: 'accepted' },
    },
    accepted: {
      description: "'Accept Terms and Conditions.' is ticked; Continue is enabled.",
      on: {
        WITHDRAW: 'notAccepted',
        CONTINUE: { target: 'continued', actions: 'goHome' },
      },
    },
    continued: { type: 'final' },
  },
})
