// The pictures of `npm run gallery`: for each machine, the states its view renders, each reached
// by replaying steps in the playground (src/playground) on the model tests' fakes: an event
// sent with the model's sample payload, a call answered with the model's n-th output or failed
// with its n-th error (tests/model/models.ts), or the next delay let pass. The playground checks
// every step is one the machine accepts then; the gallery checks the state it reached.
import type { Step } from '../../src/playground/playgroundRun.ts'
import { REDACTED } from '../../src/lib/redact.ts'
import {
  avery,
  blake,
  dataCampaign,
  failedMail,
  robinInvited,
  sam,
  samInvited,
  savedCampaign,
} from '../../tests/support/agents.ts'

export type Width = 'phone' | 'desktop'

export interface GalleryScene {
  /** The playground's entry (a model's name: 'slider.approach'). */
  entry: string
  /** The machine whose page (docs/statecharts/<machine>.md) shows the picture. */
  machine: string
  /** The state reached, as the playground writes it (docs/statecharts names it the same). */
  state: string
  /** The picture's file name, without width and extension; the state unless two pictures
   *  show the same state. */
  name?: string
  /** What the user sees, in words, under the state's name. */
  caption: string
  steps: Step[]
  /** What the picture is cropped to: this CSS selector, or 'page' for the page as seen (the
   *  view's floating layers together); by default an open <dialog>, else the whole view. */
  crop?: string
  widths?: Width[]
}

const send = (type: string, fields: Record<string, unknown> = {}): Step => ({
  send: { type, ...fields },
})
/** The call `answer` settles with the model's `option`-th output, or its error. */
const done = (answer: string, option = 0): Step => ({ answer, outcome: 'done', option })
const fail = (answer: string, option = 0): Step => ({ answer, outcome: 'error', option })
const wait: Step = { wait: true }

// The password travels as the playground's links carry it: redacted, replayed from the demo data.
const loginFilled = [
  send('CHANGE_USERNAME', { value: 'demo.member' }),
  send('CHANGE_PASSWORD', { value: REDACTED }),
]
const invitationByEmail = (value: string) => [
  send('WANT_MEMBERSHIP'),
  send('TOGGLE_EMAIL', { byEmail: true }),
  send('CHANGE_CONTACT', { value }),
  send('SUBMIT_INVITATION'),
]
const reachOutFilled = [
  send('CHANGE', { field: 'fullName', value: 'Robin Vale' }),
  send('CHANGE', { field: 'email', value: 'robin@example.com' }),
  send('SUBMIT'),
]
const subscribeFilled = [send('CHANGE', { value: 'robin@example.com' }), send('SUBMIT')]
const registrationFilled = [
  send('CHANGE', { field: 'fullName', value: 'Robin Vale' }),
  send('CHANGE', { field: 'email', value: 'robin@example.com' }),
  send('CHANGE', { field: 'role', value: 'Data Engineer' }),
  send('SUBMIT'),
]
const codeTyped = [send('ACKNOWLEDGE'), send('TYPE', { code: REDACTED }), send('SUBMIT')]
// The overlay on a computer (checkScreen answers 'not a small screen'), at step 2.
const overlay = [send('SHOW', { link: '/interview/demo' }), done('checkScreen', 1)]
const details = [...overlay, send('SELECT_POSITION')]
const unlocked = [...details, send('START_INTERVIEW'), done('verifyStoredCode', 0)]
// The session the model signs in with, its tokens left out as a link leaves them out.
const signedIn = [send('LOGGED_IN', { session: REDACTED })]

const both: Width[] = ['phone', 'desktop']

/** A scene of a machine whose playground entry is the machine itself. */
const sceneOf =
  (machine: string) =>
  (state: string, caption: string, steps: Step[], name?: string): GalleryScene => ({
    entry: machine,
    machine,
    state,
    caption,
    steps,
    ...(name ? { name } : {}),
  })

// An agent's settings (issue 43): the account as loaded, then an address and notices typed.
// (A password's CHANGE would travel redacted, and its replay could not tell which field's.)
const settingsLoaded = [done('loadSettings')]
const settingsFilled = [
  ...settingsLoaded,
  send('CHANGE', { field: 'email', value: 'sam@novaclub.example' }),
  send('CHANGE', { field: 'notices', value: 'each' }),
]

// The console's sign-in (issue 30): the form, each refusal, the notices that bring an agent back
// to it, and the bar once signed in. The password travels redacted, as a link carries it.
const signInTyped = [
  done('restoreSession', 1),
  send('CHANGE_USERNAME', { value: 'dana' }),
  send('CHANGE_PASSWORD', { value: REDACTED }),
  send('SUBMIT'),
]
const agentSignedIn = [...signInTyped, done('signIn')]
const signInScene = sceneOf('agentSignIn')

// The welcome page (issue 31): the link checked, the form, the server's refusals, the welcome.
const welcomeChecked = [done('check')]
const welcomeTyped = [
  ...welcomeChecked,
  send('CHANGE', { field: 'username', value: 'robin.vale' }),
  send('CHANGE', { field: 'password', value: REDACTED }),
  send('SUBMIT'),
]
const welcomeScene = sceneOf('welcomeMember')

// The inbox (issue 30, 43): the first of two pages, the next one asked for, an empty inbox.
const inboxScene = sceneOf('agentInbox')
const inboxLoaded = [done('loadPage', 0)]
const inboxMore = [...inboxLoaded, send('LOAD_MORE')]

// One item: a request for an invitation (Avery's) as loaded, then approved.
const itemScene = sceneOf('agentItem')
const itemLoaded = [done('loadItem', 0)]
const itemApproving = [...itemLoaded, send('SEND', { event: 'APPROVE', requestId: 'req-00000001' })]

// The staff accounts (admins): the list, a new account typed, Sam's settings opened.
// The draft's fields all change with one event whose value is declared secret, so a redacted
// value could not be replayed as the password: the picture's password is made up for it (not
// the demo data's), and the picture shows it as dots.
const accountsScene = sceneOf('agentAccounts')
const accountsLoaded = [done('loadAccounts')]
const accountTyped = [
  ...accountsLoaded,
  send('CHANGE_DRAFT', { field: 'username', value: 'robin' }),
  send('CHANGE_DRAFT', { field: 'displayName', value: 'Robin Agent' }),
  send('CHANGE_DRAFT', { field: 'password', value: 'Gallery-Picture-2026!' }),
  send('CREATE'),
]
const samEdited = [
  ...accountsLoaded,
  send('EDIT', { id: sam.id }),
  send('CHANGE_EDIT', { field: 'email', value: 'sam@staff.example' }),
  send('SAVE'),
]
const samDisabling = [...accountsLoaded, send('TOGGLE', { id: sam.id, disabled: true })]

