// Sample data of the Talent Agents' console (issue 30), as the contract (src/agents/contract.ts)
// describes the server's answers: the models, spec tables, view tests and the playground share it.
import type {
  Agent,
  HistoryEntry,
  InboxPage,
  ItemDetail,
  ItemEventRefusal,
  ItemSummary,
  MailDetail,
  MailPage,
  MailSummary,
  CampaignDetail,
  Candidate,
} from '../../src/agents/contract'
import type { AgentSession } from '../../src/machines/agentSignIn.machine'
import { demoSecrets } from './secrets'

export const dana: Agent = {
  id: 1,
  username: 'dana',
  displayName: 'Dana Admin',
  role: 'admin',
  disabled: false,
  email: null,
  notices: 'off',
}
export const sam: Agent = {
  id: 2,
  username: 'sam.agent',
  displayName: 'Sam Agent',
  role: 'agent',
  disabled: false,
  email: null,
  notices: 'off',
}

/** A session that ends long after any test's clock (the longest timer waits for it). */
export const demoAgentSession: AgentSession = {
  token: demoSecrets.token,
  expiresAt: '2099-01-01T00:00:00.000Z',
  agent: dana,
}

export const avery: ItemSummary = {
  kind: 'invitation',
  id: 41,
  status: 'new',
  title: 'Avery Quinn',
  contact: 'avery@example.com',
  owner: null,
  receivedAt: '2026-11-27T08:30:00.000Z',
  version: 1,
}
export const blake: ItemSummary = {
  kind: 'message',
  id: 7,
  status: 'inReview',
  title: 'Blake <b>Stone</b>',
  contact: 'https://www.linkedin.com/in/blake',
  owner: { id: 2, displayName: 'Sam Agent' },
  receivedAt: '2026-11-26T17:05:00.000Z',
  version: 3,
}

export const firstPage: InboxPage = {
  items: [avery, blake],
  next: 'cursor-2',
  counts: { new: 1, inReview: 1, approved: 0, declined: 0, spam: 0 },
}
/** A console where nothing has come in, or nothing matches. */
export const emptyPage: InboxPage = { items: [], next: null, counts: {} }
export const lastPage: InboxPage = {
  items: [{ ...avery, id: 40, title: 'Casey Lane', contact: 'casey@example.com' }],
  next: null,
  counts: { new: 2, inReview: 1, approved: 0, declined: 0, spam: 0 },
}

export const averyDetail: ItemDetail = {
  item: avery,
  fields: [
    { label: 'Contact', value: 'avery@example.com' },
    { label: 'Message', value: '<script>alert(1)</script> I would like to join.' },
  ],
  history: [],
  allowedEvents: ['TAKE', 'APPROVE', 'DECLINE', 'MARK_SPAM'],
}
export const averyApproved: ItemDetail = {
  item: { ...avery, status: 'approved', version: 2, owner: { id: 1, displayName: 'Dana Admin' } },
  fields: averyDetail.fields,
  history: [
    {
      at: '2026-11-27T09:10:00.000Z',
      by: { id: 1, displayName: 'Dana Admin' },
      event: 'APPROVE',
      from: 'new',
      to: 'approved',
      note: 'Strong profile.',
    },
  ],
  allowedEvents: ['REOPEN'],
}

/** The answer to an approval of a LinkedIn-only request: the welcome link to send by hand. */
export const averyApprovedByHand: ItemDetail & { welcomeLink: string } = {
  ...averyApproved,
  welcomeLink: `https://novaclub.example/welcome/${demoSecrets.token}`,
}

/** A message Sam has taken (issue 31): it takes an answer, mailed to the visitor. */
export const blakeDetail: ItemDetail = {
  item: { ...blake, contact: 'blake@example.com' },
  fields: [
    { label: 'Full name', value: 'Blake <b>Stone</b>' },
    { label: 'Email', value: 'blake@example.com' },
    { label: 'Message', value: 'Is there a chapter\nin Lisbon?' },
  ],
  history: [
    {
      at: '2026-11-26T18:00:00.000Z',
      by: { id: 2, displayName: 'Sam Agent' },
      event: 'TAKE',
      from: 'new',
      to: 'inReview',
      note: null,
    },
  ],
  allowedEvents: ['RELEASE', 'ANSWER', 'CLOSE'],
}
/** The same message once answered: the answer is in its history, the thread's second entry. */
export const blakeAnswered: ItemDetail = {
  ...blakeDetail,
  item: { ...blakeDetail.item, status: 'answered', version: 4 },
  history: [
    ...blakeDetail.history,
    {
      at: '2026-11-27T10:00:00.000Z',
      by: { id: 2, displayName: 'Sam Agent' },
      event: 'ANSWER',
      from: 'inReview',
      to: 'answered',
      note: null,
      answer: 'Not yet: <i>soon</i>.\nWe will write.',
    },
  ],
  allowedEvents: [],
}

export const samApproved: HistoryEntry = {
  at: '2026-11-27T09:05:00.000Z',
  by: { id: 2, displayName: 'Sam Agent' },
  event: 'APPROVE',
  from: 'new',
  to: 'approved',
  note: null,
}

const refusalError = (refusal: ItemEventRefusal) =>
  Object.assign(new Error(refusal.error), { status: 409, body: refusal })

