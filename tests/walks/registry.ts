// Every machine the property walks take: its model (tests/model/models.ts: events with their
// samples, what its calls answer) and its invariants (tests/spec/<machine>.invariants.ts).
// walks.test.ts fails when a machine of src/machines has no entry here.
import type { AnyStateMachine } from 'xstate'
import { inboxQueryOf } from '../../src/machines/agentInbox.machine'
import * as models from '../model/models'
import { accessCodeInvariants } from '../spec/accessCode.invariants'
import { agentAccountsInvariants } from '../spec/agentAccounts.invariants'
import { agentBulkInvariants } from '../spec/agentBulk.invariants'
import { agentCampaignInvariants } from '../spec/agentCampaign.invariants'
import { agentCampaignsInvariants } from '../spec/agentCampaigns.invariants'
import { agentEraseInvariants } from '../spec/agentErase.invariants'
import { agentErasureLogInvariants } from '../spec/agentErasureLog.invariants'
import { agentExportInvariants } from '../spec/agentExport.invariants'
import { agentExportLogInvariants } from '../spec/agentExportLog.invariants'
import { agentInboxInvariants } from '../spec/agentInbox.invariants'
import { agentItemInvariants } from '../spec/agentItem.invariants'
import { agentMailInvariants } from '../spec/agentMail.invariants'
import { agentSettingsInvariants } from '../spec/agentSettings.invariants'
import { agentSignInInvariants } from '../spec/agentSignIn.invariants'
import { agentViewsInvariants } from '../spec/agentViews.invariants'
import { candidateProgressInvariants } from '../spec/candidateProgress.invariants'
import { consoleShortcutsInvariants } from '../spec/consoleShortcuts.invariants'
import { filmPlayerInvariants } from '../spec/filmPlayer.invariants'
import { interviewInvariants } from '../spec/interview.invariants'
import { interviewLinkInvariants } from '../spec/interviewLink.invariants'
import { itemLifecycleInvariants } from '../spec/itemLifecycle.invariants'
import { loginModalInvariants } from '../spec/loginModal.invariants'
import { memberRegistrationInvariants } from '../spec/memberRegistration.invariants'
import { membershipDialogInvariants } from '../spec/membershipDialog.invariants'
import { ndaInvariants } from '../spec/nda.invariants'
import { outboxDeliveryInvariants } from '../spec/outboxDelivery.invariants'
import { reachOutInvariants } from '../spec/reachOut.invariants'
import { sessionInvariants } from '../spec/session.invariants'
import { sidebarInvariants } from '../spec/sidebar.invariants'
import { sliderInvariants } from '../spec/slider.invariants'
import { subscribeInvariants } from '../spec/subscribe.invariants'
import { welcomeMemberInvariants } from '../spec/welcomeMember.invariants'
import type { WalkTarget } from './walk'

const target = <TMachine extends AnyStateMachine>(target: WalkTarget<TMachine>) =>
  target as unknown as WalkTarget

export const walkTargets: readonly WalkTarget[] = [
  // The site.
  target({ model: models.accessCodeModel, invariants: accessCodeInvariants }),
  target({ model: models.interviewModel, invariants: interviewInvariants }),
  target({ model: models.interviewLinkModel, invariants: interviewLinkInvariants }),
  target({ model: models.loginModalModel, invariants: loginModalInvariants }),
  target({ model: models.memberRegistrationModel, invariants: memberRegistrationInvariants }),
  target({ model: models.membershipDialogModel, invariants: membershipDialogInvariants }),
  target({ model: models.ndaModel, invariants: ndaInvariants }),
  target({ model: models.reachOutModel, invariants: reachOutInvariants }),
  target({ model: models.sessionModel, invariants: sessionInvariants }),
  target({ model: models.filmPlayerModel, invariants: filmPlayerInvariants }),
  target({ model: models.sidebarModel, invariants: sidebarInvariants }),
  ...[models.approachSliderModel, models.agentsSliderModel].map((model) =>
    target({
      model,
      invariants: sliderInvariants,
      // A slide before the first and after the last: SELECT refuses both.
      strayEvents: ({ context }) =>
        [
          { type: 'SELECT', index: -1 },
          { type: 'SELECT', index: context.count },
        ] as const,
    }),
  ),
  target({ model: models.subscribeModel, invariants: subscribeInvariants }),
  target({ model: models.welcomeMemberModel, invariants: welcomeMemberInvariants }),
  // The Talent Agents' console.
  target({ model: models.agentSignInModel, invariants: agentSignInInvariants }),
  target({
    model: models.agentInboxModel,
    invariants: agentInboxInvariants,
    // The address changed back to what the inbox shows already: nothing to load.
    strayEvents: ({ context }) =>
      [{ type: 'SEARCH_CHANGED', query: inboxQueryOf(context.filters, context.me) }] as const,
  }),
  target({ model: models.agentItemModel, invariants: agentItemInvariants }),
  target({ model: models.agentBulkModel, invariants: agentBulkInvariants }),
  target({ model: models.agentExportModel, invariants: agentExportInvariants }),
  target({ model: models.agentExportLogModel, invariants: agentExportLogInvariants }),
  target({ model: models.agentViewsModel, invariants: agentViewsInvariants }),
  target({ model: models.consoleShortcutsModel, invariants: consoleShortcutsInvariants }),
  target({ model: models.agentMailModel, invariants: agentMailInvariants }),
  target({ model: models.agentCampaignsModel, invariants: agentCampaignsInvariants }),
  target({ model: models.agentCampaignModel, invariants: agentCampaignInvariants }),
  target({ model: models.agentSettingsModel, invariants: agentSettingsInvariants }),
  target({
    model: models.agentAccountsModel,
    invariants: agentAccountsInvariants,
    // An account the list does not hold (erased meanwhile, say).
    strayEvents: () =>
      [
        { type: 'TOGGLE', id: 999, disabled: true },
        { type: 'EDIT', id: 999 },
      ] as const,
  }),
  target({ model: models.agentEraseModel, invariants: agentEraseInvariants }),
  target({ model: models.agentErasureLogModel, invariants: agentErasureLogInvariants }),
  // The server's.
  target({ model: models.outboxDeliveryModel, invariants: outboxDeliveryInvariants }),
  target({ model: models.itemLifecycleModel, invariants: itemLifecycleInvariants }),
  target({ model: models.candidateProgressModel, invariants: candidateProgressInvariants }),
]
