import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { enqueue } from '../../../client/outbox/portal-outbox'
import { noticeEndpoints, NOTICE_PAGE_SIZE } from '../../../domain/notice/endpoints'

// the schemas of these calls come with the code that makes them (decision 0043)
registerEndpoints('notice', noticeEndpoints)

export const NOTICE_LIST_PAGE = 10

/** Platform notices' reads (decision 0059): the popup's unseen ones, three a page; /notice's all. */
export const noticeQueries = {
  all: ['notices'] as const,
  unseen: (page: number) => queryOptions({
    queryKey: [...noticeQueries.all, 'unseen', page] as const,
    queryFn: () => call('noticeList', { unseen: '1', offset: (page - 1) * NOTICE_PAGE_SIZE, length: NOTICE_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  }),
  list: (page: number) => queryOptions({
    queryKey: [...noticeQueries.all, 'list', page] as const,
    queryFn: () => call('noticeList', { unseen: '0', offset: (page - 1) * NOTICE_LIST_PAGE, length: NOTICE_LIST_PAGE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
  }),
}

/** Closing the popup marks the notices up to the newest it showed as seen: an outbox write, so it holds offline too. */
export function markNoticesSeen(newestId: string): Promise<string> {
  return enqueue({ endpoint: 'noticeSeen', item: 'notices:seen', params: { id: newestId } })
}