export const staleRefusal = refusalError({
  error: 'The item changed since you saw it.',
  reason: 'stale',
  allowedEvents: ['REOPEN'],
  latest: samApproved,
  item: { ...avery, status: 'approved', version: 2, owner: { id: 2, displayName: 'Sam Agent' } },
})
export const notAllowedRefusal = refusalError({
  error: 'That event is not allowed now.',
  reason: 'notAllowed',
  allowedEvents: ['DECLINE', 'MARK_SPAM'],
  item: { ...avery, status: 'inReview', version: 1 },
})

/** An error as the console's client throws it. */
export const agentsError = (status: number, retryAfter?: number) =>
  Object.assign(new Error(`The server answered ${status}`), { status, retryAfter })

export const newAccount: Agent = {
  id: 3,
  username: 'robin',
  displayName: 'Robin Agent',
  role: 'agent',
  disabled: false,
  email: null,
  notices: 'off',
}

// Mail (issue 31): two messages of the outbox, one failed.
export const failedMail: MailSummary = {
  id: 12,
  status: 'failed',
  to: 'robin@example.com',
  toName: 'Robin Vale',
  subject: 'Welcome to Nova Club',
  attempts: 1,
  nextAttemptAt: '2026-11-27T10:00:00.000Z',
  lastError: 'Message failed: 550 5.1.1 Mailbox unavailable',
  createdAt: '2026-11-27T10:00:00.000Z',
  sentAt: null,
}
export const sentMail: MailSummary = {
  ...failedMail,
  id: 11,
  status: 'sent',
  to: 'sam@example.com',
  toName: null,
  subject: 'Your answer',
  lastError: null,
  sentAt: '2026-11-27T09:00:00.000Z',
}
export const mailFirstPage: MailPage = { messages: [failedMail], next: '12' }
export const mailLastPage: MailPage = { messages: [sentMail], next: null }
export const failedMailDetail: MailDetail = {
  message: failedMail,
  messageId: '<a1@novaclub.example>',
  headers: [
    { name: 'Message-ID', value: '<a1@novaclub.example>' },
    { name: 'To', value: 'Robin Vale <robin@example.com>' },
    { name: 'Subject', value: 'Welcome to Nova Club' },
  ],
  // A welcome mail: its personal link is a secret (src/machines/secrets.ts).
  text: `Hello Robin,\n<b>not bold</b>\nhttps://novaclub.example/welcome/${demoSecrets.token}`,
  // Its HTML part, with what the Mail screen's frame must never run.
  html: `<!DOCTYPE html><html><head><style>p { color: #17181d }</style></head><body><p>Hello Robin,</p><a href="https://novaclub.example/welcome/${demoSecrets.token}">Choose my password</a><script>parent.document.title = 'ran'</script><img src="x" onerror="parent.document.title = 'ran'"></body></html>`,
  resent: null,
}
export const resentMailDetail: MailDetail = {
  ...failedMailDetail,
  message: { ...failedMail, status: 'pending', attempts: 0 },
  resent: { at: '2026-11-27T11:00:00.000Z', by: 'Dana Admin' },
}

// Campaigns and candidates (issue 31): one campaign, as loaded, saved, and as someone else
// saved it; its candidate Robin invited, further on, revoked; Sam invited from the page.
export const dataCampaign: CampaignDetail = {
  id: 5,
  hash: 'data-engineer-5f2c',
  positionName: 'Data Engineer',
  keyResponsibilities: '<p>Build the pipelines.</p>',
  mustHaveTechnologies: '<ul><li>SQL</li></ul>',
  niceToHaveTechnologies: '',
  interviewLink: 'https://meet.example/data-engineer',
  calendarLink: 'https://calendar.example/book',
  createdBy: { id: 1, displayName: 'Dana Admin' },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: null,
  version: 1,
  editable: true,
}
export const savedCampaign: CampaignDetail = {
  ...dataCampaign,
  positionName: 'Senior Data Engineer',
  updatedAt: '2026-11-28T10:00:00.000Z',
  version: 2,
}
export const theirCampaign: CampaignDetail = {
  ...dataCampaign,
  positionName: 'Data Engineer (remote)',
  updatedAt: '2026-11-28T09:30:00.000Z',
  version: 2,
}
export const campaignConflictError = Object.assign(
  new Error('This campaign changed since you opened it.'),
  {
    status: 409,
    body: { error: 'This campaign changed since you opened it.', campaign: theirCampaign },
  },
)
export const campaignFieldsError = Object.assign(new Error('Some fields are not valid.'), {
  status: 400,
  body: {
    error: 'Some fields are not valid.',
    fields: {
      interviewLink: ['The interview link must be an https address or a page of this site.'],
    },
  },
})
export const robinInvited: Candidate = {
  id: 21,
  email: 'robin@example.com',
  name: null,
  progress: 'invited',
  steps: {},
  invitedAt: '2026-11-27T08:00:00.000Z',
  code: { status: 'active', expiresAt: '2026-12-11T08:00:00.000Z' },
}
export const robinFurther: Candidate = {
  ...robinInvited,
  progress: 'codeAccepted',
  steps: {
    linkOpened: '2026-11-27T13:50:00.000Z',
    positionViewed: '2026-11-27T13:55:00.000Z',
    codeAccepted: '2026-11-27T14:02:00.000Z',
  },
}
export const robinRevoked: Candidate = {
  ...robinInvited,
  code: { status: 'revoked', expiresAt: robinInvited.code.expiresAt },
}
export const samInvited: Candidate = {
  ...robinInvited,
  id: 22,
  email: 'sam@example.com',
  invitedAt: '2026-11-28T10:00:00.000Z',
}
