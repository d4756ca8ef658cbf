import { island } from '../common/island'

/** The NDA's form (Accept, Continue) as an island that loads once the visitor uses it: reading
 *  the agreement runs no flow. Its dialog hydrates at once (modal, focus on its title); a click
 *  on the checkbox or Continue before the form's code has arrived is held and done then. */
export const NdaFormIsland = island(
  'nda-form',
  async () => (await import('./NdaView')).LiveNdaForm,
  'used',
)