// Erasing a person: the address typed twice, then confirmed.
const eraseScene = sceneOf('agentErase')
const eraseTyped = (confirm: string) => [
  send('CHANGE_CONTACT', { value: 'avery@example.com' }),
  send('CHANGE_CONFIRM', { value: confirm }),
  send('SUBMIT'),
]
const eraseConfirmed = [...eraseTyped('avery@example.com'), send('CONFIRM')]

const erasureLogScene = sceneOf('agentErasureLog')
const exportScene = sceneOf('agentExport')
const exporting = [send('EXPORT', { query: { kind: 'invitation' } })]

// The bulk actions over the inbox's two items: both selected, Take chosen.
const bulkScene = sceneOf('agentBulk')
const bulkShown = [send('SHOWN', { items: [avery, blake] })]
const bulkChosen = [
  ...bulkShown,
  send('SELECT_ALL'),
  send('CHOOSE', { action: 'TAKE', requestId: 'bulk-model-request' }),
]
const bulkSent = [...bulkChosen, send('CONFIRM')]

// The outbox: its first page (one failed mail), the failed mail opened.
const mailScene = sceneOf('agentMail')
const mailLoaded = [done('loadPage', 0)]
const mailOpening = [...mailLoaded, send('OPEN', { id: failedMail.id })]
const mailShown = [...mailOpening, done('loadMessage')]
const mailResending = [...mailShown, send('RESEND')]

// The campaigns: the list, a new campaign typed.
const campaignsScene = sceneOf('agentCampaigns')
const campaignsLoaded = [done('loadCampaigns')]
const campaignTyped = [
  ...campaignsLoaded,
  send('CHANGE_DRAFT', { field: 'positionName', value: dataCampaign.positionName }),
  send('CHANGE_DRAFT', { field: 'interviewLink', value: dataCampaign.interviewLink }),
  send('CHANGE_DRAFT', { field: 'calendarLink', value: dataCampaign.calendarLink }),
  send('CREATE'),
]

// One campaign's page: its fields renamed and saved, a candidate invited, Robin's code revoked.
const campaignScene = sceneOf('agentCampaign')
const campaignLoaded = [done('loadCampaign')]
const campaignSaving = [
  ...campaignLoaded,
  send('CHANGE', { field: 'positionName', value: savedCampaign.positionName }),
  send('SAVE'),
]
const inviting = [
  ...campaignLoaded,
  send('CHANGE_INVITE', { value: samInvited.email }),
  send('INVITE'),
]
const revoking = [...campaignLoaded, send('REVOKE', { id: robinInvited.id })]

