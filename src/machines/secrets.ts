// What each machine holds that must never reach the inspector: passwords, tokens and access
// codes. Every machine has an entry (a test checks it), an empty one when it holds no secret.
// Kept apart from the machines, importing only their types, so that the inspector's chunk,
// which reads this list, pulls in none of their code.
import { declareSecrets } from '../lib/secrets'
import type { accessCodeMachine } from './accessCode.machine'
import type { candidateProgressMachine } from './candidateProgress.machine'
import type { itemLifecycleMachine } from './itemLifecycle.machine'
import type { interviewMachine } from './interview.machine'
import type { interviewLinkMachine } from './interviewLink.machine'
import type { loginModalMachine } from './loginModal.machine'
import type { memberRegistrationMachine } from './memberRegistration.machine'
import type { membershipDialogMachine } from './membershipDialog.machine'
import type { ndaMachine } from './nda.machine'
import type { outboxDeliveryMachine } from './outboxDelivery.machine'
import type { reachOutMachine } from './reachOut.machine'
import type { sessionMachine } from './session.machine'
import type { filmPlayerMachine } from './filmPlayer.machine'
import type { sidebarMachine } from './sidebar.machine'
import type { sliderMachine } from './slider.machine'
import type { subscribeMachine } from './subscribe.machine'
import type { agentSignInMachine } from './agentSignIn.machine'
import type { agentInboxMachine } from './agentInbox.machine'
import type { agentItemMachine } from './agentItem.machine'
import type { agentAccountsMachine } from './agentAccounts.machine'
import type { agentEraseMachine } from './agentErase.machine'
import type { agentErasureLogMachine } from './agentErasureLog.machine'
import type { agentExportMachine } from './agentExport.machine'
import type { agentBulkMachine } from './agentBulk.machine'
import type { agentExportLogMachine } from './agentExportLog.machine'
import type { agentViewsMachine } from './agentViews.machine'
import type { consoleShortcutsMachine } from './consoleShortcuts.machine'
import type { agentMailMachine } from './agentMail.machine'
import type { agentCampaignsMachine } from './agentCampaigns.machine'
import type { agentCampaignMachine } from './agentCampaign.machine'
import type { agentSettingsMachine } from './agentSettings.machine'
import type { welcomeMemberMachine } from './welcomeMember.machine'

/** The password as typed and as sent; the tokens the login answers. */
export const loginModalSecrets = declareSecrets<typeof loginModalMachine>('loginModal', {
  context: ['password'],
  events: { CHANGE_PASSWORD: ['value'] },
  invoked: { logIn: { input: ['pwd'], output: ['token', 'user_login.refresh_token'] } },
})

/** The access code as typed and as sent to the token fetch. */
export const accessCodeSecrets = declareSecrets<typeof accessCodeMachine>('accessCode', {
  context: ['code'],
  events: { TYPE: ['code'] },
  invoked: { fetchToken: { input: ['code'] } },
})

/** A stored session's tokens (SPEC.md 3), wherever a session travels. */
const storedSessionTokens = ['token', 'user_login.refresh_token']

/** The member's tokens: in the session, at login, in the cookie read, and in the calls. */
export const sessionSecrets = declareSecrets<typeof sessionMachine>('session', {
  context: storedSessionTokens.map((path) => `session.${path}` as const),
  events: { LOGGED_IN: storedSessionTokens.map((path) => `session.${path}`) },
  invoked: {
    readStoredSession: { output: storedSessionTokens },
    refreshSession: { input: storedSessionTokens, output: ['token', 'refreshToken'] },
    logOutOnServer: { input: storedSessionTokens },
  },
})

// No secrets: contact details, links and choices only.
export const interviewSecrets = declareSecrets<typeof interviewMachine>('interview')
export const interviewLinkSecrets = declareSecrets<typeof interviewLinkMachine>('interviewLink')
export const memberRegistrationSecrets =
  declareSecrets<typeof memberRegistrationMachine>('memberRegistration')
export const membershipDialogSecrets =
  declareSecrets<typeof membershipDialogMachine>('membershipDialog')
// The server's: an item's kind and its owner's id (the visitor's data never enters it).
export const itemLifecycleSecrets = declareSecrets<typeof itemLifecycleMachine>('itemLifecycle')
// The server's: a step and an event name, no context (who the candidate is stays in the row).
export const candidateProgressSecrets =
  declareSecrets<typeof candidateProgressMachine>('candidateProgress')
export const ndaSecrets = declareSecrets<typeof ndaMachine>('nda')
// The server's: an outbox row's id, its attempt and the last SMTP reply (never a body).
export const outboxDeliverySecrets = declareSecrets<typeof outboxDeliveryMachine>('outboxDelivery')
export const reachOutSecrets = declareSecrets<typeof reachOutMachine>('reachOut')
// Where the film is and whether its captions show.
export const filmPlayerSecrets = declareSecrets<typeof filmPlayerMachine>('filmPlayer')
export const sidebarSecrets = declareSecrets<typeof sidebarMachine>('sidebar')
export const sliderSecrets = declareSecrets<typeof sliderMachine>('slider')
export const subscribeSecrets = declareSecrets<typeof subscribeMachine>('subscribe')

