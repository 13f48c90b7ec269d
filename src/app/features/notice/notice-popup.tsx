import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { NOTICE_PAGE_SIZE, type Notice } from '../../../domain/notice/endpoints'
import { Pager } from '../../ui/pager'
import { FloatingPopup } from '../../ui/floating-popup'
import { useOutboxRead } from '../../data/use-outbox-read'
import { closeWaiting, markNoticesSeen, noticeQueries } from './notice-queries'

/**
 * The system notice popup (portal spec 2): titled "System notice", draggable by its title bar (and
 * by the arrow keys when the bar has focus), the host's unseen platform notices three a page with
 * pages shown only when there is more than one, and a close icon that marks them seen (decision
 * 0059). Not modal: the page under it stays usable.
 */
export default function NoticePopup() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [closed, setClosed] = useState(false)
  // a close still waiting in the outbox keeps the popup closed (after a reload, offline too)
  const closing = useOutboxRead(closeWaiting, true, [])
  const notices = useQuery({ ...noticeQueries.unseen(page), enabled: !closing })
  const data = notices.data
  // the newest unseen notice is the first of the first page: remember it for the close
  const newest = useRef<string | null>(null)
  if (page === 1 && data?.list[0]) newest.current = data.list[0].id
  if (closed || closing || !data || data.unseenTotal === 0) return null
  const pages = Math.ceil(data.unseenTotal / NOTICE_PAGE_SIZE)

  const close = () => {
    setClosed(true)
    if (newest.current) void markNoticesSeen(newest.current).then(() => queryClient.invalidateQueries({ queryKey: noticeQueries.all }))
  }

  return (
    <FloatingPopup
      titleId="system-notice-title"
      title={<Trans>System notice</Trans>}
      dragLabel={t`System notice: drag, or use the arrow keys, to move it`}
      onClose={close}
      testId="notice-popup"
      className="right-4 bottom-20 max-h-[70dvh] w-[min(24rem,calc(100vw-2rem))] bg-white md:right-20 md:bottom-6"
    >
      <ul className="flex flex-col divide-y divide-gray-100 overflow-y-auto px-4" data-testid="notice-list">
        {data.list.map((notice) => <NoticeItem key={notice.id} notice={notice} />)}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 px-4 py-2">
        {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : <span />}
        <Link to="/notice" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"><Trans>All notices</Trans></Link>
      </div>
    </FloatingPopup>
  )
}

export function NoticeItem({ notice }: { notice: Notice }) {
  const { i18n } = useLingui()
  const internal = notice.jumpUrl.startsWith('/')
  return (
    <li className="py-3" data-testid="notice">
      <p className="font-medium text-gray-900">{notice.title}</p>
      <p className="text-xs text-gray-700">{i18n.date(new Date(notice.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</p>
      <p className="mt-1 text-sm whitespace-pre-line break-words text-gray-800">{notice.content}</p>
      {notice.jumpUrl && (internal
        ? <a href={notice.jumpUrl} className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"><Trans>Open</Trans></a>
        : <a href={notice.jumpUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"><Trans>Open</Trans></a>)}
    </li>
  )
}
