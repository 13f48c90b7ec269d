import { createFileRoute } from '@tanstack/react-router'
import { recordSearch } from '../../../features/listing-manage/manage-search'
import { OperationRecordScreen } from '../../../features/listing-manage/operation-record-screen'

/** /houseInfo/OperationRecord: the operation record of the host's listings, paged, by listing. */
export const Route = createFileRoute('/_host/houseInfo/OperationRecord')({
  validateSearch: recordSearch,
  component: Page,
})

function Page() {
  const { luId, page } = Route.useSearch()
  return <OperationRecordScreen luId={luId} page={page} />
}
