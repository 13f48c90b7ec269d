import { createFileRoute, redirect } from '@tanstack/react-router'
import { ArticleView } from '../../features/guide/article-view'
import { AGREEMENT_CONTENT } from '../../features/guide/content-loaders'
import { AgreementLayout, ArticlePending } from '../../features/guide/guide-screens'
import { agreementOf } from '../../features/guide/guide-slugs'

/** /agreement/{n}.html for the numbers of decision 0011; any other file goes to /404. */
export const Route = createFileRoute('/agreement/$file')({
  beforeLoad: ({ params }) => {
    const n = agreementOf(params.file)
    if (!n) throw redirect({ href: '/404', replace: true })
    return { n }
  },
  loader: ({ context }) => AGREEMENT_CONTENT[context.n](),
  pendingComponent: Pending,
  component: Page,
})

function Pending() {
  return (
    <AgreementLayout>
      <ArticlePending />
    </AgreementLayout>
  )
}

function Page() {
  return (
    <AgreementLayout>
      <ArticleView content={Route.useLoaderData()} />
    </AgreementLayout>
  )
}
