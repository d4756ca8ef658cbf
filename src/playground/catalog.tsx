// Every machine the model tests know, each with its view bound the way the model tests bind it
// (tests/model/*.model.test.tsx). The views that live in the site's router (the session's
// header, the membership dialog, the interview link's alert, the NDA's links) run in a router
// of their own (InRouter.tsx). The console's views take their actors as props, as the model
// tests give them; what the console's pages add around them is in ConsoleParts.tsx.
import type { ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'
import { controllableActors } from '../../tests/model/fakes'
import { allModels } from '../../tests/model/models'
import { loginModalMachine } from '../machines/loginModal.machine'
import type { MembershipDialogActor } from '../machines/membershipDialog.machine'
import { demoCampaign } from '../../tests/support/campaign'
import { demoSecrets } from '../../tests/support/secrets'
import { fakeNetwork } from '../../tests/support/fakeNetwork'
import { AccessCodeView } from '../ui/interview/AccessCode'
import { InterviewFilmView } from '../ui/interview/film/InterviewFilm'
import { InterviewLinkAlert } from '../ui/interview/InterviewProvider'
import { InterviewOverlayView } from '../ui/interview/InterviewOverlayView'
import { preloadOverlayParts } from '../ui/interview/overlayParts'
import LoginModalView from '../ui/login/LoginModal'
import { MembershipDialogScope } from '../ui/membership/MembershipDialog'
import { MembershipDialogButton } from '../ui/membership/MembershipDialogButton'
import { MembershipDialogContext } from '../ui/membership/membershipDialogContext'
import { NdaWithExits } from '../ui/nda/NdaView'
import { ReachOutFormView } from '../ui/reachOut/ReachOutForm'
import { MemberRegistrationFormView } from '../ui/registration/MemberRegistrationForm'
import { RegistrationSidebarView } from '../ui/registration/RegistrationSidebar'
import { ApproachSliderView } from '../ui/sliders/ApproachSlider'
import { TalentAgentsSliderView } from '../ui/sliders/TalentAgentsSlider'
import { SessionScope } from '../ui/session/SessionProvider'
import { SiteHeader } from '../ui/shell/SiteHeader'
import { SubscribeBoxView } from '../ui/subscribe/SubscribeBox'
import { SettingsView } from '../agents/SettingsView'
import { AccountsView } from '../agents/AccountsView'
import { CampaignView } from '../agents/CampaignView'
import { CampaignsView } from '../agents/CampaignsView'
import { EraseView } from '../agents/EraseView'
import { ErasureLogView } from '../agents/ErasureLogView'
import { ExportButton } from '../agents/InboxView'
import { ItemView } from '../agents/ItemView'
import { MailView } from '../agents/MailView'
import { dana } from '../../tests/support/agents'
import { BulkList, InboxAtItsAddress } from './ConsoleParts'
import { AgentSignInView } from '../agents/SignInView'
import { WelcomeMemberView } from '../ui/welcome/WelcomeMember'
import { ExportLogView } from '../agents/ExportLogView'
import { SavedViewsView } from '../agents/SavedViewsView'
import { ShortcutsOverlay } from '../agents/ShortcutsOverlay'
import { InRouter } from './InRouter'
import { modelName, type PlaygroundModel } from './playgroundRun'

/** The header's membership buttons open the membership dialog, a machine of its own here. */
const noDialog = {
  send: () => {},
  getSnapshot: () => undefined,
  subscribe: () => ({ unsubscribe: () => {} }),
}

type RenderView = (actor: never) => ReactNode

// The overlay's details, modals and frame load with their step on the site, announced by the
// candidate's hover or focus. Here a state is shown at once, as the site shows it once loaded.
await preloadOverlayParts()

/** A login modal whose calls never answer: what the membership dialog shows. */
const loginModalOnFakes = loginModalMachine.provide({
  actors: controllableActors(loginModalMachine).actors,
})

/** What a person sees in the membership dialog: the real login modal at the dialog's step, on
 *  an actor of its own (fresh each time the dialog opens, as on the site). The dialog's machine
 *  runs the model's fake in its place, which the step 'loginModal answers' finishes; to walk
 *  the login modal's own flow, choose loginModal. */
function LoginModalInDialog({ dialog }: { dialog: MembershipDialogActor }) {
  const step = useSelector(dialog, (snapshot) => snapshot.context.step)
  const modal = useActorRef(loginModalOnFakes, { input: { step } })
  return <LoginModalView modal={modal} />
}

/** The access code modal's token fetch, answered here as the model tests answer it: the demo
 *  code is accepted, any other refused (401). The playground's other calls go to the network. */
fakeNetwork(
  {
    accessToken: ({ body }) =>
      (body as { code?: string } | undefined)?.code === demoSecrets.accessCode
        ? { status: 200, json: { token: 'playground-candidate-token' } }
        : { status: 401, json: { error: 'Unknown code.' } },
  },
  { passThrough: true },
)

/** Each view by model name; the actor is the one its machine's model runs. */
const views: Record<string, RenderView> = {
  agentInbox: (actor) => <InboxAtItsAddress inbox={actor} />,
  agentItem: (actor) => <ItemView item={actor} />,
  // Dana is the administrator the model signs in as: her own row has no Disable.
  agentAccounts: (actor) => <AccountsView accounts={actor} me={dana.id} />,
  agentErase: (actor) => <EraseView erase={actor} />,
  agentErasureLog: (actor) => <ErasureLogView log={actor} />,
  // The inbox's Export CSV button, with the filters the model exports.
  agentExport: (actor) => <ExportButton exporter={actor} query={{ kind: 'invitation' }} />,
  agentBulk: (actor) => <BulkList bulk={actor} />,
  agentMail: (actor) => <MailView mail={actor} />,
  // Open goes to a campaign's page, another machine's (agentCampaign).
  agentCampaigns: (actor) => <CampaignsView campaigns={actor} onOpen={() => {}} />,
  agentCampaign: (actor) => <CampaignView campaign={actor} />,
  agentSettings: (actor) => <SettingsView settings={actor} />,
  // Signed in, the console's bar over an empty page (the pages are other machines').
  agentSignIn: (actor) => <AgentSignInView session={actor} />,
  agentExportLog: (actor) => <ExportLogView log={actor} />,
  agentViews: (actor) => <SavedViewsView views={actor} filters={{ status: 'spam' }} />,
  consoleShortcuts: (actor) => <ShortcutsOverlay shortcuts={actor} />,
  accessCode: (actor) => <AccessCodeView accessCode={actor} />,
  interviewLink: (actor) => (
    <InRouter>
      <InterviewLinkAlert interviewLink={actor} />
    </InRouter>
  ),
  filmPlayer: (actor) => <InterviewFilmView player={actor} />,
  interview: (actor) => <InterviewOverlayView interview={actor} campaign={demoCampaign} />,
  loginModal: (actor) => <LoginModalView modal={actor} />,
  membershipDialog: (actor: MembershipDialogActor) => (
    <InRouter>
      <MembershipDialogScope
        dialog={actor}
        renderContent={() => <LoginModalInDialog dialog={actor} />}
      >
        <div className="openers">
          <MembershipDialogButton step={1}>Enter to the Future</MembershipDialogButton>
          <MembershipDialogButton step={2}>I want to be a Member</MembershipDialogButton>
        </div>
      </MembershipDialogScope>
    </InRouter>
  ),
  memberRegistration: (actor) => <MemberRegistrationFormView registration={actor} />,
  nda: (actor) => (
    <InRouter>
      <MembershipDialogContext value={noDialog}>
        <NdaWithExits nda={actor} />
      </MembershipDialogContext>
    </InRouter>
  ),
  reachOut: (actor) => <ReachOutFormView reachOut={actor} />,
  session: (actor) => (
    <InRouter>
      <SessionScope session={actor}>
        <MembershipDialogContext value={noDialog}>
          <SiteHeader variant="public" />
        </MembershipDialogContext>
      </SessionScope>
    </InRouter>
  ),
  sidebar: (actor) => (
    <RegistrationSidebarView sidebar={actor}>
      <p>The request form</p>
    </RegistrationSidebarView>
  ),
  'slider.approach': (actor) => <ApproachSliderView slider={actor} />,
  'slider.agents': (actor) => <TalentAgentsSliderView slider={actor} />,
  subscribe: (actor) => <SubscribeBoxView subscription={actor} idPrefix="playground" />,
  welcomeMember: (actor) => (
    <InRouter>
      <MembershipDialogContext value={noDialog}>
        <WelcomeMemberView welcome={actor} />
      </MembershipDialogContext>
    </InRouter>
  ),
}

/** The width a view gets on the site, where its place there is narrower than the page's
 *  content (the view alone, `frame=view`, is shown at that width). */
const siteWidths: Record<string, string> = {
  agentSettings: '44rem', // the console's detail column (Console.module.css, .detail)
  agentViews: '60rem', // under the inbox's filters
  loginModal: '30rem', // the membership dialog (MembershipDialog.module.css)
  accessCode: '46rem', // the interview's modal (InterviewModal.module.css)
  filmPlayer: '46rem', // the interview's video modal (InterviewModal.module.css)
  subscribe: '24rem', // the footer's column (SiteFooter.module.css)
  memberRegistration: '24rem', // the sidebar's column (InvitationRequestPage.module.css)
  sidebar: '24rem',
  reachOut: '44rem', // the page's narrow column (Journey.module.css)
}

export interface PlaygroundEntry {
  name: string
  model: PlaygroundModel
  /** The view running on the actor. */
  renderView: (actor: AnyActorRef) => ReactNode
  /** Its width on the site, if narrower than the page's content. */
  siteWidth?: string
}

export const playgroundEntries: readonly PlaygroundEntry[] = allModels.map((model) => {
  const name = modelName(model)
  const view = views[name]
  if (!view) throw new Error(`The playground has no view for the model ${name}`)
  return { name, model, renderView: (actor) => view(actor as never), siteWidth: siteWidths[name] }
})
