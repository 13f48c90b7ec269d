import { createFileRoute } from '@tanstack/react-router'
import { houseInfoSearch } from '../../../features/listing-manage/manage-search'
import { ListingListScreen } from '../../../features/listing-manage/listing-list-screen'

/** /house/houseInfo: the listing list (status groups, sub-state filter, actions). */
export const Route = createFileRoute('/_host/house/houseInfo')({
  validateSearch: houseInfoSearch,
  component: Page,
})

function Page() {
  const { group, subState, keyword, page } = Route.useSearch()
  return <ListingListScreen filter={{ group, page, ...(subState ? { subState } : {}), ...(keyword ? { keyword } : {}) }} />
}
