import type { SubscribeActor } from '../../machines/subscribe.machine'
import { SUBSCRIBED_MESSAGE, subscribeProblem } from '../../machines/subscribe.rules'
import { REQUEST_FAILED_MESSAGE } from '../../machines/shared'
import { useFlowState, useFlowWaiting, useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import { BusyButton } from '../forms/BusyButton'
import { FieldError } from '../forms/FieldError'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import { useFieldText } from '../forms/useFieldText'
import styles from './SubscribeBox.module.css'

/** The newsletter box (SPEC.md 4, 5, 8): in the footer, on /no-token and on /memberships.
 *  `idPrefix` keeps its ids unique when a page shows two. */
export function SubscribeBox({ idPrefix }: { idPrefix: string }) {
  const subscription = useLazyFlow(async () =>
    (await import('./subscribeFlow')).startSubscribeFlow(),
  )
  return <SubscribeBoxView subscription={subscription} idPrefix={idPrefix} />
}

export function SubscribeBoxView({
  subscription,
  idPrefix,
}: {
  subscription: FlowRef<SubscribeActor>
  idPrefix: string
}) {
  const email = useFlowState(subscription, (snapshot) => snapshot?.context.email ?? '')
  const problem = useFlowState(
    subscription,
    (snapshot) => snapshot && subscribeProblem(snapshot.context),
  )
  const state = useFlowState(subscription, (snapshot) =>
    snapshot
      ? whichState(
          snapshot,
          [
            ['subscribed', 'subscribed'],
            ['loading', 'loading'],
            [{ idle: 'failed' }, 'failed'],
          ],
          'editing',
        )
      : 'editing',
  )
  // Until the flow has arrived (undefined) the button takes a press (shown busy): the flow
  // decides then. Its first paint already looks disabled while the field is empty (global.css,
  // `button--until-flow`): no gold button that turns grey as the flow arrives.
  const canSubmit = useFlowState(subscription, (snapshot) => snapshot?.can({ type: 'SUBMIT' }))
  const waiting = useFlowWaiting(subscription, 'SUBMIT')
  const subscribed = state === 'subscribed'
  const changeEmail = (value: string) => subscription.send({ type: 'CHANGE', value })
  const check = () => subscription.send({ type: 'CHECK' })
  const emailRef = useFieldText(email, changeEmail, check)
  const inputId = `${idPrefix}-subscribe-email`
  const problemId = `${inputId}-problem`
  return (
    <MachineForm className={styles.form} onSubmit={() => subscription.send({ type: 'SUBMIT' })}>
      <p className={styles.message} role="status">
        {subscribed ? SUBSCRIBED_MESSAGE : 'News from the club and its Think Tank, once a month.'}
      </p>
      {/* The form's alert right above its actions, as in every form of the site (the field
          and its button are one row here). */}
      <FormAlert message={state === 'failed' ? REQUEST_FAILED_MESSAGE : undefined} />
      <label htmlFor={inputId} className="visually-hidden">
        Email
      </label>
      {/* The field's problem sits under the field, before the button (on a phone the button
          is under the field: the message never ends up under the button). */}
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          ref={emailRef}
          defaultValue={email}
          disabled={subscribed}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => changeEmail(event.target.value)}
          onBlur={check}
          // Enter does not submit while the button is disabled: it says why instead.
          onKeyDown={(event) => event.key === 'Enter' && check()}
        />
        {problem && <FieldError id={problemId} message={problem} />}
        <BusyButton
          busy={state === 'loading' || waiting}
          done={subscribed}
          disabled={state !== 'loading' && canSubmit === false}
          className={`button button--primary${canSubmit === undefined ? ' button--until-flow' : ''}`}
        >
          {subscribed ? 'Subscribed!' : 'Subscribe'}
        </BusyButton>
      </div>
    </MachineForm>
  )
}
