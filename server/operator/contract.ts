// The operator's API, used by the operator command (`npm run club`): read what arrived, create
// members, campaigns and access codes. Not part of the site's contract; it takes the operator
// token (OPERATOR_TOKEN, or the data directory's operator-token file) as a Bearer token.
import * as z from 'zod/mini'
import { itemKindDeclarations, itemKinds, type ItemKind } from '../../src/agents/kinds.ts'
import { campaign, wellFormed } from '../../src/api/schemas.ts'

export const operatorBase = '/api/operator'

/** What arrived from visitors, by the name the operator command uses: each inbox kind's
 *  `operatorName` (src/agents/kinds.ts), in the kinds' order. */
export type RecordKind = (typeof itemKindDeclarations)[ItemKind]['operatorName']
export const recordKinds: readonly RecordKind[] = itemKinds.map(
  (kind) => itemKindDeclarations[kind].operatorName,
)

const required = (what: string, maxLength = 200) =>
  z
    .string()
    .check(
      wellFormed,
      z.minLength(1, `${what} is required.`),
      z.maxLength(maxLength, `${what} must be ${maxLength} characters or fewer.`),
    )

export const newMember = z.object({
  username: required('The user name'),
  password: z
    .string()
    .check(
      wellFormed,
      z.minLength(10, 'The password must be at least 10 characters long.'),
      z.maxLength(200, 'The password must be 200 characters or fewer.'),
    ),
  firstName: required('The first name'),
  lastName: required('The last name'),
})

/** What a campaign's hash may be: the last segment of its interview link. */
export const campaignHashPattern = /^[A-Za-z0-9_-]{1,100}$/

export const newCampaign = z.extend(campaign, {
  hash: z
    .string()
    .check(z.regex(campaignHashPattern, 'The hash is letters, digits, - and _ only.')),
  positionName: required('The position name'),
  keyResponsibilities: z.string().check(wellFormed),
  mustHaveTechnologies: z.string().check(wellFormed),
  niceToHaveTechnologies: z.string().check(wellFormed),
})

export const newAccessCode = z.object({ code: required('The code', 100) })

export const recordList = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
})

export type NewMember = z.infer<typeof newMember>
export type NewCampaign = z.infer<typeof newCampaign>
