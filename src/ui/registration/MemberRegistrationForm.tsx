import type { MemberRegistrationActor } from '../../machines/memberRegistration.machine'
import {
  registrationErrors,
  registrationMessages,
  type RegistrationContext,
  type RegistrationField,
} from '../../machines/memberRegistration.rules'
import { REQUEST_FAILED_MESSAGE } from '../../machines/shared'
import { useFlowState, useFlowWaiting, useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import { BusyButton } from '../forms/BusyButton'
import { Field } from '../forms/Field'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import forms from '../forms/Forms.module.css'

const fields: {
  field: RegistrationField
  label: string
  type?: 'email'
  autoComplete: string
}[] = [
  { field: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'role', label: 'Role', autoComplete: 'organization-title' },
  { field: 'referralName', label: 'Referral Name (optional)', autoComplete: 'off' },
]

export function MemberRegistrationForm() {
  const registration = useLazyFlow(async () =>
    (await import('./memberRegistrationFlow')).startMemberRegistrationFlow(),
  )
  return <MemberRegistrationFormView registration={registration} />
}

/** What the form shows until its flow has arrived: the machine's first context. */
const untouched: RegistrationContext = {
  fullName: '',
  email: '',
  role: '',
  referralName: '',
  checked: [],
}

/** The request form of /i-want-a-password: 'Send my request' is disabled until the form can
 *  be sent, a field left invalid says why under it, and a confirmation takes the form's place
 *  when the request arrived. */
export function MemberRegistrationFormView({
  registration,
}: {
  registration: FlowRef<MemberRegistrationActor>
}) {
  const context = useFlowState(registration, (snapshot) => snapshot?.context ?? untouched)
  const state = useFlowState(registration, (snapshot) =>
    snapshot
      ? whichState(
          snapshot,
          [
            ['registered', 'registered'],
            ['submitting', 'submitting'],
            [{ idle: 'failed' }, 'failed'],
          ],
          'editing',
        )
      : 'editing',
  )
  // Until the flow has arrived (undefined) the button takes a press (shown busy): the flow
  // decides then. Its first paint already looks disabled while a required field is empty
  // (global.css, `button--until-flow`): it does not turn from gold to grey as the flow arrives.
  const canSubmit = useFlowState(registration, (snapshot) => snapshot?.can({ type: 'SUBMIT' }))
  const waiting = useFlowWaiting(registration, 'SUBMIT')
  if (state === 'registered') {
    return (
      <div className={forms.form} role="status">
        <h3 className={forms.label}>Request received</h3>
        <p>
          Thank you, {context.fullName.trim()}. A Talent Agent will review your request and write to
          you at {context.email.trim()}.
        </p>
      </div>
    )
  }
  const errors = registrationMessages(context)
  const check = (field: RegistrationField) => registration.send({ type: 'CHECK', field })
  return (
    <MachineForm
      label="Request your invitation"
      onSubmit={(form) => {
        registration.send({ type: 'SUBMIT' })
        // A press before the flow has arrived, on a form that cannot be sent: each field that
        // needs the member says why, and the first takes focus. The fields' text is what they
        // see, and it is there before the flow has arrived, so the check reads the fields.
        const input = (field: RegistrationField) =>
          form.ownerDocument.getElementById(`registration-${field}`) as HTMLInputElement | null
        const typed = Object.fromEntries(
          fields.map(({ field }) => [field, input(field)?.value ?? '']),
        ) as Record<RegistrationField, string>
        const invalid = fields.filter(({ field }) => registrationErrors(typed)[field])
        for (const { field } of invalid) check(field)
        if (invalid[0]) input(invalid[0].field)?.focus()
      }}
    >
      {fields.map(({ field, label, type, autoComplete }) => (
        <Field
          key={field}
          id={`registration-${field}`}
          label={label}
          type={type}
          autoComplete={autoComplete}
          value={context[field]}
          required={field !== 'referralName'}
          disabled={state === 'submitting'}
          error={errors[field]}
          onChange={(value) => registration.send({ type: 'CHANGE', field, value })}
          onCheck={() => check(field)}
        />
      ))}
      <FormAlert message={state === 'failed' ? REQUEST_FAILED_MESSAGE : undefined} />
      <div>
        <BusyButton
          busy={state === 'submitting' || waiting}
          disabled={state !== 'submitting' && canSubmit === false}
          className={`button button--primary${canSubmit === undefined ? ' button--until-flow' : ''}`}
        >
          Send my request
        </BusyButton>
      </div>
    </MachineForm>
  )
}
