import { NdaDialog } from '../nda/NdaDialog'
import { LiveNdaForm } from '../nda/NdaView'

/** The NDA page: the agreement in a modal that stays open until the member continues. */
export function NdaPage() {
  return (
    <NdaDialog>
      <LiveNdaForm />
    </NdaDialog>
  )
}
