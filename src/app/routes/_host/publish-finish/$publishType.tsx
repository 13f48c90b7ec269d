import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../../shell/use-document-title'
import { finishSearch } from '../../../features/listing-publish/publish-search'
import { FinishScreen } from '../../../features/listing-publish/finish-screen'

/** /publish-finish/{publishType}: the listing was submitted for review. */
export const Route = createFileRoute('/_host/publish-finish/$publishType')({
  validateSearch: finishSearch,
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { publishType } = Route.useParams()
  const { luId, group } = Route.useSearch()
  useDocumentTitle(t`Listing submitted`)
  return <FinishScreen publishType={publishType === 'overseas' ? 'overseas' : 'domestic'} luId={luId} group={group ?? 'notOnline'} />
}
