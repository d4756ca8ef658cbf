import {
  campaignDraftProblems,
  type CampaignDraft,
  type CampaignField,
  type FieldProblems,
} from '../machines/campaignDraft'
import { ConsoleField as Field } from './ConsoleField'
import styles from './Console.module.css'

/** The words of each field of a campaign, and its rows when it is rich text. */
export const campaignFieldLabels: Record<CampaignField, string> = {
  positionName: 'Position name',
  keyResponsibilities: 'Key responsibilities',
  mustHaveTechnologies: 'Must-have skills',
  niceToHaveTechnologies: 'Nice-to-have skills',
  interviewLink: 'Interview link',
  calendarLink: 'Calendar link',
}
const richText: Partial<Record<CampaignField, true>> = {
  keyResponsibilities: true,
  mustHaveTechnologies: true,
  niceToHaveTechnologies: true,
}

/** The problem shown under a field: the server's 400 first, else the contract's rule once
 *  something is typed (an empty form does not open with errors). */
export function shownProblems(draft: CampaignDraft, server: FieldProblems): FieldProblems {
  const rules = campaignDraftProblems(draft)
  const shown: FieldProblems = {}
  for (const field of Object.keys(campaignFieldLabels) as CampaignField[]) {
    shown[field] = server[field] ?? (draft[field] === '' ? undefined : rules[field])
  }
  return shown
}

/** A campaign's six fields; the rich text as HTML or simple markup (the server cleans it). */
export function CampaignFields({
  idPrefix,
  draft,
  problems,
  disabled,
  onChange,
}: {
  idPrefix: string
  draft: CampaignDraft
  problems: FieldProblems
  disabled?: boolean
  onChange: (field: CampaignField, value: string) => void
}) {
  return (
    <>
      <p className={styles.hint}>
        Key responsibilities and the skills take simple HTML (paragraphs, lists, bold, links): the
        server removes anything else before it is stored.
      </p>
      {(Object.keys(campaignFieldLabels) as CampaignField[]).map((field) => (
        <Field
          key={field}
          id={`${idPrefix}-${field}`}
          label={campaignFieldLabels[field]}
          type={field.endsWith('Link') ? 'url' : 'text'}
          rows={richText[field] ? 4 : undefined}
          value={draft[field]}
          error={problems[field]}
          disabled={disabled}
          onChange={(value) => onChange(field, value)}
        />
      ))}
    </>
  )
}
