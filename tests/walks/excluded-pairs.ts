// Pairs of transitions the machine's structure allows one after the other, but its guards, its
// context or its model's events never do: each with the reason. `npm run coverage:model` leaves
// them out of the feasible pairs it counts, and fails when a walk takes one (the reason is then
// wrong). Keys are as the report prints them: '<first transition> → <second transition>'.
export const excludedPairs: Record<string, Record<string, string>> = {
  accessCode: {
    'accessCode.guidelines on ACKNOWLEDGE → accessCode.entry on SUBMIT':
      'Nothing can be typed before the guidelines are acknowledged, and an empty code is not sent (sendableCode).',
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
