import {
  campaignDraftProblems,
  type CampaignDraft,
  type CampaignField,
  type FieldProblems,
} from '../machines/campaignDraft'
import { ConsoleField as Field } from './ConsoleField'
import { RichTextField } from './editor/RichTextField'
import styles from './Console.module.css'

/** The words of each field of a campaign, and which fields are rich text. */
export const campaignFieldLabels: Record<CampaignField, string> = {
  positionName: 'Position name',
  keyResponsibilities: 'Key responsibilities',
  mustHaveTechnologies: 'Must-have skills',
  niceToHaveTechnologies: 'Nice-to-have skills',
  interviewLink: 'Interview link',
  calendarLink: 'Calendar link',
}
export const richTextFields: Partial<Record<CampaignField, true>> = {
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

/** A campaign's six fields; the three of rich text in an editor that offers only what the
 *  candidate's page keeps (the server cleans it again). */
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
        Key responsibilities and the skills keep paragraphs, lists, bold, italic and links: what the
        toolbar offers is what the candidate sees.
      </p>
      {(Object.keys(campaignFieldLabels) as CampaignField[]).map((field) => {
        const shared = {
          id: `${idPrefix}-${field}`,
          label: campaignFieldLabels[field],
          value: draft[field],
          error: problems[field],
          disabled,
          onChange: (value: string) => onChange(field, value),
        }
        return richTextFields[field] ? (
          <RichTextField key={field} {...shared} />
        ) : (
          <Field key={field} {...shared} type={field.endsWith('Link') ? 'url' : 'text'} />
        )
      })}
    </>
  )
}
