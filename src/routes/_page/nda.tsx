import { createFileRoute } from '@tanstack/react-router'
import { NdaPage } from '../../ui/pages/NdaPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/nda')({
  head: () =>
    pageHead(
      'Confidentiality Agreement',
      'Accept the Nova Club confidentiality agreement to continue.',
    ),
  staticData: { navbar: 'none' },
  component: NdaPage,
})
