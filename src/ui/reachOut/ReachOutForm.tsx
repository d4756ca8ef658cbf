import { useNavigate } from '@tanstack/react-router'
import type { ReachOutActor } from '../../machines/reachOut.machine'
import {
  REACH_OUT_TEMPLATE,
  reachOutProblems,
  type ReachOutContext,
  type ReachOutField,
} from '../../machines/reachOut.rules'
import { REQUEST_FAILED_MESSAGE } from '../../machines/shared'
import { reachOutContentMaxLength } from '../../api/schemas'
import { useFlowState, useFlowWaiting, useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import { BusyButton } from '../forms/BusyButton'
import { Field } from '../forms/Field'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import forms from '../forms/Forms.module.css'

/** The reach-out form, sending with the API and going to /no-token when done. */
export function ReachOutForm() {
  const navigate = useNavigate()
  const reachOut = useLazyFlow(async () =>
    (await import('./reachOutFlow')).startReachOutFlow(() => void navigate({ to: '/no-token' })),
  )
  return <ReachOutFormView reachOut={reachOut} />
}

const fields: {
  field: ReachOutField
  label: string
  type?: 'email'
  autoComplete?: string
  rows?: number
}[] = [
  { field: 'fullName', label: 'Complete Name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'content', label: 'Email Content', rows: 8 },
]

/** What the form shows until its flow has arrived: the machine's first context. */
const untouched: ReachOutContext = {
  fullName: '',
  email: '',
  content: REACH_OUT_TEMPLATE,
  checked: [],
}

export function ReachOutFormView({ reachOut }: { reachOut: FlowRef<ReachOutActor> }) {
  const values = useFlowState(reachOut, (snapshot) => snapshot?.context ?? untouched)
  const problems = reachOutProblems(values)
  const state = useFlowState(reachOut, (snapshot) =>
    snapshot
      ? whichState(
          snapshot,
          [
            [{ idle: 'failed' }, 'failed'],
            ['idle', 'editing'],
            ['submitting', 'submitting'],
          ],
          'submitted',
        )
      : 'editing',
  )
  // Until the flow has arrived Submit takes a press (shown busy): the flow decides then.
  const canSubmit = useFlowState(reachOut, (snapshot) => snapshot?.can({ type: 'SUBMIT' }) ?? true)
  const waiting = useFlowWaiting(reachOut, 'SUBMIT')
  const submitted = state === 'submitted'
  return (
    <MachineForm
      label="Message to a Talent Agent"
      onSubmit={() => reachOut.send({ type: 'SUBMIT' })}
    >
      {fields.map(({ field, ...control }) => (
        <Field
          key={field}
          id={`reach-out-${field}`}
          {...control}
          value={values[field]}
          disabled={state === 'submitting' || submitted}
          onChange={(value) => reachOut.send({ type: 'CHANGE', field, value })}
          onCheck={() => reachOut.send({ type: 'CHECK', field })}
          error={problems[field]}
          {...(field === 'content' && {
            maxLength: reachOutContentMaxLength,
            // SPEC.md 5's template is a suggestion: said so, so it never reads as left over.
            hint: (
              <>
                <span>A suggested message: make it yours.</span>{' '}
                <span>{`${values.content.length} / ${reachOutContentMaxLength} characters`}</span>
              </>
            ),
          })}
        />
      ))}
      <FormAlert message={state === 'failed' ? REQUEST_FAILED_MESSAGE : undefined} />
      <p className={forms.status} role="status">
        {submitted ? 'Your message is on its way. Taking you back…' : ''}
      </p>
      <div>
        <BusyButton
          busy={state === 'submitting' || waiting}
          done={submitted}
          disabled={state !== 'submitting' && !canSubmit}
        >
          {submitted ? 'Submitted!' : 'Submit'}
        </BusyButton>
      </div>
    </MachineForm>
  )
}
