import { createActor } from 'xstate'
import { interviewMachine } from '../../machines/interview.machine'
import { overlayPreviewPositionMarker } from '../../lib/campaignInPage'
import { InterviewOverlayView } from './InterviewOverlayView'

/**
 * The overlay as an interview link's page first shows it (step 1 over the landing page), for
 * the build to prerender once (src/entry-prerender.tsx): the server puts it into the page with
 * the campaign's position in place of the marker (server/site.ts), so the candidate sees the
 * opportunity at the first paint. The live overlay replaces it once the flow runs. Only the
 * position name comes from the campaign in this step; nothing else may.
 */
export function OverlayPreview() {
  const atFirstStep = createActor(interviewMachine, {
    snapshot: interviewMachine.resolveState({
      value: { shown: { panel: 'opportunity' } },
      context: {
        link: 'preview',
        viewed: false,
        meetingScheduled: false,
        startedFrom: null,
        alert: null,
      },
    }),
  })
  const campaign = {
    positionName: overlayPreviewPositionMarker,
    keyResponsibilities: '',
    mustHaveTechnologies: '',
    niceToHaveTechnologies: '',
    interviewLink: 'https://preview.invalid/',
    calendarLink: 'https://preview.invalid/',
  }
  return <InterviewOverlayView interview={atFirstStep} campaign={campaign} landing />
}
