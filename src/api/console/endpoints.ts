// Every call of the Talent Agents' console (issue 43), in the site's shape (src/api/endpoints.ts):
// its method, its path under `agentsBase` (/api/agents), the zod schemas of its path's params,
// query, body and answer (src/agents/contract.ts), and who may make it. The console's one client
// (src/agents/client.ts) calls by name, the server registers each route and its checks from the
// entry (server/agents/consoleRoute.ts), and the 405 answers list them: no path is written twice.
// An entry without `response` answers no JSON (a 204, the CSV).
import type * as z from 'zod/mini'
import * as contract from '../../agents/contract'
import { exportQuery, idParams, itemParams } from './schemas'

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** anonymous: no session (the sign-in); staff: any enabled staff account; admin: administrators
 *  (403 for agents). */
export type ConsoleAccess = 'anonymous' | 'staff' | 'admin'

export interface ConsoleEndpoint {
  method: ConsoleMethod
  /** Relative to `agentsBase`; `:name` is a path param. */
  path: `/${string}`
  params?: z.ZodMiniType
  query?: z.ZodMiniType
  body?: z.ZodMiniType
  response?: z.ZodMiniType
  access: ConsoleAccess
}

export const consoleEndpoints = {
  /** Signs a staff account in: a session token. 401 wrong name or password (one message for
   *  both), 403 a disabled account, 429 with Retry-After when locked out. */
  signIn: {
    method: 'POST',
    path: '/session',
    body: contract.signInRequest,
    response: contract.signInResponse,
    access: 'anonymous',
  },
  /** Ends the session on the server (204); again is fine while the token works, else 401. */
  signOut: { method: 'DELETE', path: '/session', access: 'staff' },
  /** The signed-in account. 401 once the session ended. */
  me: { method: 'GET', path: '/me', response: contract.agent, access: 'staff' },
  /** Every staff account (administrators; 403 for agents). */
  accounts: { method: 'GET', path: '/accounts', response: contract.accountList, access: 'admin' },
  /** A new staff account -> 201 (administrators); 400 a weak password, 409 a taken user name. */
  createAccount: {
    method: 'POST',
    path: '/accounts',
    body: contract.newAgentRequest,
    response: contract.agent,
    access: 'admin',
  },
  /** Changes an account: administrators any, agents their own address, notices and password
   *  (403 otherwise); 400 a wrong current password, 404, 409 the last administrator. */
  changeAccount: {
    method: 'PATCH',
    path: '/accounts/:id',
    params: idParams,
    body: contract.accountChangeRequest,
    response: contract.agent,
    access: 'staff',
  },
  /** The inbox: newest first, a page at a time, with the counts per status; 400 a bad filter
   *  or a cursor the inbox did not give. */
  inbox: {
    method: 'GET',
    path: '/items',
    query: contract.inboxQuery,
    response: contract.inboxPage,
    access: 'staff',
  },
  /** One item: its fields, history and allowed events; 404. */
  item: {
    method: 'GET',
    path: '/items/:kind/:id',
    params: itemParams,
    response: contract.itemDetail,
    access: 'staff',
  },
  /** Sends an event to an item (the same requestId applies once); 404, 409 `notAllowed` or
   *  `stale` (contract.itemEventRefusal). */
  itemEvent: {
    method: 'POST',
    path: '/items/:kind/:id/events',
    params: itemParams,
    body: contract.itemEventRequest,
    response: contract.itemEventAnswer,
    access: 'staff',
  },
  /** One event (take, release, close, mark spam) to several items: 200 with a result per item
   *  (done, or refused: stale, notAllowed, notFound), each item in its own transaction. */
  itemsBulk: {
    method: 'POST',
    path: '/items/bulk',
    body: contract.bulkRequest,
    response: contract.bulkAnswer,
    access: 'staff',
  },
  /** The signed-in account's saved views (named inbox filters), by name. */
  listViews: { method: 'GET', path: '/views', response: contract.savedViewList, access: 'staff' },
  /** 201 with the view; 409 when the name is taken or the account holds 20 views. */
  saveView: {
    method: 'POST',
    path: '/views',
    body: contract.savedViewRequest,
    response: contract.savedView,
    access: 'staff',
  },
  /** 204; 404 for a view the account does not own. */
  deleteView: { method: 'DELETE', path: '/views/:id', params: idParams, access: 'staff' },
  /** The newest CSV exports (administrators): who, when, the filters, the rows written. */
  listExports: { method: 'GET', path: '/exports', response: contract.exportLog, access: 'admin' },
  /** The filtered inbox as a streamed CSV (no JSON); 400 a bad filter. */
  export: { method: 'GET', path: '/export.csv', query: exportQuery, access: 'staff' },
  /** Erases every row holding a contact (administrators); 400 when `confirm` differs. */
  erase: {
    method: 'POST',
    path: '/erase',
    body: contract.eraseRequest,
    response: contract.eraseResponse,
    access: 'admin',
  },
  /** The newest erasures, never their contact (administrators). */
  erasures: { method: 'GET', path: '/erasures', response: contract.erasureLog, access: 'admin' },
  /** The outbox, newest first, a page at a time; 400 a bad status, cursor or limit. */
  mail: {
    method: 'GET',
    path: '/mail',
    query: contract.mailQuery,
    response: contract.mailPage,
    access: 'staff',
  },
  /** One message (headers, text, HTML part), its secrets masked; 404. */
  mailMessage: {
    method: 'GET',
    path: '/mail/:id',
    params: idParams,
    response: contract.mailDetail,
    access: 'staff',
  },
  /** Sends a failed message again; 404, 409 when it is not failed. */
  resendMail: {
    method: 'POST',
    path: '/mail/:id/resend',
    params: idParams,
    response: contract.mailDetail,
    access: 'staff',
  },
  /** Every campaign, newest first, each saying whether the asker may edit it. */
  campaigns: {
    method: 'GET',
    path: '/campaigns',
    response: contract.campaignList,
    access: 'staff',
  },
  /** A new campaign -> 201; 400 a link neither https nor the site's own. */
  createCampaign: {
    method: 'POST',
    path: '/campaigns',
    body: contract.campaignRequest,
    response: contract.campaignDetail,
    access: 'staff',
  },
  /** One campaign; 404. */
  campaign: {
    method: 'GET',
    path: '/campaigns/:id',
    params: idParams,
    response: contract.campaignDetail,
    access: 'staff',
  },
  /** Edits a campaign with the version seen; 400, 403 not its creator nor an administrator,
   *  404, 409 changed since (contract.campaignConflict). */
  editCampaign: {
    method: 'PUT',
    path: '/campaigns/:id',
    params: idParams,
    body: contract.campaignEditRequest,
    response: contract.campaignDetail,
    access: 'staff',
  },
  /** A page of a campaign's candidates, newest invitation first, keyset paged; 404, 400 a
   *  cursor the list did not give or a limit out of 1 to 100. */
  candidates: {
    method: 'GET',
    path: '/campaigns/:id/candidates',
    params: idParams,
    query: contract.candidatesQuery,
    response: contract.candidatePage,
    access: 'staff',
  },
  /** Invites candidates (a code and a mail each) -> 201 the invited; 404. */
  inviteCandidates: {
    method: 'POST',
    path: '/campaigns/:id/candidates',
    params: idParams,
    body: contract.inviteRequest,
    response: contract.candidateList,
    access: 'staff',
  },
  /** Revokes a candidate's code (again is fine); 404. */
  revokeCandidate: {
    method: 'POST',
    path: '/candidates/:id/revoke',
    params: idParams,
    response: contract.candidate,
    access: 'staff',
  },
} as const satisfies Record<string, ConsoleEndpoint>

export type ConsoleEndpoints = typeof consoleEndpoints
export type ConsoleCallName = keyof ConsoleEndpoints
