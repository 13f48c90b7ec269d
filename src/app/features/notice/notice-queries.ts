import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { enqueue, listPending } from '../../data/outbox-lazy'
import { NO_PERSIST } from '../../data/query-meta'
import { noticeEndpoints, NOTICE_PAGE_SIZE } from '../../../domain/notice/endpoints'

// the schemas of these calls come with the code that makes them (decision 0043)
registerEndpoints('notice', noticeEndpoints)

export const NOTICE_LIST_PAGE = 10

/** Platform notices' reads (decision 0059): the popup's unseen ones, three a page; /notice's all. */
export const noticeQueries = {
  all: ['notices'] as const,
  /**
   * The popup's notices: read fresh each time it mounts and never kept on the device, so a reload
   * does not pop up notices already closed from a copy older than the close (decision 0059).
   */
  unseen: (page: number) => queryOptions({
    queryKey: [...noticeQueries.all, 'unseen', page] as const,
    queryFn: () => call('noticeList', { unseen: '1', offset: (page - 1) * NOTICE_PAGE_SIZE, length: NOTICE_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: NO_PERSIST,
  }),
  list: (page: number) => queryOptions({
    queryKey: [...noticeQueries.all, 'list', page] as const,
    queryFn: () => call('noticeList', { unseen: '0', offset: (page - 1) * NOTICE_LIST_PAGE, length: NOTICE_LIST_PAGE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
  }),
}

export const SEEN_ITEM = 'notices:seen'

/** Whether a close is still waiting in the outbox (the server has not got the mark yet). */
export async function closeWaiting(): Promise<boolean> {
  return (await listPending(SEEN_ITEM)).length > 0
}

/** Closing the popup marks the notices up to the newest it showed as seen: an outbox write, so it holds offline too. */
export function markNoticesSeen(newestId: string): Promise<string> {
  return enqueue({ endpoint: 'noticeSeen', item: SEEN_ITEM, params: { id: newestId } })
}
