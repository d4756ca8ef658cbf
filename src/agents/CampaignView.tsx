import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import { agentCampaignMessages, type AgentCampaignActor } from '../machines/agentCampaign.machine'
import { draftIsComplete, inviteProblem, type CampaignField } from '../machines/campaignDraft'
import type { CampaignDetail } from './contract'
import {
  CampaignFields,
  campaignFieldLabels,
  richTextFields,
  shownProblems,
} from './CampaignFields'
import { ConsoleField as Field } from './ConsoleField'
import { formatTime } from './format'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import styles from './Console.module.css'
import { ConsoleForm } from './ConsoleForm'
import { ConfirmAction } from './ConfirmAction'
import { CandidatesTable } from './CandidatesTable'
import { CandidatePreview } from './preview/CandidatePreview'
import { RichTextValue } from './preview/RichTextValue'
import './preview/campaignPage.css'

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTime(iso)}</time>
}

/** The campaign as someone else saved it, field by field: plain fields as text, rich ones
 *  formatted through the candidate page's sanitizer (RichTextValue), never as raw tags. */
function LatestCampaign({
  latest,
  onReapply,
  onTake,
}: {
  latest: CampaignDetail
  onReapply: () => void
  onTake: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={`${styles.notice} ${styles.stack}`} aria-labelledby="campaign-latest">
      <h3 id="campaign-latest" ref={heading} tabIndex={-1} className={styles.subheading}>
        The campaign as it is now
      </h3>
      <p>{agentCampaignMessages.conflict}</p>
      <dl className={styles.fields}>
        {(Object.keys(campaignFieldLabels) as CampaignField[]).map((field) => (
          <div key={field} className={styles.fieldPair}>
            <dt className={styles.fieldLabel}>{campaignFieldLabels[field]}</dt>
            <dd className={styles.fieldValue}>
              {richTextFields[field] ? (
                <RichTextValue className="campaign-rich-value" html={latest[field]} />
              ) : (
                latest[field]
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        <button type="button" className="button button--primary button--small" onClick={onReapply}>
          Save mine over it
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onTake}>
          Take theirs
        </button>
      </div>
    </section>
  )
}

/** A campaign's page: the candidates with their progress first, Invite candidates, then the
 *  editor beside (or, on a narrower screen, above) a preview of the candidate's page. */
export function CampaignView({ campaign: actor }: { campaign: AgentCampaignActor }) {
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot
  const send = actor.send
  const candidatesHeading = useRef<HTMLHeadingElement>(null)
  const invited = snapshot.matches({ ready: { settled: 'invited' } })
  // After an invitation, focus goes to the candidates (the new rows are first).
  useEffect(() => {
    if (invited) candidatesHeading.current?.focus()
  }, [invited])
  // Load more's button goes with the last page: focus goes to the line that takes its place,
  // not to the page's start.
  const allListed = useRef<HTMLParagraphElement>(null)
  const loadingMore = snapshot.matches({ ready: 'loadingMore' })
  const wasLoadingMore = useRef(false)
  useEffect(() => {
    if (wasLoadingMore.current && !loadingMore && context.next === null) {
      allListed.current?.focus()
    }
    wasLoadingMore.current = loadingMore
  }, [loadingMore, context.next])

  const phase = loadPhaseOf(snapshot)
  if (phase)
    return (
      <LoadStatus
        phase={phase}
        loading="Loading the campaign…"
        failed={agentCampaignMessages.failed}
        onRetry={() => send({ type: 'RETRY' })}
      />
    )
  if (snapshot.matches('notFound')) return <FormAlert message={agentCampaignMessages.notFound} />

  const campaign = context.campaign!
  const busy = !snapshot.matches({ ready: 'settled' })
  const saving = snapshot.matches({ ready: 'saving' })
  const conflict = snapshot.matches({ ready: { settled: 'conflict' } })
  const inviteError = context.invite.trim() ? inviteProblem(context.invite) : ''
  const revoking = context.candidates.find((candidate) => candidate.id === context.revoking)
  return (
    <div className={styles.stack}>
      <section aria-labelledby="campaign-title" className={styles.stack}>
        <h1 id="campaign-title" className={styles.heading}>
          {campaign.positionName}
        </h1>
        <p className={styles.hint}>
          Created by {campaign.createdBy?.displayName ?? 'a former agent'},{' '}
          <Time iso={campaign.createdAt} />
          {campaign.updatedAt && (
            <>
              {' '}
              · updated <Time iso={campaign.updatedAt} />
            </>
          )}
          . The candidates’ page:{' '}
          <a href={`/interview/${campaign.hash}`}>/interview/{campaign.hash}</a>
        </p>
      </section>
      <section aria-labelledby="candidates-title" className={styles.stack}>
        <div className={styles.toolbar}>
          <h2
            id="candidates-title"
            ref={candidatesHeading}
            tabIndex={-1}
            className={styles.subheading}
          >
            Candidates
          </h2>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-busy={snapshot.matches({ ready: 'refreshing' }) || undefined}
            aria-disabled={busy || undefined}
            onClick={() => send({ type: 'REFRESH' })}
          >
            Refresh
          </button>
        </div>
        <p role="status" className={styles.hint}>
          {invited
            ? `Invited ${context.invited} ${context.invited === 1 ? 'candidate' : 'candidates'}.`
            : ''}
        </p>
        <FormAlert
          message={
            snapshot.matches({ ready: { settled: 'listFailed' } }) ? context.listProblem : undefined
          }
        />
        {revoking && (
          <ConfirmAction
            id="revoke-question"
            question={
              <>
                Revoke the access code of <strong>{revoking.email}</strong>? It stops working at
                once; inviting the address again gives a new one.
              </>
            }
            action="Revoke"
            busy={snapshot.matches({ ready: 'revoking' })}
            onConfirm={() => send({ type: 'CONFIRM_REVOKE' })}
            onCancel={() => send({ type: 'CANCEL_REVOKE' })}
            fallback={candidatesHeading}
          />
        )}
        <CandidatesTable
          candidates={context.candidates}
          busy={busy}
          refreshing={snapshot.matches({ ready: 'refreshing' })}
          onRevoke={(id) => send({ type: 'REVOKE', id })}
        />
        {context.next !== null ? (
          <p>
            <button
              type="button"
              className="button button--ghost"
              aria-busy={loadingMore || undefined}
              aria-disabled={busy || undefined}
              onClick={() => send({ type: 'LOAD_MORE' })}
            >
              Load more candidates
            </button>
          </p>
        ) : (
          context.candidates.length > 0 && (
            <p ref={allListed} tabIndex={-1} className={styles.hint}>
              {context.candidates.length === 1
                ? 'The one candidate is listed.'
                : `All ${context.candidates.length} candidates are listed.`}
            </p>
          )
        )}
      </section>
      <section aria-labelledby="invite-title" className={styles.card}>
        <h2 id="invite-title" className={styles.subheading}>
          Invite candidates
        </h2>
        <ConsoleForm onSubmit={() => send({ type: 'INVITE' })}>
          <Field
            id="invite-addresses"
            label="Addresses (one or several, separated by commas or new lines)"
            rows={3}
            value={context.invite}
            error={inviteError || undefined}
            onChange={(value) => send({ type: 'CHANGE_INVITE', value })}
          />
          <p className={styles.hint}>
            Each gets a mail with the campaign’s link and a personal access code. Inviting an
            address again gives it a new code; the old one stops working.
          </p>
          <BusyButton
            busy={snapshot.matches({ ready: 'inviting' })}
            disabled={!context.invite.trim() || inviteError !== ''}
          >
            Invite
          </BusyButton>
        </ConsoleForm>
      </section>
      <div className="campaign-editor-layout">
        <section aria-labelledby="campaign-edit-title" className={`${styles.card} ${styles.stack}`}>
          <h2 id="campaign-edit-title" className={styles.subheading}>
            Edit the campaign
          </h2>
          {!campaign.editable && <p className={styles.hint}>{agentCampaignMessages.forbidden}</p>}
          <ConsoleForm onSubmit={() => send({ type: 'SAVE' })}>
            <CampaignFields
              idPrefix="campaign"
              draft={context.edit}
              problems={shownProblems(context.edit, context.fieldProblems)}
              disabled={!campaign.editable || saving}
              onChange={(field, value) => send({ type: 'CHANGE', field, value })}
            />
            <FormAlert
              message={
                snapshot.matches({ ready: { settled: 'saveFailed' } })
                  ? context.saveProblem
                  : undefined
              }
            />
            <p role="status" className={styles.hint}>
              {snapshot.matches({ ready: { settled: 'saved' } }) ? agentCampaignMessages.saved : ''}
            </p>
            {campaign.editable && (
              // While a conflict is shown, Save waits for the agent's choice below.
              <BusyButton busy={saving} disabled={!draftIsComplete(context.edit) || conflict}>
                Save
              </BusyButton>
            )}
          </ConsoleForm>
          {context.latest && conflict && (
            <LatestCampaign
              latest={context.latest}
              onReapply={() => send({ type: 'REAPPLY' })}
              onTake={() => send({ type: 'TAKE_LATEST' })}
            />
          )}
        </section>
        <CandidatePreview id="campaign-preview" draft={context.edit} />
      </div>
    </div>
  )
}
