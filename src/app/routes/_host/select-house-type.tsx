import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../shell/use-document-title'
import { selectTypeSearch } from '../../features/listing-publish/publish-search'
import { SelectTypeScreen } from '../../features/listing-publish/select-type-screen'

/** /select-house-type: rental and building type of a new B&B listing (its choices are kept when coming back). */
export const Route = createFileRoute('/_host/select-house-type')({
  validateSearch: selectTypeSearch,
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { publishType, luId } = Route.useSearch()
  useDocumentTitle(t`Publish a listing`)
  return <SelectTypeScreen publishType={publishType} luId={luId} />
}
