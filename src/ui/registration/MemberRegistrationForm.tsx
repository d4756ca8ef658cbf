import type { MemberRegistrationActor } from '../../machines/memberRegistration.machine'
import {
  registrationErrors,
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
  showErrors: false,
}

/** The request form of /i-want-a-password; a message under each invalid field once the
 *  member tried to send it, and a confirmation in its place when it arrived. */
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
  const errors = context.showErrors ? registrationErrors(context) : {}
  return (
    <MachineForm
      label="Request your invitation"
      onSubmit={(form) => {
        registration.send({ type: 'SUBMIT' })
        // Take the member to the first field that needs them. The fields' text is what they
        // see, and it is there before the flow has arrived (a press in that moment must move
        // focus too), so the check reads the fields, not the flow.
        const input = (field: RegistrationField) =>
          form.ownerDocument.getElementById(`registration-${field}`) as HTMLInputElement | null
        const typed = Object.fromEntries(
          fields.map(({ field }) => [field, input(field)?.value ?? '']),
        ) as Record<RegistrationField, string>
        const invalid = fields.find(({ field }) => registrationErrors(typed)[field])
        if (invalid) input(invalid.field)?.focus()
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
        />
      ))}
      <FormAlert message={state === 'failed' ? REQUEST_FAILED_MESSAGE : undefined} />
      <div>
        <BusyButton busy={state === 'submitting' || waiting}>Send my request</BusyButton>
      </div>
    </MachineForm>
  )
}