export const galleryScenes: GalleryScene[] = [
  // The Talent Agents' console (issue 43, item 9)
  inboxScene(
    'ready.idle',
    'The inbox: filters, counts per status, two items newest first, Load more, Export CSV.',
    inboxLoaded,
  ),
  inboxScene(
    'ready.idle',
    'Nothing in the inbox yet: what will appear here, and no list.',
    [done('loadPage', 2)],
    'ready.idle-empty',
  ),
  inboxScene(
    'settling',
    "Owner 'Mine' chosen: 'Loading…' while the choice settles, before the list is asked for.",
    [...inboxLoaded, send('CHANGE_FILTER', { filter: 'owner', value: 'mine' })],
  ),
  inboxScene('failed', "'The inbox could not be loaded. Please try again.' and Try again.", [
    fail('loadPage', 1),
  ]),
  inboxScene('ready.loadingMore', 'Load more busy: the next items are on their way.', inboxMore),
  inboxScene(
    'ready.moreFailed',
    "'The next items could not be loaded. Please try again.' over Load more.",
    [...inboxMore, fail('loadMore', 1)],
  ),
  itemScene(
    'ready.idle',
    'A request for an invitation: what was sent, its history, a note, and what can be done.',
    itemLoaded,
  ),
  itemScene(
    'ready.idle',
    'A message for a Talent Agent: the conversation and the answer box.',
    [done('loadItem', 1)],
    'ready.idle-message',
  ),
  itemScene('failed', "'The item could not be loaded. Please try again.' and Try again.", [
    fail('loadItem', 2),
  ]),
  itemScene('notFound', "'There is no such item (it may have been erased).'", [
    fail('loadItem', 1),
  ]),
  itemScene(
    'ready.sending',
    'Approve pressed: the change is on its way, the buttons busy.',
    itemApproving,
  ),
  itemScene('ready.stale', 'Someone else changed the item first: who did what, and Reload.', [
    ...itemApproving,
    fail('sendEvent', 0),
  ]),
  itemScene('ready.notAllowed', "'That is no longer possible for this item.'", [
    ...itemApproving,
    fail('sendEvent', 1),
  ]),
  itemScene(
    'ready.sendFailed',
    "'The change could not be sent. Please try again.' and Try again.",
    [...itemApproving, fail('sendEvent', 3)],
  ),
  bulkScene('idle', 'A checkbox on each row and Select all on this page; no bar yet.', bulkShown),
  bulkScene('selecting', "One item ticked: the bar with '1 selected' and its actions.", [
    ...bulkShown,
    send('TOGGLE', { item: avery }),
  ]),
  bulkScene(
    'confirming',
    "Take chosen for both: 'Take 2 items? Each is changed on its own…', Take 2 items, Cancel.",
    bulkChosen,
  ),
  bulkScene('sending', 'Confirmed: the confirmation busy, the selection locked.', bulkSent),
  bulkScene(
    'failed',
    'No answer: nothing is known to have changed; Try again sends the same request.',
    [...bulkSent, fail('sendBulk', 0)],
  ),
  bulkScene(
    'done',
    'The results, one per item: one taken, one refused because another agent changed it.',
    [...bulkSent, done('sendBulk', 0)],
  ),
  exportScene('idle', "The inbox's Export CSV button.", []),
  exportScene('exporting', 'Export CSV busy while the file downloads.', exporting),
  exportScene(
    'failed',
    "'The export could not be downloaded. Please try again.' under the button.",
    [...exporting, fail('fetchExport', 1)],
  ),
  mailScene(
    'ready.idle',
    'The outbox: the status filter, Refresh, a failed mail with its last reply, Load more.',
    mailLoaded,
  ),
  mailScene('failed', "'The outbox could not be loaded. Please try again.' and Try again.", [
    fail('loadPage', 1),
  ]),
  mailScene('ready.loadingMore', 'Load more busy: the next messages are on their way.', [
    ...mailLoaded,
    send('LOAD_MORE'),
  ]),
  mailScene('ready.moreFailed', "'The next messages could not be loaded. Please try again.'", [
    ...mailLoaded,
    send('LOAD_MORE'),
    fail('loadMore', 1),
  ]),
  mailScene('ready.opening', 'A message opened: loading it under the list.', mailOpening),
  mailScene('ready.openFailed', "'The message could not be loaded. Please try again.'", [
    ...mailOpening,
    fail('loadMessage', 1),
  ]),
  mailScene(
    'ready.shown',
    'The failed mail: to whom, its attempts, its last error, its text, and Send again.',
    mailShown,
  ),
  mailScene('ready.resending', 'Send again busy.', mailResending),
  mailScene(
    'ready.shown',
    "No answer to Send again: 'The message could not be sent again. Please try again.'",
    [...mailResending, fail('resend', 2)],
    'ready.shown-resendFailed',
  ),
  campaignsScene(
    'ready.idle',
    "The campaigns, newest first (a position's name opens its page), and the form for a new one.",
    campaignsLoaded,
  ),
  campaignsScene(
    'failed',
    "'The campaigns could not be loaded. Please try again.' and Try again.",
    [fail('loadCampaigns', 1)],
  ),
  campaignsScene('ready.creating', 'A new campaign typed: Create busy.', campaignTyped),
  campaignsScene(
    'ready.createFailed',
    'The server refuses a field: its reason under it, what was typed kept.',
    [...campaignTyped, fail('createCampaign', 1)],
  ),
  campaignScene(
    'ready.settled.idle',
    "A campaign's page: its fields to edit, the candidates with their progress, Invite.",
    campaignLoaded,
  ),
  campaignScene('failed', "'The campaign could not be loaded. Please try again.'", [
    fail('loadCampaign', 2),
  ]),
  campaignScene('notFound', "'There is no such campaign.'", [fail('loadCampaign', 1)]),
  campaignScene('ready.saving', 'The position renamed: Save busy.', campaignSaving),
  campaignScene('ready.settled.saved', "Saved: 'Saved.' by the button.", [
    ...campaignSaving,
    done('saveCampaign'),
  ]),
  campaignScene(
    'ready.settled.saveFailed',
    'The server refuses a field: its reason under it, what was typed kept.',
    [...campaignSaving, fail('saveCampaign', 1)],
  ),
  campaignScene(
    'ready.settled.conflict',
    'Someone saved it meanwhile: their version shown, save again or take theirs.',
    [...campaignSaving, fail('saveCampaign', 3)],
  ),
  campaignScene('ready.inviting', 'An address typed: Invite busy.', inviting),
  campaignScene('ready.settled.invited', "'Invited 1 candidate.': the new candidate in the list.", [
    ...inviting,
    done('inviteCandidates'),
  ]),
  campaignScene(
    'ready.settled.listFailed',
    "'The candidates could not be invited. Please try again.'",
    [...inviting, fail('inviteCandidates', 1)],
  ),
  campaignScene('ready.refreshing', 'Refresh busy: the candidates are asked for again.', [
    ...campaignLoaded,
    send('REFRESH'),
  ]),
  campaignScene('ready.loadingMore', 'Load more candidates busy: the page after those listed.', [
    ...campaignLoaded,
    send('LOAD_MORE'),
  ]),
  campaignScene(
    'ready.confirmingRevoke',
    "Revoke pressed on Robin's code: the question, Revoke and Cancel.",
    revoking,
  ),
  campaignScene('ready.revoking', 'Revoke confirmed: the button busy.', [
    ...revoking,
    send('CONFIRM_REVOKE'),
  ]),
  accountsScene(
    'ready.settled.idle',
    "The staff accounts: Settings on each, Disable on all but one's own; the form for a new one.",
    accountsLoaded,
  ),
  accountsScene(
    'ready.settled.idle',
    "Sam's settings open: address, notices, a new password.",
    [...accountsLoaded, send('EDIT', { id: sam.id })],
    'ready.settled.idle-editing',
  ),
  accountsScene('failed', "'The accounts could not be loaded. Please try again.' and Try again.", [
    fail('loadAccounts', 1),
  ]),
  accountsScene('ready.creating', 'A new account typed: Create busy.', accountTyped),
  accountsScene('ready.settled.createFailed', "'That user name is taken.', what was typed kept.", [
    ...accountTyped,
    fail('createAccount', 0),
  ]),
  accountsScene('ready.toggling', "Disable pressed on Sam's row: busy.", samDisabling),
  accountsScene(
    'ready.settled.toggleFailed',
    "'The account could not be changed. Please try again.'",
    [...samDisabling, fail('setDisabled', 1)],
  ),
  accountsScene('ready.saving', "Sam's address changed: Save busy.", samEdited),
  accountsScene(
    'ready.settled.saveFailed',
    "'The last enabled administrator must stay one.', what was typed kept.",
    [...samEdited, fail('saveAccount', 0)],
  ),
  eraseScene(
    'editing.clean',
    'Erase a person: their address or profile, typed twice, and Erase.',
    [],
  ),
  eraseScene(
    'editing.mismatch',
    "'The two entries differ: type the same address or profile twice.'",
    eraseTyped('avery@example.org'),
  ),
  eraseScene(
    'confirming',
    "'Erase everything about avery@example.com? This cannot be undone.' Erase, or Cancel.",
    eraseTyped('avery@example.com'),
  ),
  eraseScene('erasing', 'Erasing: the confirmation busy.', eraseConfirmed),
  eraseScene('editing.failed', "'Nothing was erased: the request failed. Please try again.'", [
    ...eraseConfirmed,
    fail('erase', 1),
  ]),
  eraseScene('erased', 'Erased: how many rows of each kind, and Erase someone else.', [
    ...eraseConfirmed,
    done('erase'),
  ]),
  erasureLogScene(
    'shown',
    'The erasure log: when, by whom and how many rows of each kind, never whom.',
    [done('loadLog')],
  ),
  erasureLogScene(
    'failed',
    "'The erasure log could not be loaded. Please try again.' and Try again.",
    [fail('loadLog', 1)],
  ),

  signInScene('restoring', "'Loading the console…' while the tab's session is read.", []),
  signInScene('signedOut.editing', "The sign-in form: 'User name', 'Password', Sign in.", [
    done('restoreSession', 1),
  ]),
  signInScene('signedOut.submitting', 'Sign in busy, what was typed kept.', signInTyped),
  signInScene('signedOut.rejected', 'A wrong name or password: one message for both.', [
    ...signInTyped,
    fail('signIn', 0),
  ]),
  signInScene('signedOut.locked', 'Too many failed attempts: sign-in locked, for how long.', [
    ...signInTyped,
    fail('signIn', 1),
  ]),
  signInScene('signedOut.unreachable', 'No answer from the server: try again.', [
    ...signInTyped,
    fail('signIn', 2),
  ]),
  signInScene('signedOut.expired', 'The session ended while away: sign in again.', [
    ...agentSignedIn,
    send('SESSION_LOST'),
  ]),
  signInScene('signedOut.ended', 'Signed out: the form, and a line that says so.', [
    ...agentSignedIn,
    send('SIGN_OUT'),
    done('endSession'),
  ]),
  signInScene('signedIn', "The console's bar: the agent's name, role and Sign out.", agentSignedIn),
  signInScene('signingOut', 'Signing out: the bar, its button busy.', [
    ...agentSignedIn,
    send('SIGN_OUT'),
  ]),
  welcomeScene('checking', "'Checking your link…' while the server reads it.", []),
  welcomeScene('checkFailed', 'No answer about the link: try again.', [fail('check', 1)]),
  welcomeScene('unusable', 'A link used or expired: how to ask for another.', [fail('check', 0)]),
  welcomeScene(
    'form.editing',
    'Welcome by name: choose a user name and a password.',
    welcomeChecked,
  ),
  welcomeScene('submitting', 'Creating the membership: the button busy.', welcomeTyped),
  welcomeScene('form.refused', 'The user name is taken: the reason under it, nothing lost.', [
    ...welcomeTyped,
    fail('create', 0),
  ]),
  welcomeScene('form.failed', 'No answer: try again, what was typed kept.', [
    ...welcomeTyped,
    fail('create', 2),
  ]),
  welcomeScene('welcomed', 'A member now: the user name, and the way to sign in.', [
    ...welcomeTyped,
    done('create'),
  ]),

  // Saved views, the export log and the console's keys (issue 43, item 8)
  {
    entry: 'agentExportLog',
    machine: 'agentExportLog',
    state: 'shown',
    caption:
      'The newest exports: when, by whom, the filters in words, the rows (a cut one says so).',
    steps: [done('loadLog')],
  },
  {
    entry: 'agentExportLog',
    machine: 'agentExportLog',
    state: 'failed',
    caption: "'The export log could not be loaded. Please try again.' and Try again.",
    steps: [fail('loadLog', 1)],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'ready.idle',
    caption: "The agent's views, each with Delete, and the Save this view form.",
    steps: [done('loadViews')],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'failed',
    caption: "'Your saved views could not be loaded. Please try again.' and Try again.",
    steps: [fail('loadViews', 1)],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'ready.saving',
    caption: "Saving the view 'Spam': the button busy.",
    steps: [
      done('loadViews'),
      send('CHANGE_NAME', { value: 'Spam' }),
      send('SAVE', { filters: { status: 'spam' } }),
    ],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'ready.saved',
    caption: "Saved: the new view listed, 'The view is saved.', the field emptied.",
    steps: [
      done('loadViews'),
      send('CHANGE_NAME', { value: 'Spam' }),
      send('SAVE', { filters: { status: 'spam' } }),
      done('saveView'),
    ],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'ready.idle',
    name: 'ready.idle-name-taken',
    caption: "A name already used: the server's reason under the field, the name kept.",
    steps: [
      done('loadViews'),
      send('CHANGE_NAME', { value: 'Spam' }),
      send('SAVE', { filters: { status: 'spam' } }),
      fail('saveView', 0),
    ],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'ready.saveFailed',
    caption: "The account holds 20 views: the server's words, the name kept.",
    steps: [
      done('loadViews'),
      send('CHANGE_NAME', { value: 'Spam' }),
      send('SAVE', { filters: { status: 'spam' } }),
      fail('saveView', 1),
    ],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'ready.deleting',
    caption: 'Deleting a view: its Delete busy.',
    steps: [done('loadViews'), send('DELETE', { id: 4 })],
  },
  {
    entry: 'agentViews',
    machine: 'agentViews',
    state: 'ready.deleteFailed',
    caption: "'The view could not be deleted. Please try again.'",
    steps: [done('loadViews'), send('DELETE', { id: 4 }), fail('deleteView', 2)],
  },
  {
    entry: 'consoleShortcuts',
    machine: 'consoleShortcuts',
    state: 'open',
    caption: '? pressed: the keys and what each does, in a modal dialog; Escape or Close hides it.',
    steps: [send('SHOW')],
  },
  // An agent's own settings in the console (issue 43)
  {
    entry: 'agentSettings',
    machine: 'agentSettings',
    state: 'editing',
    caption: 'The form as loaded: no address, no mail, the password fields empty.',
    steps: settingsLoaded,
  },
  {
    entry: 'agentSettings',
    machine: 'agentSettings',
    state: 'failed',
    caption: "'Your settings could not be loaded. Please try again.' and Try again.",
    steps: [fail('loadSettings', 1)],
  },
  {
    entry: 'agentSettings',
    machine: 'agentSettings',
    state: 'saving',
    caption: 'Saving an address and a mail for each new request: the button busy.',
    steps: [...settingsFilled, send('SAVE')],
  },
  {
    entry: 'agentSettings',
    machine: 'agentSettings',
    state: 'saved',
    caption: "Saved: 'Your settings are saved.' in the status line.",
    steps: [...settingsFilled, send('SAVE'), done('saveSettings')],
  },
  {
    entry: 'agentSettings',
    machine: 'agentSettings',
    state: 'refused',
    caption:
      'The server refuses a field (the current password, here): its reason under it, what was typed kept.',
    steps: [...settingsFilled, send('SAVE'), fail('saveSettings', 0)],
  },
  {
    entry: 'agentSettings',
    machine: 'agentSettings',
    state: 'saveFailed',
    caption:
      "No answer: 'Your settings could not be saved. Please try again.', what was typed kept.",
    steps: [...settingsFilled, send('SAVE'), fail('saveSettings', 2)],
  },
  // The login modal (SPEC.md 2.3, 4, 8)
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'login.editing',
    caption: 'The login step, empty.',
    steps: [],
  },
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'login.submitting',
    caption: 'Logging in: the server has not answered yet.',
    steps: [...loginFilled, send('SUBMIT_LOGIN')],
  },
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'login.failed',
    caption:
      "The login failed (any error): 'There was an error trying to validate user credentials'.",
    steps: [...loginFilled, send('SUBMIT_LOGIN'), fail('logIn')],
  },
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'invitation.form.editing',
    caption: 'Step 2, asking for an invitation.',
    steps: [send('WANT_MEMBERSHIP')],
  },
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'invitation.form.invalid',
    caption: "Step 2 with an invalid e-mail: 'Please enter a valid email address.' for 3 s.",
    steps: invitationByEmail('robin@example'),
  },
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'invitation.submitting',
    caption: 'Requesting the invitation: the server has not answered yet.',
    steps: invitationByEmail('robin@example.com'),
  },
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'invitation.form.failed',
    caption: "The request failed: 'There was an error trying to request invitation' for 3 s.",
    steps: [...invitationByEmail('robin@example.com'), fail('requestInvitation')],
  },
  {
    entry: 'loginModal',
    machine: 'loginModal',
    state: 'thanks',
    caption: 'The thanks once the request is sent.',
    steps: [...invitationByEmail('robin@example.com'), done('requestInvitation')],
  },
  // The reach-out form (SPEC.md 2.6, 8)
  {
    entry: 'reachOut',
    machine: 'reachOut',
    state: 'idle.editing',
    caption: 'The message form with an invalid e-mail, once the field is left.',
    steps: [
      send('CHANGE', { field: 'email', value: 'robin@example' }),
      send('CHECK', { field: 'email' }),
    ],
  },
  {
    entry: 'reachOut',
    machine: 'reachOut',
    state: 'submitting',
    caption: 'Sending: a spinner, the fields disabled.',
    steps: reachOutFilled,
  },
  {
    entry: 'reachOut',
    machine: 'reachOut',
    state: 'idle.failed',
    caption: "The server failed: the alert 'An error occurred. Please try again later.'",
    steps: [...reachOutFilled, fail('sendMessage')],
  },
  {
    entry: 'reachOut',
    machine: 'reachOut',
    state: 'submitted',
    caption: "Sent: the button reads 'Submitted!'.",
    steps: [...reachOutFilled, done('sendMessage')],
  },
  // The newsletter box (SPEC.md 5, 8)
  {
    entry: 'subscribe',
    machine: 'subscribe',
    state: 'idle.editing',
    caption: 'The newsletter box with an invalid e-mail.',
    steps: [send('CHANGE', { value: 'robin@example' }), send('CHECK')],
  },
  {
    entry: 'subscribe',
    machine: 'subscribe',
    state: 'loading',
    caption: 'Subscribing: the button shows a spinner.',
    steps: subscribeFilled,
  },
  {
    entry: 'subscribe',
    machine: 'subscribe',
    state: 'idle.failed',
    caption:
      "The server answered other than 200 (or failed): the alert 'An error occurred. Please try again later.'",
    steps: [...subscribeFilled, done('subscribe', 1)],
  },
  {
    entry: 'subscribe',
    machine: 'subscribe',
    state: 'subscribed',
    caption: 'Subscribed: the thanks in place of the invitation to subscribe.',
    steps: [...subscribeFilled, done('subscribe', 0)],
  },
  // The registration form and its sidebar (SPEC.md 2.5, 8)
  {
    entry: 'memberRegistration',
    machine: 'memberRegistration',
    state: 'idle.editing',
    caption:
      "Fields left empty or half-typed say what they need; 'Send my request' stays disabled.",
    steps: [
      send('CHECK', { field: 'fullName' }),
      send('CHANGE', { field: 'email', value: 'robin@example' }),
      send('CHECK', { field: 'email' }),
    ],
  },
  {
    entry: 'memberRegistration',
    machine: 'memberRegistration',
    state: 'submitting',
    caption: 'Sending: a spinner, the fields disabled.',
    steps: registrationFilled,
  },
  {
    entry: 'memberRegistration',
    machine: 'memberRegistration',
    state: 'idle.failed',
    caption: "The server failed: the alert 'An error occurred. Please try again later.'",
    steps: [...registrationFilled, fail('register')],
  },
  {
    entry: 'memberRegistration',
    machine: 'memberRegistration',
    state: 'registered',
    caption: 'The request received: the form gives way to the thanks.',
    steps: [...registrationFilled, done('register')],
  },
  {
    entry: 'sidebar',
    machine: 'sidebar',
    state: 'open',
    caption: 'The sidebar open, with the request form in it.',
    steps: [],
  },
  {
    entry: 'sidebar',
    machine: 'sidebar',
    state: 'closed',
    caption: 'The sidebar closed.',
    steps: [send('TOGGLE')],
  },
  // The NDA (SPEC.md 2.7, 4)
  {
    entry: 'nda',
    machine: 'nda',
    state: 'notAccepted',
    caption: 'The agreement, not accepted yet: Continue is disabled.',
    steps: [],
  },
  {
    entry: 'nda',
    machine: 'nda',
    state: 'accepted.ready',
    caption: 'The terms accepted: Continue is enabled.',
    steps: [send('ACCEPT')],
  },
  {
    entry: 'nda',
    machine: 'nda',
    state: 'completing',
    caption: 'Continue shows a spinner while onboarding is completed.',
    steps: [send('ACCEPT'), send('CONTINUE')],
  },
  {
    entry: 'nda',
    machine: 'nda',
    state: 'accepted.signInRequired',
    caption: 'The server answered 401 (nobody signed in, or the session ended): asked to sign in.',
    steps: [send('ACCEPT'), send('CONTINUE'), fail('completeOnboarding', 0)],
  },
  {
    entry: 'nda',
    machine: 'nda',
    state: 'accepted.failed',
    caption: 'The server failed (500): the member may try again.',
    steps: [send('ACCEPT'), send('CONTINUE'), fail('completeOnboarding', 1)],
  },
  // The session, as the site's header shows it (SPEC.md 2.2, 4)
  {
    entry: 'session',
    machine: 'session',
    state: 'anonymous',
    caption: "A visitor: 'Enter to the Future' and 'I want to be a Member'.",
    steps: [send('RESTORE'), done('readStoredSession', 1)],
    crop: 'header',
  },
  {
    entry: 'session',
    machine: 'session',
    state: 'signedIn.waiting',
    caption: "Signed in: the member's initials chip in place of the buttons.",
    steps: signedIn,
    crop: 'header',
  },
  // The membership dialog, as its openers open it (SPEC.md 2.3, 4)
  {
    entry: 'membershipDialog',
    machine: 'membershipDialog',
    state: 'closed',
    caption:
      "Closed: buttons that open it, here 'Enter to the Future' (step 1) and 'I want to be a Member' (step 2).",
    steps: [],
  },
  {
    entry: 'membershipDialog',
    machine: 'membershipDialog',
    state: 'shown.open',
    name: 'shown.open-step1',
    caption:
      "Opened at step 1 ('Enter to the Future', 'Platform Access'): the login modal's sign-in.",
    steps: [send('OPEN', { step: 1 })],
  },
  {
    entry: 'membershipDialog',
    machine: 'membershipDialog',
    state: 'shown.open',
    name: 'shown.open-step2',
    caption: "Opened at step 2 ('I want to be a Member'): the login modal's 'Start your Journey'.",
    steps: [send('OPEN', { step: 2 })],
  },
  // The interview overlay and its modals (SPEC.md 2.8, 8)
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.mobileNotice.visible.open',
    caption: 'On a small screen, first a notice that the interview works best on a computer.',
    steps: [send('SHOW', { link: '/interview/demo' }), done('checkScreen', 0), wait],
    widths: ['phone'],
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.opportunity',
    caption: 'Step 1: the opportunity.',
    steps: overlay,
    crop: 'aside',
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.collapsed',
    caption: 'The panel folded away.',
    steps: [...overlay, send('TOGGLE')],
    crop: 'aside',
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.details',
    caption: "Step 2: the position's details.",
    steps: details,
    crop: 'aside',
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.unlocking.verifying',
    caption: 'Start Interview pressed: the stored access code is checked again.',
    steps: [...details, send('START_INTERVIEW')],
    crop: 'aside',
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.details',
    name: 'shown.panel.details-alert',
    caption:
      "The check failed: the alert 'An error occurred while validating your access code. Please try again later.'",
    steps: [...details, send('START_INTERVIEW'), fail('verifyStoredCode')],
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.unlocking.enteringCode.visible.open',
    caption: 'No code stored: the access code modal, at its guidelines.',
    steps: [...details, send('START_INTERVIEW'), done('verifyStoredCode', 2), wait],
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.start.ready',
    caption: 'Step 3, the code accepted: start now, watch the video or schedule for later.',
    steps: unlocked,
    crop: 'aside',
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.start.interviewing.fullScreen',
    caption: 'The interview running in its frame, full screen.',
    steps: [...unlocked, send('START_NOW')],
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.start.interviewing.windowed',
    caption: 'The interview running inside the overlay, the page visible around it.',
    steps: [...unlocked, send('START_NOW'), send('TOGGLE')],
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.start.watchingVideo.visible.open',
    caption: 'The video modal.',
    steps: [...unlocked, send('WATCH_VIDEO'), wait],
  },
  {
    entry: 'interview',
    machine: 'interview',
    state: 'shown.panel.start.scheduling.visible.open',
    caption: 'The scheduling modal.',
    steps: [...unlocked, send('SCHEDULE'), wait],
  },
  // The access code modal's content (SPEC.md 2.8, 8)
  {
    entry: 'accessCode',
    machine: 'accessCode',
    state: 'guidelines',
    caption: 'The guidelines before the code.',
    steps: [],
  },
  {
    entry: 'accessCode',
    machine: 'accessCode',
    state: 'entry.editing',
    caption: 'Asking for the access code.',
    steps: [send('ACKNOWLEDGE')],
  },
  {
    entry: 'accessCode',
    machine: 'accessCode',
    state: 'checking',
    caption: 'The code is being checked.',
    steps: codeTyped,
  },
  {
    entry: 'accessCode',
    machine: 'accessCode',
    state: 'entry.invalid',
    caption: "A wrong code: 'Code provided is invalid' for 3 s.",
    steps: [...codeTyped, done('fetchToken', 1)],
  },
  {
    entry: 'accessCode',
    machine: 'accessCode',
    state: 'entry.failed',
    caption: "The check failed: 'Error trying to validate code'.",
    steps: [...codeTyped, fail('fetchToken')],
  },
  // The interview link: what it shows is the alert of SPEC.md 8 at '/'
  {
    entry: 'interviewLink',
    machine: 'interviewLink',
    state: 'idle',
    caption:
      "At '/', the stored access code could not be checked: the alert 'An error occurred. Please try again later.'",
    steps: [
      send('ROUTE_CHANGED', { path: '/' }),
      done('readStoredLink', 0),
      fail('verifyStoredCode'),
    ],
    crop: '[role="alert"] > *',
  },
  // The interview film's player (SPEC.md 2.8), shown as the gallery shows every view: with
  // reduced motion, each scene still.
  {
    entry: 'filmPlayer',
    machine: 'filmPlayer',
    state: 'poster',
    caption: 'Before it plays: the title card, finished, under the big play button.',
    steps: [],
  },
  {
    entry: 'filmPlayer',
    machine: 'filmPlayer',
    state: 'playing',
    caption: 'Playing, half way through (0:48): Pause the film, the scene and its caption.',
    steps: [send('TOGGLE'), send('TICK', { seconds: 48 })],
  },
  {
    entry: 'filmPlayer',
    machine: 'filmPlayer',
    state: 'paused',
    caption: 'Paused half way through (0:48), captions hidden: the caption is only read out.',
    steps: [send('SEEK', { to: 48 }), send('TOGGLE_CAPTIONS')],
  },
  {
    entry: 'filmPlayer',
    machine: 'filmPlayer',
    state: 'ended',
    caption: 'At the end: the last scene, the big play button, Play the film again.',
    steps: [send('SEEK', { to: 96 })],
  },
  // The sliders (SPEC.md 2.1)
  {
    entry: 'slider.approach',
    machine: 'slider',
    state: 'showing',
    name: 'approach-showing',
    caption: 'The approach slider at its second slide.',
    steps: [send('NEXT')],
  },
  {
    entry: 'slider.agents',
    machine: 'slider',
    state: 'showing',
    name: 'agents-showing',
    caption: 'The talent agents slider at its last agent.',
    steps: [send('LAST')],
  },
]

