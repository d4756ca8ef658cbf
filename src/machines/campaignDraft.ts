// A campaign as the console's forms hold it (issue 31): the new-campaign form (agentCampaigns)
// and the campaign's editor (agentCampaign) type the same six fields, checked by the same
// contract, and show the server's 400 under the same fields.
import {
  campaignRequest,
  inviteRequest,
  type CampaignDetail,
  type CampaignRequest,
} from '../agents/contract'

export type CampaignDraft = CampaignRequest
export type CampaignField = keyof CampaignDraft
/** What is wrong, field by field: the contract's rules, or the server's 400. */
export type FieldProblems = Partial<Record<CampaignField, string>>

export const campaignFields = [
  'positionName',
  'keyResponsibilities',
  'mustHaveTechnologies',
  'niceToHaveTechnologies',
  'interviewLink',
  'calendarLink',
] as const satisfies readonly CampaignField[]

export const emptyCampaignDraft: CampaignDraft = {
  positionName: '',
  keyResponsibilities: '',
  mustHaveTechnologies: '',
  niceToHaveTechnologies: '',
  interviewLink: '',
  calendarLink: '',
}

/** The fields of a campaign as stored, to edit. */
export const draftOf = (campaign: CampaignDetail): CampaignDraft => ({
  positionName: campaign.positionName,
  keyResponsibilities: campaign.keyResponsibilities,
  mustHaveTechnologies: campaign.mustHaveTechnologies,
  niceToHaveTechnologies: campaign.niceToHaveTechnologies,
  interviewLink: campaign.interviewLink,
  calendarLink: campaign.calendarLink,
})

/** Why the draft cannot be sent yet, field by field (the contract's own rules). */
export function campaignDraftProblems(draft: CampaignDraft): FieldProblems {
  const checked = campaignRequest.safeParse(draft)
  const problems: FieldProblems = {}
  if (!checked.success) {
    for (const issue of checked.error.issues)
      problems[issue.path[0] as CampaignField] ??= issue.message
  }
  return problems
}

export const draftIsComplete = (draft: CampaignDraft) => campaignRequest.safeParse(draft).success

/** The first message per field of a 400's `fields`, for the fields a campaign has. */
export function serverFieldProblems(event: unknown): FieldProblems {
  const body = (event as { error?: { body?: { fields?: Record<string, string[]> } } }).error?.body
  const problems: FieldProblems = {}
  for (const field of campaignFields) {
    const message = body?.fields?.[field]?.[0]
    if (message) problems[field] = message
  }
  return problems
}

/** The addresses typed into Invite candidates: one or several, separated by commas,
 *  semicolons, spaces or lines. */
export const addressesOf = (typed: string) =>
  typed
    .split(/[\s,;]/)
    .filter(Boolean)
    .map((email) => ({ email }))

/** Why the addresses cannot be invited yet ('' when they can): the contract's first word. */
export function inviteProblem(typed: string): string {
  const checked = inviteRequest.safeParse({ candidates: addressesOf(typed) })
  return checked.success ? '' : checked.error.issues[0]!.message
}
