// Pairs of transitions the machine's structure allows one after the other, but its guards, its
// context or its model's events never do: each with the reason. `npm run coverage:model` leaves
// them out of the feasible pairs it counts, and fails when a walk takes one (the reason is then
// wrong). Keys are as the report prints them: '<first transition> → <second transition>'.
export const excludedPairs: Record<string, Record<string, string>> = {
  accessCode: {
    'accessCode.guidelines on ACKNOWLEDGE → accessCode.entry on SUBMIT':
      'Nothing can be typed before the guidelines are acknowledged, and an empty code is not sent (sendableCode).',
  },
  agentAccounts: {
    'agentAccounts.loading on xstate.done.actor.loadAccounts → agentAccounts.ready on CHANGE_EDIT':
      'No account’s settings are open when the list first shows: editing, saving or closing them needs one open (editingOpen, editIsValid).',
    'agentAccounts.loading on xstate.done.actor.loadAccounts → agentAccounts.ready.settled on CREATE':
      'The draft is empty when the list first shows (nothing is typed before): Create refuses it.',
    'agentAccounts.loading on xstate.done.actor.loadAccounts → agentAccounts.ready.settled on SAVE':
      'No account’s settings are open when the list first shows: editing, saving or closing them needs one open (editingOpen, editIsValid).',
    'agentAccounts.loading on xstate.done.actor.loadAccounts → agentAccounts.ready.settled on CANCEL_EDIT':
      'No account’s settings are open when the list first shows: editing, saving or closing them needs one open (editingOpen, editIsValid).',
    'agentAccounts.ready on CHANGE_DRAFT → agentAccounts.ready on CHANGE_EDIT':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready on CHANGE_DRAFT → agentAccounts.ready.settled on SAVE':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready on CHANGE_DRAFT → agentAccounts.ready.settled on CANCEL_EDIT':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready on CHANGE_DRAFT → agentAccounts.ready.saving on xstate.done.actor.saveAccount':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready on CHANGE_DRAFT → agentAccounts.ready.saving on xstate.error.actor.saveAccount':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready on CHANGE_EDIT → agentAccounts.ready on CHANGE_DRAFT':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready.settled on EDIT → agentAccounts.ready on CHANGE_DRAFT':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready.settled on SAVE → agentAccounts.ready on CHANGE_DRAFT':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
    'agentAccounts.ready.settled on CANCEL_EDIT → agentAccounts.ready on CHANGE_EDIT':
      'Closing the settings and saving them both close them (editing null): editing, saving or closing again needs them open.',
    'agentAccounts.ready.settled on CANCEL_EDIT → agentAccounts.ready.settled on SAVE':
      'Closing the settings and saving them both close them (editing null): editing, saving or closing again needs them open.',
    'agentAccounts.ready.settled on CANCEL_EDIT → agentAccounts.ready.settled on CANCEL_EDIT':
      'Closing the settings and saving them both close them (editing null): editing, saving or closing again needs them open.',
    'agentAccounts.ready.creating on xstate.done.actor.createAccount → agentAccounts.ready.settled on CREATE':
      'A created account empties the draft: Create refuses an empty draft.',
    'agentAccounts.ready.saving on xstate.done.actor.saveAccount → agentAccounts.ready on CHANGE_EDIT':
      'Closing the settings and saving them both close them (editing null): editing, saving or closing again needs them open.',
    'agentAccounts.ready.saving on xstate.done.actor.saveAccount → agentAccounts.ready.settled on SAVE':
      'Closing the settings and saving them both close them (editing null): editing, saving or closing again needs them open.',
    'agentAccounts.ready.saving on xstate.done.actor.saveAccount → agentAccounts.ready.settled on CANCEL_EDIT':
      'Closing the settings and saving them both close them (editing null): editing, saving or closing again needs them open.',
    'agentAccounts.ready.saving on xstate.error.actor.saveAccount → agentAccounts.ready on CHANGE_DRAFT':
      'The model types the new account’s draft only while no account’s settings are open, and opens them only with a blank or whole draft (agentAccountsModel): typing the draft and the settings never meet.',
  },
  agentBulk: {
    'agentBulk on SHOWN → agentBulk.selecting on TOGGLE #1':
      "Selecting takes SHOWN itself (#1, #2): the root's SHOWN is taken only in the other states, and leaves none of them.",
    'agentBulk on SHOWN → agentBulk.selecting on TOGGLE #2':
      "Selecting takes SHOWN itself (#1, #2): the root's SHOWN is taken only in the other states, and leaves none of them.",
    'agentBulk on SHOWN → agentBulk.selecting on SELECT_ALL':
      "Selecting takes SHOWN itself (#1, #2): the root's SHOWN is taken only in the other states, and leaves none of them.",
    'agentBulk on SHOWN → agentBulk.selecting on CLEAR':
      "Selecting takes SHOWN itself (#1, #2): the root's SHOWN is taken only in the other states, and leaves none of them.",
    'agentBulk on SHOWN → agentBulk.selecting on SHOWN #1':
      "Selecting takes SHOWN itself (#1, #2): the root's SHOWN is taken only in the other states, and leaves none of them.",
    'agentBulk on SHOWN → agentBulk.selecting on SHOWN #2':
      "Selecting takes SHOWN itself (#1, #2): the root's SHOWN is taken only in the other states, and leaves none of them.",
    'agentBulk on SHOWN → agentBulk.selecting on CHOOSE':
      "Selecting takes SHOWN itself (#1, #2): the root's SHOWN is taken only in the other states, and leaves none of them.",
    'agentBulk.idle on TOGGLE → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.idle on SELECT_ALL → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.idle on SELECT_ALL → agentBulk.selecting on SELECT_ALL':
      "Once all are selected the view offers no 'select all' (agentBulkModel).",
    'agentBulk.selecting on TOGGLE #2 → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.selecting on SELECT_ALL → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.selecting on SELECT_ALL → agentBulk.selecting on SELECT_ALL':
      "Once all are selected the view offers no 'select all' (agentBulkModel).",
    'agentBulk.selecting on SHOWN #2 → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.selecting on CHOOSE → agentBulk.confirming on CANCEL #1':
      'While selecting, the selection holds only items shown (keepShown): cancelled right after choosing, they are still shown (#2).',
    'agentBulk.confirming on CANCEL #2 → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.failed on CANCEL #2 → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.done on TOGGLE → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.done on SELECT_ALL → agentBulk on SHOWN':
      "Selecting takes SHOWN itself (#1, #2): after a step into selecting, the root's SHOWN is not taken.",
    'agentBulk.done on SELECT_ALL → agentBulk.selecting on SELECT_ALL':
      "Once all are selected the view offers no 'select all' (agentBulkModel).",
  },
  agentCampaign: {
    'agentCampaign.loading on xstate.done.actor.loadCampaign → agentCampaign.ready.settled on INVITE':
      'Nothing is typed in Invite candidates when the page first shows: an empty invitation is refused (inviteIsValid).',
    'agentCampaign.ready on CHANGE → agentCampaign.ready on CHANGE_INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a typed position name leaves the invitations alone.',
    'agentCampaign.ready on CHANGE → agentCampaign.ready.settled on INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a typed position name leaves the invitations alone.',
    'agentCampaign.ready on CHANGE → agentCampaign.ready.settled on REFRESH':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a typed position name leaves the invitations alone.',
    'agentCampaign.ready on CHANGE → agentCampaign.ready.settled on REVOKE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a typed position name leaves the invitations alone.',
    'agentCampaign.ready on CHANGE → agentCampaign.ready.confirmingRevoke on CONFIRM_REVOKE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a typed position name leaves the invitations alone.',
    'agentCampaign.ready on CHANGE → agentCampaign.ready.confirmingRevoke on CANCEL_REVOKE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a typed position name leaves the invitations alone.',
    'agentCampaign.ready on CHANGE_INVITE → agentCampaign.ready.settled.conflict on REAPPLY':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready on CHANGE_INVITE → agentCampaign.ready.settled.conflict on TAKE_LATEST':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.settled on INVITE → agentCampaign.ready on CHANGE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): invited, refreshed or revoked candidates leave the editor alone.',
    'agentCampaign.ready.settled.conflict on REAPPLY → agentCampaign.ready on CHANGE_INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.settled.conflict on TAKE_LATEST → agentCampaign.ready on CHANGE_INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.settled.conflict on TAKE_LATEST → agentCampaign.ready.settled on INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.settled.conflict on TAKE_LATEST → agentCampaign.ready.settled on REFRESH':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.settled.conflict on TAKE_LATEST → agentCampaign.ready.settled on REVOKE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.done.actor.saveCampaign → agentCampaign.ready on CHANGE_INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.done.actor.saveCampaign → agentCampaign.ready.settled on INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.done.actor.saveCampaign → agentCampaign.ready.settled on REFRESH':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.done.actor.saveCampaign → agentCampaign.ready.settled on REVOKE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.error.actor.saveCampaign #3 → agentCampaign.ready on CHANGE_INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.error.actor.saveCampaign #3 → agentCampaign.ready.settled on INVITE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.error.actor.saveCampaign #3 → agentCampaign.ready.settled on REFRESH':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.saving on xstate.error.actor.saveCampaign #3 → agentCampaign.ready.settled on REVOKE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): a conflict, a save or another version shown leaves the invitations alone.',
    'agentCampaign.ready.inviting on xstate.done.actor.inviteCandidates → agentCampaign.ready on CHANGE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): invited, refreshed or revoked candidates leave the editor alone.',
    'agentCampaign.ready.inviting on xstate.done.actor.inviteCandidates → agentCampaign.ready.settled on SAVE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): invited, refreshed or revoked candidates leave the editor alone.',
    'agentCampaign.ready.inviting on xstate.done.actor.inviteCandidates → agentCampaign.ready.settled on INVITE':
      'A sent invitation empties the field: an empty invitation is refused (inviteIsValid).',
    'agentCampaign.ready.refreshing on xstate.done.actor.loadCandidates → agentCampaign.ready on CHANGE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): invited, refreshed or revoked candidates leave the editor alone.',
    'agentCampaign.ready.refreshing on xstate.done.actor.loadCandidates → agentCampaign.ready.settled on SAVE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): invited, refreshed or revoked candidates leave the editor alone.',
    'agentCampaign.ready.revoking on xstate.done.actor.revokeCandidate → agentCampaign.ready on CHANGE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): invited, refreshed or revoked candidates leave the editor alone.',
    'agentCampaign.ready.revoking on xstate.done.actor.revokeCandidate → agentCampaign.ready.settled on SAVE':
      'The model explores the editor only with the candidates as loaded, and the invitations only with the campaign as loaded (agentCampaignModel): invited, refreshed or revoked candidates leave the editor alone.',
    'agentCampaign.ready.revoking on xstate.done.actor.revokeCandidate → agentCampaign.ready.settled on REVOKE':
      'The model revokes its one candidate, whose code is then revoked: no active code is left (activeCandidate).',
  },
  agentErase: {
    'agentErase.editing on SUBMIT #2 → agentErase.editing on SUBMIT #1':
      'A mismatch changes neither address: the next Erase finds them different again.',
    'agentErase.confirming on CANCEL → agentErase.editing on SUBMIT #2':
      'Cancel and a failed erasure keep both addresses, which matched: the next Erase asks again (#1), never says they differ (#2).',
    'agentErase.erasing on xstate.error.actor.erase → agentErase.editing on SUBMIT #2':
      'Cancel and a failed erasure keep both addresses, which matched: the next Erase asks again (#1), never says they differ (#2).',
    'agentErase.erased on START_OVER → agentErase.editing on SUBMIT #1':
      'Start over empties both fields: Erase then does nothing until one is typed.',
    'agentErase.erased on START_OVER → agentErase.editing on SUBMIT #2':
      'Start over empties both fields: Erase then does nothing until one is typed.',
  },
  agentMail: {
    'agentMail.ready.loadingMore on xstate.done.actor.loadMore → agentMail.ready.idle on LOAD_MORE':
      'The model has one further page, the last (next: null): after it there is no next page to load.',
    'agentMail.ready.resending on xstate.done.actor.resend → agentMail.ready.shown on RESEND':
      'A message sent again is pending, not failed: Send again is refused (openIsFailed).',
  },
  interview: {
    'interview.shown on HIDE → interview.hidden on SHOW #2':
      'The model has one interview link: shown again after hiding, it is the same interview (#1).',
    'interview.shown.checkingScreen on xstate.done.actor.checkScreen #2 → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.checkingScreen on xstate.error.actor.checkScreen → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.mobileNotice.accepting on xstate.after.MODAL_FADE_OUT_MS.interview.shown.mobileNotice.accepting → interview.hidden on SHOW #1':
      'Accepting the mobile notice starts over and forgets the link: the next SHOW is another interview (#2).',
    'interview.shown.mobileNotice.dismissing on xstate.after.MODAL_FADE_OUT_MS.interview.shown.mobileNotice.dismissing → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.collapsed on TOGGLE → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.opportunity on SELECT_POSITION → interview.shown.panel.details on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.opportunity on START_INTERVIEW → interview.shown.panel.unlocking.verifying on xstate.error.actor.verifyStoredCode #1':
      'A failed check goes back to the step Start Interview was pressed at: from details #1, from the opportunity #2 (startedFromDetails).',
    'interview.shown.panel.opportunity on DISMISS_ALERT → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.details on SELECT_POSITION → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.details on TOGGLE → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.details on START_INTERVIEW → interview.shown.panel.unlocking.verifying on xstate.error.actor.verifyStoredCode #2':
      'A failed check goes back to the step Start Interview was pressed at: from details #1, from the opportunity #2 (startedFromDetails).',
    'interview.shown.panel.details on DISMISS_ALERT → interview.shown.panel.details on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.unlocking.enteringCode.dismissing on xstate.after.MODAL_FADE_OUT_MS.interview.shown.panel.unlocking.enteringCode.dismissing #1 → interview.shown.panel.details on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.unlocking.enteringCode.dismissing on xstate.after.MODAL_FADE_OUT_MS.interview.shown.panel.unlocking.enteringCode.dismissing #2 → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.start.ready on TOGGLE → interview.shown.panel.details on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
    'interview.shown.panel.start.ready on SELECT_POSITION → interview.shown.panel.opportunity on DISMISS_ALERT':
      'Only a failed check of the stored code sets the alert (back at the step Start Interview was pressed at), and leaving that step clears it: Dismiss shows only with an alert (the model sends it only then).',
  },
  interviewLink: {
    'interviewLink on LEAVE_INTERVIEW → interviewLink on LEAVE_INTERVIEW':
      'Both forget the interview link, and both need one (hasInterviewLink).',
    'interviewLink on LEAVE_INTERVIEW → interviewLink on STORAGE_CLEARED':
      'Both forget the interview link, and both need one (hasInterviewLink).',
    'interviewLink on STORAGE_CLEARED → interviewLink on LEAVE_INTERVIEW':
      'Both forget the interview link, and both need one (hasInterviewLink).',
    'interviewLink on STORAGE_CLEARED → interviewLink on STORAGE_CLEARED':
      'Both forget the interview link, and both need one (hasInterviewLink).',
    'interviewLink.waiting on ROUTE_CHANGED → interviewLink on LEAVE_INTERVIEW':
      'No link is known before restoring has read the stored one: leaving or clearing needs one.',
    'interviewLink.waiting on ROUTE_CHANGED → interviewLink on STORAGE_CLEARED':
      'No link is known before restoring has read the stored one: leaving or clearing needs one.',
    'interviewLink.restoring on xstate.error.actor.readStoredLink → interviewLink.routing (always #2)':
      'A failed read leaves no stored link: there is no link without a campaign to fetch.',
    'interviewLink.routing (always #1) → interviewLink.fetchingCampaign on ROUTE_CHANGED #1':
      "The model has one interview link, and a route change always goes somewhere else: from the interview's path it never goes to an interview's.",
    'interviewLink.routing (always #4) → interviewLink.idle on DISMISS_ALERT':
      'Every route change clears the alert (rememberPath) and only a failed code check at the root sets it: Dismiss shows only with an alert (the model sends it only then).',
    'interviewLink.fetchingCampaign on ROUTE_CHANGED #1 → interviewLink.routing (always #2)':
      'A change to an interview path routes to its campaign (#1) before any other rule.',
    'interviewLink.fetchingCampaign on ROUTE_CHANGED #1 → interviewLink.routing (always #3)':
      'A change to an interview path routes to its campaign (#1) before any other rule.',
    'interviewLink.fetchingCampaign on ROUTE_CHANGED #1 → interviewLink.routing (always #4)':
      'A change to an interview path routes to its campaign (#1) before any other rule.',
    'interviewLink.fetchingCampaign on xstate.done.actor.fetchCampaign → interviewLink.idle on DISMISS_ALERT':
      'Every route change clears the alert (rememberPath) and only a failed code check at the root sets it: Dismiss shows only with an alert (the model sends it only then).',
    'interviewLink.fetchingCampaign on xstate.error.actor.fetchCampaign #1 → interviewLink on LEAVE_INTERVIEW':
      'A failed fetch forgets the interview link: leaving or clearing needs one.',
    'interviewLink.fetchingCampaign on xstate.error.actor.fetchCampaign #1 → interviewLink on STORAGE_CLEARED':
      'A failed fetch forgets the interview link: leaving or clearing needs one.',
    'interviewLink.fetchingCampaign on xstate.error.actor.fetchCampaign #1 → interviewLink.idle on DISMISS_ALERT':
      'Every route change clears the alert (rememberPath) and only a failed code check at the root sets it: Dismiss shows only with an alert (the model sends it only then).',
    'interviewLink.fetchingCampaign on xstate.error.actor.fetchCampaign #2 → interviewLink on LEAVE_INTERVIEW':
      'A failed fetch forgets the interview link: leaving or clearing needs one.',
    'interviewLink.fetchingCampaign on xstate.error.actor.fetchCampaign #2 → interviewLink on STORAGE_CLEARED':
      'A failed fetch forgets the interview link: leaving or clearing needs one.',
    'interviewLink.fetchingCampaign on xstate.error.actor.fetchCampaign #2 → interviewLink.idle on DISMISS_ALERT':
      'Every route change clears the alert (rememberPath) and only a failed code check at the root sets it: Dismiss shows only with an alert (the model sends it only then).',
    'interviewLink.verifyingCode on ROUTE_CHANGED → interviewLink.routing (always #2)':
      'The code is checked at the root with no link lacking its campaign; a route change keeps that, and goes elsewhere than the root.',
    'interviewLink.verifyingCode on ROUTE_CHANGED → interviewLink.routing (always #3)':
      'The code is checked at the root with no link lacking its campaign; a route change keeps that, and goes elsewhere than the root.',
    'interviewLink.verifyingCode on xstate.done.actor.verifyStoredCode #1 → interviewLink.idle on DISMISS_ALERT':
      'Every route change clears the alert (rememberPath) and only a failed code check at the root sets it: Dismiss shows only with an alert (the model sends it only then).',
    'interviewLink.verifyingCode on xstate.done.actor.verifyStoredCode #2 → interviewLink.idle on DISMISS_ALERT':
      'Every route change clears the alert (rememberPath) and only a failed code check at the root sets it: Dismiss shows only with an alert (the model sends it only then).',
    'interviewLink.verifyingCode on xstate.done.actor.verifyStoredCode #3 → interviewLink.idle on DISMISS_ALERT':
      'Every route change clears the alert (rememberPath) and only a failed code check at the root sets it: Dismiss shows only with an alert (the model sends it only then).',
    'interviewLink.idle on ROUTE_CHANGED → interviewLink.routing (always #2)':
      'Idle is reached with a campaign for the stored link, or with no link: never a link without its campaign.',
    'interviewLink.idle on DISMISS_ALERT → interviewLink.idle on DISMISS_ALERT':
      'Dismiss clears the alert, and shows only while there is one.',
  },
  loginModal: {
    'loginModal.opening (always #1) → loginModal.invitation.form on SUBMIT_INVITATION #1':
      'Step 2 opens with no contact typed: an empty contact is neither sent nor called invalid.',
    'loginModal.opening (always #1) → loginModal.invitation.form on SUBMIT_INVITATION #2':
      'Step 2 opens with no contact typed: an empty contact is neither sent nor called invalid.',
    'loginModal.login on WANT_MEMBERSHIP → loginModal.invitation.form on SUBMIT_INVITATION #1':
      'Step 2 opens with no contact typed: an empty contact is neither sent nor called invalid.',
    'loginModal.login on WANT_MEMBERSHIP → loginModal.invitation.form on SUBMIT_INVITATION #2':
      'Step 2 opens with no contact typed: an empty contact is neither sent nor called invalid.',
    'loginModal.login on CHANGE_USERNAME → loginModal.login on CHANGE_USERNAME':
      'The model types each field once, from empty (loginModalEventsAt): typing on is the same transition with more text.',
    'loginModal.login on CHANGE_PASSWORD → loginModal.login on CHANGE_PASSWORD':
      'The model types each field once, from empty (loginModalEventsAt): typing on is the same transition with more text.',
    'loginModal.login on CHANGE_USERNAME → loginModal.login on WANT_MEMBERSHIP':
      "The model offers 'I would like to be a member' only before anything is typed (loginModalEventsAt).",
    'loginModal.login on CHANGE_PASSWORD → loginModal.login on WANT_MEMBERSHIP':
      "The model offers 'I would like to be a member' only before anything is typed (loginModalEventsAt).",
    'loginModal.invitation.form on SUBMIT_INVITATION #1 → loginModal.invitation.form on SUBMIT_INVITATION #2':
      'An invalid address stays invalid until it is typed again: the next submit is refused again (#1).',
    'loginModal.invitation.submitting on xstate.error.actor.requestInvitation → loginModal.invitation.form on SUBMIT_INVITATION #1':
      'Only a valid contact is sent, and a failure keeps it: it is not invalid on the next submit.',
  },
  memberRegistration: {
    'memberRegistration.idle on SUBMIT #2 → memberRegistration.idle on SUBMIT #1':
      'SUBMIT on an invalid form changes no field (only showErrors), and a failure keeps the valid fields that were sent: the form stays as valid or invalid as it was.',
    'memberRegistration.submitting on xstate.error.actor.register → memberRegistration.idle on SUBMIT #2':
      'SUBMIT on an invalid form changes no field (only showErrors), and a failure keeps the valid fields that were sent: the form stays as valid or invalid as it was.',
  },
  membershipDialog: {
    'membershipDialog.shown on xstate.done.actor.loginModal → membershipDialog.shown on xstate.done.actor.loginModal':
      'The login modal finishes once: the dialog then closes, and a new one starts only when it opens again.',
  },
  reachOut: {
    'reachOut.idle on CHECK → reachOut.idle on SUBMIT':
      'CHECK is taken only when the field has a problem: the form is then not complete and Submit is refused.',
    'reachOut.submitting on xstate.done.actor.sendMessage #2 → reachOut.idle on CHECK':
      'Only a complete form is sent and a failure keeps it: leaving a field then finds no problem to show.',
    'reachOut.submitting on xstate.error.actor.sendMessage → reachOut.idle on CHECK':
      'Only a complete form is sent and a failure keeps it: leaving a field then finds no problem to show.',
  },
  session: {
    'session on LOGGED_IN → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.restoring on xstate.done.actor.readStoredSession #1 → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.signedIn on BOARDED → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.signedIn on LOG_OUT → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.signedIn.waiting on xstate.after.REFRESH_DELAY.session.signedIn.waiting → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.signedIn.refreshing on xstate.done.actor.refreshSession #1 → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.signedIn.refreshing on xstate.done.actor.refreshSession #2 → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.signedIn.refreshing on xstate.error.actor.refreshSession #2 → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
    'session.signedIn.retrying on xstate.after.REFRESH_RETRY_MS.session.signedIn.retrying → session on LOGGED_IN':
      'The login modal opens only for a visitor (the navbar shows it to visitors only): LOGGED_IN never comes while a member is signed in or logging out (sessionModel).',
  },
  subscribe: {
    'subscribe.idle on CHECK → subscribe.idle on SUBMIT':
      'CHECK is taken only when the address has a problem: it is then not valid and Submit is refused.',
    'subscribe.loading on xstate.done.actor.subscribe #2 → subscribe.idle on CHECK':
      'Only a valid address is sent and a failure keeps it: leaving the field then finds no problem to show.',
    'subscribe.loading on xstate.error.actor.subscribe → subscribe.idle on CHECK':
      'Only a valid address is sent and a failure keeps it: leaving the field then finds no problem to show.',
  },
  welcomeMember: {
    'welcomeMember.checking on xstate.done.actor.check → welcomeMember.form on SUBMIT #1':
      'The form opens empty once the link is checked: an empty form is not sent.',
    'welcomeMember.form on SUBMIT #2 → welcomeMember.form on SUBMIT #1':
      'SUBMIT on an invalid form changes no field (only showErrors): the next submit finds it invalid again.',
    'welcomeMember.submitting on xstate.error.actor.create #2 → welcomeMember.form on SUBMIT #2':
      'Only a valid form is sent and a refusal or failure keeps its fields: the next submit finds it valid (#1).',
    'welcomeMember.submitting on xstate.error.actor.create #3 → welcomeMember.form on SUBMIT #2':
      'Only a valid form is sent and a refusal or failure keeps its fields: the next submit finds it valid (#1).',
  },
}

export const excludedPairsOf = (machineId: string): ReadonlyMap<string, string> =>
  new Map(Object.entries(excludedPairs[machineId] ?? {}))
