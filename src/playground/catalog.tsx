// Every machine the model tests know, each with its view bound the way the model tests bind it
// (tests/model/*.model.test.tsx). Three views live inside the site's router and page (the
// session's header, the membership dialog's openers, the interview link's routes): for those
// the playground shows the machine without a view.
import type { ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'
import { allModels } from '../../tests/model/models'
import { demoCampaign } from '../../tests/support/campaign'
import { demoSecrets } from '../../tests/support/secrets'
import { AccessCodeView } from '../ui/interview/AccessCode'
import { InterviewOverlayView } from '../ui/interview/InterviewOverlayView'
import LoginModalView from '../ui/login/LoginModal'
import { NdaView } from '../ui/pages/NdaPage'
import { ReachOutFormView } from '../ui/reachOut/ReachOutForm'
import { MemberRegistrationFormView } from '../ui/registration/MemberRegistrationForm'
import { RegistrationSidebarView } from '../ui/registration/RegistrationSidebar'
import { ApproachSliderView } from '../ui/sliders/ApproachSlider'
import { TalentAgentsSliderView } from '../ui/sliders/TalentAgentsSlider'
import { SubscribeBoxView } from '../ui/subscribe/SubscribeBox'
import { modelName, type PlaygroundModel } from './playgroundRun'

type RenderView = (actor: never) => ReactNode

/** Each view by model name; the actor is the one its machine's model runs. */
const views: Record<string, RenderView> = {
  accessCode: (actor) => <AccessCodeView accessCode={actor} />,
  interview: (actor) => (
    <InterviewOverlayView
      interview={actor}
      campaign={demoCampaign}
      checkCode={async (code) => (code === demoSecrets.accessCode ? 'accepted' : 'rejected')}
    />
  ),
  loginModal: (actor) => <LoginModalView modal={actor} />,
  memberRegistration: (actor) => <MemberRegistrationFormView registration={actor} />,
  nda: (actor) => <NdaView nda={actor} />,
  reachOut: (actor) => <ReachOutFormView reachOut={actor} />,
  sidebar: (actor) => (
    <RegistrationSidebarView sidebar={actor}>
      <p>The request form</p>
    </RegistrationSidebarView>
  ),
  'slider.approach': (actor) => <ApproachSliderView slider={actor} />,
  'slider.agents': (actor) => <TalentAgentsSliderView slider={actor} />,
  subscribe: (actor) => <SubscribeBoxView subscription={actor} idPrefix="playground" />,
}

export interface PlaygroundEntry {
  name: string
  model: PlaygroundModel
  /** The view running on the actor, or undefined when it needs the site's router and page. */
  renderView?: (actor: AnyActorRef) => ReactNode
}

export const playgroundEntries: readonly PlaygroundEntry[] = allModels.map((model) => {
  const name = modelName(model)
  const view = views[name]
  return { name, model, renderView: view && ((actor) => view(actor as never)) }
})
