// Where each call goes (DESIGN.md, "The API contract"). `base` names the configured base URL
// (`api` -> VITE_API_BASE, default /api; `campaign` -> VITE_CAMPAIGN_BASE, default /campaigns).
// The reference server mounts the same paths under the same defaults.
import * as schemas from './schemas'
import { candidateProgressRequest, candidateProgressResponse } from './candidateProgress'

export const endpoints = {
  login: {
    method: 'POST',
    base: 'api',
    path: '/user',
    /** SPEC.md 7: sent without an Authorization header. */
    anonymous: true,
    body: schemas.loginRequest,
    response: schemas.loginResponse,
  },
  refresh: {
    method: 'POST',
    base: 'api',
    path: '/user/refreshtoken',
    body: schemas.refreshRequest,
    response: schemas.refreshResponse,
  },
  /** Ends the session on the server: the access and the refresh token stop working. */
  logout: {
    method: 'POST',
    base: 'api',
    path: '/user/logout',
    body: schemas.logoutRequest,
    response: schemas.logoutResponse,
  },
  completeBoarding: {
    method: 'PUT',
    base: 'api',
    path: '/user/completeBoarding',
    body: schemas.completeBoardingRequest,
    response: schemas.completeBoardingResponse,
  },
  validateCode: {
    method: 'GET',
    base: 'api',
    path: '/access-codes/validate',
    query: schemas.codeValidationQuery,
    response: schemas.codeValidationResponse,
  },
  accessToken: {
    method: 'POST',
    base: 'api',
    path: '/access-codes/token',
    body: schemas.accessTokenRequest,
    response: schemas.accessTokenResponse,
  },
  subscribe: {
    method: 'POST',
    base: 'api',
    path: '/subscriptions',
    body: schemas.subscriptionRequest,
    response: schemas.subscriptionResponse,
  },
  registerMember: {
    method: 'POST',
    base: 'api',
    path: '/members',
    body: schemas.memberRegistrationRequest,
    response: schemas.created,
  },
  reachOut: {
    method: 'POST',
    base: 'api',
    path: '/recruiting/email',
    body: schemas.reachOutRequest,
    response: schemas.created,
  },
  requestInvitation: {
    method: 'POST',
    base: 'campaign',
    path: '/api/request-invite',
    body: schemas.invitationRequest,
    response: schemas.created,
  },
  /** Whether a welcome link can be used (issue 31). The token travels in the body, never in a
   *  URL the server logs. 401 for any link that cannot be used. */
  welcomeCheck: {
    method: 'POST',
    base: 'api',
    path: '/welcome/check',
    anonymous: true,
    body: schemas.welcomeCheckRequest,
    response: schemas.welcomeCheckResponse,
  },
  /** Becomes a member with the link: 201; 401 as above; 409 when the user name is taken. */
  welcomeAccept: {
    method: 'POST',
    base: 'api',
    path: '/welcome/accept',
    anonymous: true,
    body: schemas.memberCredentials,
    response: schemas.welcomeAcceptResponse,
  },
  /** The confirmation mail's unsubscribe link opens this page (issue 31): a button, since a
   *  GET changes nothing (link scanners fetch it). 404 for a link that cannot be used. */
  unsubscribePage: {
    method: 'GET',
    base: 'api',
    path: '/subscriptions/unsubscribe',
    anonymous: true,
    query: schemas.unsubscribeQuery,
    response: schemas.unsubscribePage,
  },
  /** Unsubscribes: the page's button, and the mail client's one-click POST (RFC 8058), which
   *  carries no CSRF token (the link's token is the credential). Again is fine: 200. Its body
   *  is a form (`List-Unsubscribe=One-Click`), not JSON: 400 without it. */
  unsubscribe: {
    method: 'POST',
    base: 'api',
    path: '/subscriptions/unsubscribe',
    anonymous: true,
    query: schemas.unsubscribeQuery,
    form: schemas.oneClickUnsubscribe,
    response: schemas.unsubscribeResponse,
  },
  /** A candidate's step (issue 31), reported by the interview pages for the invitation in the
   *  link. 404 for an invitation that is not one of this campaign's; 429 past the limit. */
  candidateProgress: {
    method: 'POST',
    base: 'api',
    path: '/candidates/progress',
    anonymous: true,
    body: candidateProgressRequest,
    response: candidateProgressResponse,
  },
  /** `:hash` is the last path segment of the interview link. */
  campaign: {
    method: 'GET',
    base: 'campaign',
    path: '/api/campaign/shared/:hash',
    response: schemas.campaign,
  },
} as const

export { defaultBases } from './bases'
