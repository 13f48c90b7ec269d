import { createFileRoute } from '@tanstack/react-router'
import { batchSearch } from '../../../features/calendar/batch-search'
import { BatchEditScreen } from '../../../features/calendar/batch-edit-screen'

/** /house/batchSetPrice: one edit over many units and up to 5 date ranges, previewed before it is applied. */
export const Route = createFileRoute('/_host/house/batchSetPrice')({
  validateSearch: batchSearch,
  component: Page,
})

function Page() {
  const { unitId } = Route.useSearch()
  return <BatchEditScreen initialUnitId={unitId} />
}
