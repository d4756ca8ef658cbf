import { NdaDialog } from '../nda/NdaDialog'
import { NdaFormIsland } from '../nda/NdaFormIsland'

/** The NDA page: the agreement in a modal that stays open until the member continues. */
export function NdaPage() {
  return (
    <NdaDialog>
      <NdaFormIsland />
    </NdaDialog>
  )
}
