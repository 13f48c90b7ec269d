import { createFileRoute, redirect } from '@tanstack/react-router'
import { ArticleView } from '../../features/guide/article-view'
import { GUIDE_CONTENT } from '../../features/guide/content-loaders'
import { ArticlePending } from '../../features/guide/guide-screens'
import { guideSlugOf } from '../../features/guide/guide-slugs'

/** /guide/{slug}: a slug off the list of spec 2 goes to /404. */
export const Route = createFileRoute('/guide/$page')({
  beforeLoad: ({ params }) => {
    const slug = guideSlugOf(params.page)
    if (!slug) throw redirect({ href: '/404', replace: true })
    return { slug }
  },
  loader: ({ context }) => GUIDE_CONTENT[context.slug](),
  pendingComponent: ArticlePending,
  component: Page,
})

function Page() {
  return <ArticleView content={Route.useLoaderData()} />
}
