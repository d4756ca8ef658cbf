// The substates every form machine shares. Apart from shared.ts, which the forms' views load
// with the page: only the machines, which arrive after hydration, need these (and their
// descriptions, which feed the statechart pages, cost the page nothing).
import { REQUEST_FAILED_MESSAGE } from './shared'

/** The substates of a form being filled in: `editing`, or `failed`, which shows the alert of
 *  SPEC.md 8 until the person edits a field or sends again. What was typed is kept. */
export const editingOrFailed = {
  initial: 'editing',
  states: {
    editing: {
      description: 'The fields as typed, with no alert: the person fills them in and sends.',
    },
    failed: {
      description: `The alert '${REQUEST_FAILED_MESSAGE}'; what was typed is kept. Editing dismisses it.`,
    },
  },
} as const
