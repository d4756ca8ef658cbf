// What holds in every state of the saved views: checked by the property walks (tests/walks).
import { agentViewsMachine } from '../../src/machines/agentViews.machine'
import { invariants } from '../walks/invariant'

export const agentViewsInvariants = invariants(agentViewsMachine, [
  {
    rule: 'the views are listed by name',
    holds: ({ context }) =>
      context.views.every(
        (view, index) => index === 0 || context.views[index - 1]!.name <= view.name,
      ),
  },
  {
    rule: 'a view is being deleted only when one was asked for',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'deleting' }) || snapshot.context.deleting !== null,
  },
  {
    rule: 'no view has two entries',
    holds: ({ context }) =>
      new Set(context.views.map((view) => view.id)).size === context.views.length,
  },
])