/** The console's password as typed and sent; its session's token, kept, restored and ended. */
export const agentSignInSecrets = declareSecrets<typeof agentSignInMachine>('agentSignIn', {
  context: ['password', 'session.token'],
  events: { CHANGE_PASSWORD: ['value'] },
  invoked: {
    restoreSession: { output: ['token'] },
    signIn: { input: ['password'], output: ['token'] },
    endSession: { input: ['token'] },
  },
})

/** A new account's password as typed and as sent. */
export const agentAccountsSecrets = declareSecrets<typeof agentAccountsMachine>('agentAccounts', {
  context: ['draft.password'],
  events: { CHANGE_DRAFT: ['value'] },
  invoked: { createAccount: { input: ['password'] } },
})

/** An agent's own new and current passwords, as typed and as sent (a CHANGE of any field: its
 *  value may be either). */
export const agentSettingsSecrets = declareSecrets<typeof agentSettingsMachine>('agentSettings', {
  context: ['form.password', 'form.currentPassword'],
  events: { CHANGE: ['value'] },
  invoked: { saveSettings: { input: ['change.password', 'change.currentPassword'] } },
})

// No secrets: what visitors sent, notes, filters, contacts to erase.
export const agentInboxSecrets = declareSecrets<typeof agentInboxMachine>('agentInbox')
/** A LinkedIn-only request's welcome link, answered once by an approval (its token makes a
 *  member): kept with the item's detail to be sent by hand. */
export const agentItemSecrets = declareSecrets<typeof agentItemMachine>('agentItem', {
  context: ['detail.welcomeLink'],
  invoked: { sendEvent: { output: ['welcomeLink'] } },
})
/** A mail's text and HTML: a welcome mail's hold its personal link (the server masks it; the
 *  inspector redacts both parts as well, whatever a later server sends). */
export const agentMailSecrets = declareSecrets<typeof agentMailMachine>('agentMail', {
  context: ['open.text', 'open.html'],
  invoked: {
    loadMessage: { output: ['text', 'html'] },
    resend: { output: ['text', 'html'] },
  },
})
export const agentEraseSecrets = declareSecrets<typeof agentEraseMachine>('agentErase')
/** The log holds counts and staff names only: nothing to redact. */
export const agentErasureLogSecrets =
  declareSecrets<typeof agentErasureLogMachine>('agentErasureLog')
export const agentExportSecrets = declareSecrets<typeof agentExportMachine>('agentExport')
/** No secrets: the selected items' kinds, ids, versions and titles, and the results. */
export const agentBulkSecrets = declareSecrets<typeof agentBulkMachine>('agentBulk')
/** No secrets: who exported which filters, when, and the rows written. */
export const agentExportLogSecrets = declareSecrets<typeof agentExportLogMachine>('agentExportLog')
/** No secrets: a view's name and its filters. */
export const agentViewsSecrets = declareSecrets<typeof agentViewsMachine>('agentViews')
/** No secrets: keys, and whether the overlay is open. */
export const consoleShortcutsSecrets =
  declareSecrets<typeof consoleShortcutsMachine>('consoleShortcuts')
/** No secrets: a campaign's fields and candidates' addresses (access codes go only by mail). */
export const agentCampaignsSecrets = declareSecrets<typeof agentCampaignsMachine>('agentCampaigns')
export const agentCampaignSecrets = declareSecrets<typeof agentCampaignMachine>('agentCampaign')

/** The welcome link's token (it makes a member), given as the page's input, and the password as
 *  typed and as sent. */
export const welcomeMemberSecrets = declareSecrets<typeof welcomeMemberMachine>('welcomeMember', {
  context: ['token', 'password'],
  events: { CHANGE: ['value'], ...{ 'xstate.init': ['input.token'] } },
  invoked: { check: { input: ['token'] }, create: { input: ['token', 'password'] } },
})

export const machineSecrets = [
  accessCodeSecrets,
  candidateProgressSecrets,
  interviewSecrets,
  interviewLinkSecrets,
  itemLifecycleSecrets,
  loginModalSecrets,
  memberRegistrationSecrets,
  membershipDialogSecrets,
  ndaSecrets,
  outboxDeliverySecrets,
  reachOutSecrets,
  sessionSecrets,
  filmPlayerSecrets,
  sidebarSecrets,
  sliderSecrets,
  subscribeSecrets,
  agentSignInSecrets,
  agentMailSecrets,
  agentInboxSecrets,
  agentItemSecrets,
  agentAccountsSecrets,
  agentSettingsSecrets,
  agentEraseSecrets,
  agentErasureLogSecrets,
  agentExportSecrets,
  agentBulkSecrets,
  agentExportLogSecrets,
  agentViewsSecrets,
  consoleShortcutsSecrets,
  agentCampaignsSecrets,
  agentCampaignSecrets,
  welcomeMemberSecrets,
] as const