export const widthsOf = (scene: GalleryScene): Width[] => scene.widths ?? both

/** A state its view shows as it shows another, pictured state (the same text and controls):
 *  the machine's page names it under that picture rather than show it again. Its steps reach
 *  it in the playground, where tests/unit/gallery-scenes.test.tsx compares the two. */
export interface LookAlike {
  entry: string
  machine: string
  state: string
  steps: Step[]
  /** The picture it looks like: its scene's name (its state unless named). */
  as: string
  why: string
}

const sessionLooks = (state: string, steps: Step[], as: string, why: string): LookAlike => ({
  entry: 'session',
  machine: 'session',
  state,
  steps,
  as,
  why,
})
const renewedUnseen =
  "The session is renewed in the background: the header keeps the member's chip and its menu " +
  'as they are (nothing busy, nothing disabled).'
const visitorUntilReload =
  "From 'Log Out' on, the chip is gone at once: a visitor's buttons while the server is told " +
  '(at most 5 s), until the page reloads as a visitor’s.'

export const lookAlikes: LookAlike[] = [
  {
    entry: 'membershipDialog',
    machine: 'membershipDialog',
    state: 'shown.closing',
    steps: [send('OPEN', { step: 1 }), send('CLOSE')],
    as: 'shown.open-step1',
    why: 'The open dialog fading out over 300 ms; then it is closed.',
  },
  sessionLooks('signedIn.refreshing', [...signedIn, wait], 'signedIn.waiting', renewedUnseen),
  sessionLooks(
    'signedIn.retrying',
    [...signedIn, wait, fail('refreshSession', 1)],
    'signedIn.waiting',
    `${renewedUnseen} A failed renewal (500) waits a minute, unseen, and tries again.`,
  ),
  sessionLooks('unknown', [], 'anonymous', "Before the cookie is read: a visitor's buttons."),
  sessionLooks(
    'restoring',
    [send('RESTORE')],
    'anonymous',
    "While the cookie is read: a visitor's buttons.",
  ),
  sessionLooks('loggingOut', [...signedIn, send('LOG_OUT')], 'anonymous', visitorUntilReload),
  sessionLooks(
    'loggedOut',
    [...signedIn, send('LOG_OUT'), done('logOutOnServer')],
    'anonymous',
    visitorUntilReload,
  ),
]

