import { createFileRoute } from '@tanstack/react-router'
import { recordSearch } from '../../../features/calendar/record-search'
import { CalendarRecordScreen } from '../../../features/calendar/record-screen'

/** /roomManagement/OperationRecord: every calendar change with its role, operator and old -> new values. */
export const Route = createFileRoute('/_host/roomManagement/OperationRecord')({
  validateSearch: recordSearch,
  component: Page,
})

function Page() {
  const { unitId, page } = Route.useSearch()
  return <CalendarRecordScreen unitId={unitId} page={page} />
}
