// A campaign's candidates as a console table (issue 47 item 4): who, when invited, the code,
// and how far each has come as a line of ticks, one per step, the last one reached dated.
import type { ProgressStep } from '../machines/candidateProgress.machine'
import type { Candidate } from './contract'
import { formatTime } from './format'
import { ConsoleTable } from './table/ConsoleTable'
import { DateCell } from './table/cells'
import { dateColumn, displayColumn, textColumn } from './table/columns'
import { EmptyState } from './table/EmptyState'
import tableStyles from './table/Table.module.css'

/** The steps a candidate can reach after the invitation, in their order, as the ticks name them. */
export const stepLabels: Record<Exclude<ProgressStep, 'invited'>, string> = {
  linkOpened: 'Link opened',
  positionViewed: 'Position viewed',
  codeAccepted: 'Code accepted',
  interviewStarted: 'Interview started',
  meetingScheduled: 'Meeting scheduled',
}
const steps = Object.keys(stepLabels) as (keyof typeof stepLabels)[]

/** Each step with when it was reached (the invitation first), or null for one not reached. */
export const progressOf = (candidate: Candidate) => [
  { label: 'Invited', at: candidate.invitedAt as string | null },
  ...steps.map((step) => ({ label: stepLabels[step], at: candidate.steps[step] ?? null })),
]

/** A tick per step on one line (filled when reached; its words and full date for a screen
 *  reader and in its title), then the furthest step reached, with its short date. */
export function ProgressTicks({ candidate }: { candidate: Candidate }) {
  const progress = progressOf(candidate)
  const furthest = progress.findLast((step) => step.at !== null)!
  return (
    <span className="campaign-progress">
      <ol className="campaign-ticks">
        {progress.map(({ label, at }) => (
          <li
            key={label}
            className="campaign-tick"
            data-reached={at ? 'yes' : 'no'}
            title={at ? `${label}: ${formatTime(at)}` : `${label}: not yet`}
          >
            <span className="visually-hidden">
              {label}: {at ? formatTime(at) : 'not yet'}
            </span>
          </li>
        ))}
      </ol>
      <span aria-hidden="true">
        {furthest.label} · <DateCell iso={furthest.at!} />
      </span>
    </span>
  )
}

/** The code's state: active or expired with its end date, or revoked. */
function CodeState({ code }: { code: Candidate['code'] }) {
  if (code.status === 'revoked') return <>Revoked</>
  return (
    <>
      {code.status === 'active' ? 'Active until ' : 'Expired '}
      <DateCell iso={code.expiresAt} />
    </>
  )
}

export function CandidatesTable({
  candidates,
  busy,
  refreshing,
  onRevoke,
}: {
  candidates: Candidate[]
  /** A call is busy: Revoke waits (aria-disabled; the machine refuses it meanwhile too). */
  busy: boolean
  refreshing: boolean
  onRevoke: (id: number) => void
}) {
  const columns = [
    textColumn<Candidate>('address', 'Address', (candidate) => candidate.email, {
      sortable: true,
    }),
    dateColumn<Candidate>('invited', 'Invited', (candidate) => candidate.invitedAt, {
      sortable: true,
    }),
    displayColumn<Candidate>('progress', 'Progress', (candidate) => (
      <ProgressTicks candidate={candidate} />
    )),
    displayColumn<Candidate>('code', 'Code', (candidate) => <CodeState code={candidate.code} />, {
      className: tableStyles.nowrap,
    }),
    displayColumn<Candidate>(
      'revoke',
      'Revoke',
      (candidate) =>
        candidate.code.status === 'active' && (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-disabled={busy || undefined}
            aria-label={`Revoke the code of ${candidate.email}`}
            onClick={() => onRevoke(candidate.id)}
          >
            Revoke…
          </button>
        ),
      { hiddenHeader: true },
    ),
  ]
  return (
    <ConsoleTable
      caption="Candidates, newest invitation first"
      columns={columns}
      data={candidates}
      rowKey={(candidate) => String(candidate.id)}
      busy={refreshing}
      empty={
        <EmptyState
          message="No candidates yet."
          detail="Each address you invite appears here, with its code and how far it has come."
        />
      }
    />
  )
}
