import { createFileRoute } from '@tanstack/react-router'
import { businessSearch } from '../../../features/business/business-search'
import { BusinessScreen } from '../../../features/business/business-screen'

/** /data/business (spec 2): the host's business figures as charts (issue 16). */
export const Route = createFileRoute('/_host/data/business')({
  validateSearch: businessSearch,
  component: Page,
})

function Page() {
  return <BusinessScreen search={Route.useSearch()} />
}
