import { PageIntro } from '../common/PageIntro'

export function NdaPage() {
  return (
    <PageIntro
      eyebrow="Before you continue"
      title="Confidentiality Agreement"
      lead="Members agree to keep what they learn about clients and projects confidential."
    />
  )
}
