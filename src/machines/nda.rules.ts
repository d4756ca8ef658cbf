// The NDA form's copy, apart from its machine (nda.machine.ts): its view is on the page from
// the first paint and needs it before the machine (and xstate) arrives.

export const ndaMessages = {
  failed: 'We could not record your acceptance. Please try again.',
  signInRequired: 'Your session has ended. Please log in again to accept the agreement.',
} as const
