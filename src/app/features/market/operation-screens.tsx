import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OperationRecord } from '../../../domain/promotion/endpoints'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Pager } from '../../ui/pager'
import { NothingChosen } from '../../ui/nothing-chosen'
import { QueryBody } from '../../ui/query-body'
import { OperationList } from './market-parts'
import { LOG_PAGE_SIZE, marketQueries } from './market-queries'

type LogAnswer = { name: string; list: OperationRecord[]; total: number }

/** An operation record page: its way back, the target's name, the records newest first, paged. */
function OperationPage<K extends readonly unknown[]>({ back, query, missing }: {
  back: ReactNode
  query: (page: number) => UseQueryOptions<LogAnswer, Error, LogAnswer, K>
  /** Shown instead of the record when the page was opened without its target's id. */
  missing?: ReactNode | undefined
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Operation record`)
  const [page, setPage] = useState(1)
  const log = useQuery(query(page))
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      {back}
      {missing ?? (
        <QueryBody query={log} failed={<Trans>The record could not be loaded. Check the connection and try again.</Trans>}>
          {(data) => (
            <>
              <h1 className="text-2xl font-semibold text-gray-900"><Trans>Operation record: {data.name}</Trans></h1>
              <OperationList list={data.list} />
              <Pager page={page} pages={Math.max(1, Math.ceil(data.total / LOG_PAGE_SIZE))} onPage={setPage} />
            </>
          )}
        </QueryBody>
      )}
    </div>
  )
}

const BACK = 'inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-800 underline'

/** activity/operation?id=… (issue 17): who signed which listing up or out, and when; the platform's closing of enrollment. */
export function ActivityOperationScreen({ id, unit }: { id: string; unit: string }) {
  return (
    <OperationPage
      back={id === ''
        ? <Link to="/activity/list" search={{ tab: 'open', page: 1, unit }} className={BACK}><Trans>All activities</Trans></Link>
        : <Link to="/activity/detail" search={{ id, unit }} className={BACK}><Trans>Back to the activity</Trans></Link>}
      query={(page) => ({ ...marketQueries.activityLog(id, page), enabled: id !== '' })}
      missing={id === '' ? <NothingChosen choose={<Link to="/activity/list" search={{ tab: 'open', page: 1, unit }} className="text-brand-800 underline"><Trans>Choose an activity</Trans></Link>}><Trans>No activity was chosen.</Trans></NothingChosen> : undefined}
    />
  )
}

/** promotion/operation?id=… (issue 17): when the promotion was made and stopped, by whom. */
export function PromotionOperationScreen({ id }: { id: string }) {
  return (
    <OperationPage
      back={id === ''
        ? <Link to="/activity/promotion" search={{ state: '', page: 1, unit: '' }} className={BACK}><Trans>All promotions</Trans></Link>
        : <Link to="/promotion/detail" search={{ id }} className={BACK}><Trans>Back to the promotion</Trans></Link>}
      query={(page) => ({ ...marketQueries.promotionLog(id, page), enabled: id !== '' })}
      missing={id === '' ? <NothingChosen choose={<Link to="/activity/promotion" search={{ state: '', page: 1, unit: '' }} className="text-brand-800 underline"><Trans>Choose a promotion</Trans></Link>}><Trans>No promotion was chosen.</Trans></NothingChosen> : undefined}
    />
  )
}
