import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderState } from '../../../domain/order/enums'
import { STATE_TEXTS } from '../../data/order-state-texts'
import { useDocumentTitle } from '../../shell/use-document-title'
import { formatMoney } from '../../../domain/money-format'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { ConnectionChooser } from './connection-chooser'
import { pmsQueries } from './pms-queries'
import type { PmsOrdersSearch } from './pms-search'

const PAGE_SIZE = 10

/**
 * house/directConnection/orderList (issue 20, decision 0064): the orders of the connection's
 * bound room types, newest first, with when the PMS pulled each (or that it has not yet).
 */
export function PmsOrdersScreen({ search }: { search: PmsOrdersSearch }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Orders through the connection`)
  const navigate = useNavigate()
  const orders = useQuery({ ...pmsQueries.orders(search.connectionId, search.page, PAGE_SIZE), enabled: search.connectionId !== '', placeholderData: keepPreviousData })
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <Link to="/house/directConnection" className="text-sm text-brand-800 underline"><Trans>Back to direct connection</Trans></Link>
      <h1 className="text-2xl font-semibold text-gray-900"><Trans>Orders through the connection</Trans></h1>
      {search.connectionId === '' ? <ConnectionChooser page="orderList" /> : <>
        <QueryBody
          query={orders}
          failed={<Trans>The orders could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={<Trans>No order of the bound rooms yet.</Trans>}
        >
          {(data) => (
            <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
              <table className="w-full text-left text-sm" data-testid="pms-orders">
                <thead className="bg-gray-50 text-xs text-gray-700">
                  <tr>
                    <th scope="col" className="px-3 py-2"><Trans>Order</Trans></th>
                    <th scope="col" className="px-3 py-2"><Trans>Room type</Trans></th>
                    <th scope="col" className="px-3 py-2"><Trans>Stay</Trans></th>
                    <th scope="col" className="px-3 py-2"><Trans>State</Trans></th>
                    <th scope="col" className="px-3 py-2 text-right"><Trans>Rent</Trans></th>
                    <th scope="col" className="px-3 py-2"><Trans>Pulled by the PMS</Trans></th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {data.list.map((order) => (
                    <tr key={order.orderNo} data-testid="pms-order" data-order={order.orderNo}>
                      <td className="px-3 py-2">
                        <Link to="/order/hotelDetail" search={{ orderNo: order.orderNo }} className="font-medium text-brand-800 underline">{order.orderNo}</Link>
                      </td>
                      <td className="px-3 py-2">{order.roomTypeName}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{order.checkIn} – {order.checkOut} · {t`${order.rooms} rooms`}</td>
                      <td className="px-3 py-2">{STATE_TEXTS[order.state as OrderState] ? i18n._(STATE_TEXTS[order.state as OrderState]) : order.state}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatMoney(order.rent, order.currency, i18n.locale)}</td>
                      <td className="px-3 py-2" data-testid="pms-pulled">{order.pulledAt === null ? <span className="text-amber-900">{t`Not yet`}</span> : date(order.pulledAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryBody>
        <Pager
          page={search.page}
          pages={Math.max(1, Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE))}
          onPage={(page) => void navigate({ to: '/house/directConnection/orderList', search: { ...search, page } })}
        />
      </>}
    </div>
  )
}
