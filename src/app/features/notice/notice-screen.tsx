import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { NoticeItem } from './notice-popup'
import { NOTICE_LIST_PAGE, noticeQueries } from './notice-queries'

/** /notice (portal spec 2, a standalone page): every platform notice for the host, newest first (decision 0059). */
export function NoticeScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Platform notices`)
  const [page, setPage] = useState(1)
  const notices = useQuery(noticeQueries.list(page))
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <Link to="/work/index" className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-800 underline"><Trans>Back to the home page</Trans></Link>
      <h1 className="text-2xl font-semibold text-gray-900"><Trans>Platform notices</Trans></h1>
      <QueryBody
        query={notices}
        failed={<Trans>The notices could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(d) => d.list.length === 0}
        empty={<Trans>No notice from the platform yet.</Trans>}
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white px-4" data-testid="notices">
              {d.list.map((notice) => <NoticeItem key={notice.id} notice={notice} />)}
            </ul>
            <Pager page={page} pages={Math.max(1, Math.ceil(d.total / NOTICE_LIST_PAGE))} onPage={setPage} />
          </>
        )}
      </QueryBody>
    </div>
  )
}
