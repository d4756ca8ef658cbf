import { createContext, lazy, Suspense, use, useEffect, useState, type ReactNode } from 'react'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { navigationMachine } from '../../machines/navigation.machine'
import { readSession, removeSession, writeSession } from '../../lib/interviewSession'
import { useAppActorRef } from '../app/useAppActorRef'
import { AlertMessage } from './AlertMessage'
import { fetchCampaign, verifyStoredCode } from './interviewEffects'

export type NavigationActor = ActorRefFrom<typeof navigationMachine>

const NavigationContext = createContext<NavigationActor | null>(null)

export function useNavigationActor(): NavigationActor {
  const navigation = use(NavigationContext)
  if (!navigation) throw new Error('useNavigationActor needs an InterviewProvider')
  return navigation
}

/** The navigation machine with the app's effects. */
export function appNavigationMachine(navigate: (to: '/home' | '/not-found') => void) {
  return navigationMachine.provide({
    actors: {
      readStoredLink: fromPromise(async () => readSession('interviewLink')),
      fetchCampaign: fromPromise(({ input }) => fetchCampaign(input.hash)),
      verifyStoredCode: fromPromise(verifyStoredCode),
    },
    actions: {
      storeInterviewLink: (_, { link }) => writeSession('interviewLink', link),
      removeInterviewLink: () => removeSession('interviewLink'),
      discardCode: () => removeSession('validCode'),
      goHome: () => navigate('/home'),
      goNotFound: () => navigate('/not-found'),
    },
  })
}

/**
 * The candidate's interview flow for the whole app: the navigation actor, created once, told
 * of every route change (the first one once the page has hydrated), and given to the
 * interview overlay through context.
 */
export function InterviewProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [logic] = useState(() =>
    appNavigationMachine((to) => void router.navigate({ to, replace: to === '/not-found' })),
  )
  const navigation = useAppActorRef(logic)
  return (
    <NavigationContext value={navigation}>
      <RouteChanges navigation={navigation} />
      {children}
      <NavigationAlert navigation={navigation} />
    </NavigationContext>
  )
}

/** Tells the navigation actor of each route change, the first one once the page hydrated. */
export function RouteChanges({ navigation }: { navigation: NavigationActor }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    navigation.send({ type: 'ROUTE_CHANGED', path: pathname })
  }, [navigation, pathname])
  return null
}

/** SPEC.md 8: the alert when the stored code could not be checked at /. */
export function NavigationAlert({ navigation }: { navigation: NavigationActor }) {
  const alert = useSelector(navigation, (snapshot) => snapshot.context.alert)
  return (
    <AlertMessage
      message={alert}
      placement="page"
      onDismiss={() => navigation.send({ type: 'DISMISS_ALERT' })}
    />
  )
}

const InterviewOverlay = lazy(() => import('./InterviewOverlay'))

/** Where the interview overlay mounts. Its code (and the overlay's actor) loads once an
 *  interview link is stored, and stays while one is. */
export function InterviewOverlaySlot() {
  const navigation = useNavigationActor()
  const linkStored = useSelector(navigation, (snapshot) => snapshot.context.interviewLink !== null)
  if (!linkStored) return null
  return (
    <Suspense fallback={null}>
      <InterviewOverlay navigation={navigation} />
    </Suspense>
  )
}