/** A state with no picture and no look-alike: what its view shows, or why it shows nothing of
 *  its own. `npm run gallery -- --check` requires every state of a machine with a view to have
 *  a picture, a look-alike or one of these. */
export interface Unpictured {
  machine: string
  state: string
  why: string
}

const unseen = (machine: string, state: string, why: string): Unpictured => ({
  machine,
  state,
  why,
})
const fading = (machine: string, state: string, what: string) =>
  unseen(machine, state, `${what} fading in or out (300 ms): it looks as it does open.`)
const noOverlay = 'The interview link has no view of its own while it is read: the page as it was.'

export const unpictured: Unpictured[] = [
  unseen('agentExportLog', 'loading', "'Loading the export log…' for as long as the call takes."),
  unseen('agentViews', 'loading', "'Loading your saved views…' for as long as the call takes."),
  unseen(
    'consoleShortcuts',
    'closed.ready',
    'No overlay: the console as it is, its keys listening.',
  ),
  unseen(
    'consoleShortcuts',
    'closed.going',
    'g was pressed: nothing shows while the next key is awaited.',
  ),
  unseen('agentInbox', 'loading', "'Loading…' in the status line for as long as the list takes."),
  unseen('agentItem', 'loading', "'Loading the item…' for as long as it takes."),
  unseen('agentAccounts', 'loading', "'Loading…' for as long as the accounts take."),
  unseen('agentErasureLog', 'loading', "'Loading…' for as long as the log takes."),
  unseen('agentMail', 'loading', "'Loading…' for as long as the outbox takes."),
  unseen('agentCampaigns', 'loading', "'Loading…' for as long as the campaigns take."),
  unseen('agentCampaign', 'loading', "'Loading…' for as long as the campaign takes."),
  unseen('agentSettings', 'loading', "'Loading your settings…' for as long as GET /me takes."),
  unseen('accessCode', 'accepted', 'The code is accepted: the panel moves on to Start Interview.'),
  unseen('interview', 'hidden', 'No overlay on this route: nothing of the interview shows.'),
  unseen(
    'interview',
    'shown.checkingScreen',
    'The overlay reads the screen size before it draws anything (a moment).',
  ),
  fading('interview', 'shown.mobileNotice.visible.opening', 'The small-screen notice'),
  fading('interview', 'shown.mobileNotice.accepting', 'The small-screen notice'),
  fading('interview', 'shown.mobileNotice.dismissing', 'The small-screen notice'),
  fading(
    'interview',
    'shown.panel.unlocking.enteringCode.visible.opening',
    'The access code modal',
  ),
  fading('interview', 'shown.panel.unlocking.enteringCode.accepting', 'The access code modal'),
  fading('interview', 'shown.panel.unlocking.enteringCode.dismissing', 'The access code modal'),
  fading('interview', 'shown.panel.start.scheduling.visible.opening', 'The scheduler modal'),
  fading('interview', 'shown.panel.start.scheduling.closing', 'The scheduler modal'),
  fading('interview', 'shown.panel.start.watchingVideo.visible.opening', 'The video modal'),
  fading('interview', 'shown.panel.start.watchingVideo.closing', 'The video modal'),
  unseen('interviewLink', 'waiting', noOverlay),
  unseen('interviewLink', 'restoring', noOverlay),
  unseen('interviewLink', 'routing', noOverlay),
  unseen('interviewLink', 'fetchingCampaign', noOverlay),
  unseen('interviewLink', 'verifyingCode', noOverlay),
  fading('loginModal', 'opening', 'The login modal'),
  unseen('loginModal', 'finished', 'The modal has closed: the page behind it.'),
  unseen('loginModal', 'signedIn', 'The login answer went to the session: the modal has closed.'),
  unseen('nda', 'continued', 'The agreement is accepted: the member is taken to /home.'),
  unseen('reachOut', 'redirected', 'The message is sent: the visitor is taken to /no-token.'),
]

