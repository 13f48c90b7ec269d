import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { pageFields } from '../paging'

const str = z.string()
const int = z.number()

/** Who a platform notice is for (decision 0059). */
export const NOTICE_AUDIENCES = ['all', 'mainland', 'overseas'] as const
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number]
/** Portal spec 9: the system notice popup shows 3 a page. */
export const NOTICE_PAGE_SIZE = 3

/** A platform notice (the system notice popup and /notice). */
export const notice = z.object({
  id: str,
  title: str,
  content: str,
  /** A portal path or an address the notice points to ('' none). */
  jumpUrl: str,
  createdAt: int,
  /** Not seen yet by this host (newer than the last time it closed the popup). */
  unseen: z.boolean(),
})
export type Notice = z.infer<typeof notice>

/** Platform notices (portal spec 2 "/notice", "System notice popup"; issue 18; decision 0059), spread into the endpoint table. */
export const noticeEndpoints = {
  /** The notices for this host, newest first; `unseen`: only those newer than its last seen mark. */
  noticeList: {
    service: 'user', method: 'GET', path: '/notice/list', encoding: 'query', access: 'session',
    request: z.object({ unseen: z._default(z.enum(['0', '1']), '0'), ...pageFields }),
    response: z.object({ list: z.array(notice), total: int, unseenTotal: int }),
  },
  /** The host saw the notices up to this one (the newest the popup showed): the popup stays closed for them. */
  noticeSeen: {
    service: 'user', method: 'POST', path: '/notice/seen', encoding: 'json', access: 'session',
    failure: 'operation',
    request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(40)) }),
    response: z.object({ seenUntil: int }),
    idempotent: true,
  },
} satisfies Record<string, EndpointDef>
