// Every timing constant of SPEC.md 9, named once. Machines use them as named delays
// (`delays: { ERROR_CLEAR_MS }`), so a test or the app can still provide other values.

/** The membership dialog (and its login modal) fades out over 300 ms before it closes. */
export const MODAL_CLOSE_MS = 300
/** The interview's modals fade in over about 100 ms ... */
export const MODAL_FADE_IN_MS = 100
/** ... and out over 300 ms. */
export const MODAL_FADE_OUT_MS = 300
/** A sign-in, invitation or access-code error clears itself after 3 s. */
export const ERROR_CLEAR_MS = 3000
/** After the Talent Agent form is submitted, the visitor is taken to /no-token after 2 s. */
export const REDIRECT_DELAY_MS = 2000
/** The session's tokens are refreshed every 3 hours after the last sign-in or refresh ... */
export const REFRESH_INTERVAL_MS = 10_800_000
/** ... and never sooner than 1 ms (a refresh that is overdue runs at once). */
export const REFRESH_MIN_DELAY_MS = 1
/** Ours, not SPEC.md's: a refresh that failed for another reason than an ended session is
 *  tried again after a minute. */
export const REFRESH_RETRY_MS = 60_000
/** Ours, not SPEC.md's: Log Out waits at most 5 s for the server to end the session, then
 *  clears the page's session anyway. */
export const LOG_OUT_TIMEOUT_MS = 5000