/** The view of each machine: the sources its pictures depend on, besides the machine's file. */
export const viewSources: Record<string, string[]> = {
  agentInbox: [
    'src/agents/InboxView.tsx',
    'src/agents/ConsoleSelect.tsx',
    'src/agents/LoadStatus.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/agents/table',
    'src/ui/forms',
  ],
  agentItem: [
    'src/agents/ItemView.tsx',
    'src/agents/MessageThread.tsx',
    'src/agents/HandWelcomeLink.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/LoadStatus.tsx',
    'src/agents/RetryAlert.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/agents/table',
    'src/ui/forms',
  ],
  agentBulk: [
    'src/agents/BulkActions.tsx',
    'src/agents/ConfirmAction.tsx',
    'src/agents/Bulk.module.css',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/ui/forms',
  ],
  agentExport: ['src/agents/InboxView.tsx', 'src/agents/Console.module.css', 'src/ui/forms'],
  agentMail: [
    'src/agents/MailView.tsx',
    'src/agents/LoadStatus.tsx',
    'src/agents/RetryAlert.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/ui/forms',
  ],
  agentCampaigns: [
    'src/agents/CampaignsView.tsx',
    'src/agents/CampaignFields.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/ConsoleForm.tsx',
    'src/agents/LoadStatus.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/agents/table',
    'src/ui/forms',
  ],
  agentCampaign: [
    'src/agents/CampaignView.tsx',
    'src/agents/CampaignFields.tsx',
    'src/agents/ConfirmAction.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/ConsoleForm.tsx',
    'src/agents/LoadStatus.tsx',
    'src/agents/RetryAlert.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/ui/forms',
  ],
  agentAccounts: [
    'src/agents/AccountsView.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/ConsoleSelect.tsx',
    'src/agents/ConsoleForm.tsx',
    'src/agents/LoadStatus.tsx',
    'src/agents/RetryAlert.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/agents/table',
    'src/ui/forms',
  ],
  agentErase: [
    'src/agents/EraseView.tsx',
    'src/agents/ConfirmAction.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/ConsoleForm.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/ui/forms',
  ],
  agentErasureLog: [
    'src/agents/ErasureLogView.tsx',
    'src/agents/LoadStatus.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/agents/table',
  ],
  agentSignIn: [
    'src/agents/SignInView.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/ConsoleForm.tsx',
    'src/agents/Console.module.css',
    'src/ui/forms',
  ],
  welcomeMember: ['src/ui/welcome', 'src/ui/forms', 'src/ui/membership'],
  agentSettings: [
    'src/agents/SettingsView.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/ConsoleSelect.tsx',
    'src/agents/ConsoleForm.tsx',
    'src/agents/RetryAlert.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/ui/forms',
  ],
  agentExportLog: [
    'src/agents/ExportLogView.tsx',
    'src/agents/LogTable.tsx',
    'src/agents/RetryAlert.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/agents/table',
    'src/ui/forms',
  ],
  agentViews: [
    'src/agents/SavedViewsView.tsx',
    'src/agents/ConsoleField.tsx',
    'src/agents/RetryAlert.tsx',
    'src/agents/format.ts',
    'src/agents/Console.module.css',
    'src/ui/forms',
  ],
  consoleShortcuts: [
    'src/agents/ShortcutsOverlay.tsx',
    'src/agents/Console.module.css',
    'src/ui/common/useModalDialog.ts',
  ],
  loginModal: ['src/ui/login', 'src/ui/forms'],
  reachOut: ['src/ui/reachOut', 'src/ui/forms'],
  subscribe: ['src/ui/subscribe', 'src/ui/forms'],
  memberRegistration: ['src/ui/registration', 'src/ui/forms'],
  sidebar: ['src/ui/registration'],
  nda: ['src/ui/nda', 'src/content/nda.ts'],
  session: [
    'src/ui/session',
    'src/ui/app/AccountProviders.tsx',
    'src/ui/shell',
    'src/ui/membership',
  ],
  membershipDialog: ['src/ui/membership', 'src/ui/login', 'src/ui/forms'],
  // The running interview and the scheduler show the demo campaign's pages in their frames.
  interview: ['src/ui/interview', 'src/ui/forms', 'server/demo/pages'],
  accessCode: ['src/ui/interview', 'src/ui/forms'],
  filmPlayer: ['src/ui/interview/film', 'src/content/interviewFilm.ts'],
  interviewLink: [
    'src/ui/interview/InterviewProvider.tsx',
    'src/ui/interview/AlertMessage.tsx',
    'src/ui/interview/AlertMessage.module.css',
  ],
  slider: ['src/ui/sliders', 'src/content/approach.ts', 'src/content/talentAgents.ts'],
}

/** What every picture depends on: the styles, the playground that shows the views, the model
 *  tests' fakes and samples it runs them on, and these scenes. */
export const sharedSources = [
  'src/ui/styles',
  'src/playground',
  'playground.html',
  'tests/model/models.ts',
  'tests/model/fakes.ts',
  'tests/support/campaign.ts',
  'tests/support/secrets.ts',
  'tests/support/session.ts',
  'tests/support/typing.ts',
  'tests/support/agents.ts',
  'scripts/lib/gallery-scenes.ts',
]
