import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import type { ListingGroup, SubState } from '../../../domain/listing/enums'
import { listingQueries } from '../../data/listing-keys'
export { houseInfoSearch, recordSearch } from './manage-search'

export const PAGE_SIZE = 10

export type ListFilter = { group: ListingGroup; subState?: SubState; keyword?: string; page: number }

/** Query options of the management screens, under the listing keys (a write invalidates `listing`). */
export const manageQueries = {
  lists: () => [...listingQueries.all, 'list'] as const,
  list: (filter: ListFilter) =>
    queryOptions({
      queryKey: [...manageQueries.lists(), filter] as const,
      queryFn: () =>
        call(
          'listingList',
          {
            group: filter.group,
            ...(filter.subState ? { subState: filter.subState } : {}),
            ...(filter.keyword ? { keyword: filter.keyword } : {}),
            offset: (filter.page - 1) * PAGE_SIZE,
            length: PAGE_SIZE,
          },
          { hideMessage: true },
        ),
      placeholderData: keepPreviousData,
    }),
  /** Every listing of the host (the record filter's choices). */
  allListings: listingQueries.every,
  records: (luId: string | undefined, page: number) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'records', luId ?? '', page] as const,
      queryFn: () =>
        call('listingOperationRecords', { ...(luId ? { luId } : {}), offset: (page - 1) * PAGE_SIZE, length: PAGE_SIZE }, { hideMessage: true }),
      placeholderData: keepPreviousData,
    }),
  /** The flash-book state of the approved listings among `luIds` (a page of the list; decision 0078). */
  flashBook: (luIds: readonly string[]) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'flashBook', luIds] as const,
      queryFn: () => call('flashBookList', { luIds: luIds.join(','), length: luIds.length }, { hideMessage: true }),
      enabled: luIds.length > 0,
      placeholderData: keepPreviousData,
    }),
  changes: (luId: string) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'changes', luId] as const,
      queryFn: () => call('listingChangeRecords', { luId }, { hideMessage: true }),
    }),
}
