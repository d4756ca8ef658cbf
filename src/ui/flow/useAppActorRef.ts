import { useActorRef } from '@xstate/react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { appInspect } from '../../dev/inspector'

/** `useActorRef` for the app's actors: connected to the inspector when a tester asked for it. */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
) {
  return useActorRef(logic, { ...options, inspect: appInspect() })
}
