import { createFileRoute } from '@tanstack/react-router'
import { pmsConnectionSearch } from '../../../../features/pms/pms-search'
import { LinkHouseScreen } from '../../../../features/pms/link-house-screen'

/** house/directConnection/linkHouse (spec 2): the PMS's rooms and rate plans bound to room types and products (issue 20). */
export const Route = createFileRoute('/_host/house/directConnection/linkHouse')({
  validateSearch: pmsConnectionSearch,
  component: Page,
})

function Page() {
  return <LinkHouseScreen search={Route.useSearch()} />
}
