import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../agents/pages'

function ItemRoute() {
  const { kind, id } = Route.useParams()
  return <ItemPage kind={kind} id={id} />
}

export const Route = createFileRoute('/agents/items/$kind/$id')({
  component: ItemRoute,
})
