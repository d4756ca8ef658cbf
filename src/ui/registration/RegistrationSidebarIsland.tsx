import { island } from '../common/island'

/** The collapsible sidebar of /i-want-a-password as an island that loads once the visitor uses
 *  it (its icon, or the request form inside it, itself an island): a visitor who only reads the
 *  page loads no flow. */
export const RegistrationSidebarIsland = island(
  'registration-sidebar',
  async () => (await import('./RegistrationSidebar')).RegistrationSidebar,
  'used',
)
