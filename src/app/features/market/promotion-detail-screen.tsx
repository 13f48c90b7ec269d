import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { Promotion } from '../../../domain/promotion/endpoints'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { NothingChosen } from '../../ui/nothing-chosen'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { formatMoney } from '../../../domain/money-format'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { PROMOTION_STATE_LABELS, StateBadge } from './market-parts'
import { MARKET_PAGE_SIZE, marketQueries } from './market-queries'
import { PromotionSummary } from './promotions-screen'

/** promotion/detail?id=… (issue 17): a self-service promotion, the orders it priced, and stopping it. */
export function PromotionDetailScreen({ id }: { id: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Promotion`)
  const promotion = useQuery({ ...marketQueries.promotion(id), enabled: id !== '' })
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <Link to="/activity/promotion" search={{ state: '', page: 1, unit: '' }} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-800 underline">
        <Trans>All promotions</Trans>
      </Link>
      {id === '' ? (
        <NothingChosen choose={<Link to="/activity/promotion" search={{ state: '', page: 1, unit: '' }} className="text-brand-800 underline"><Trans>Choose a promotion</Trans></Link>}>
          <Trans>No promotion was chosen.</Trans>
        </NothingChosen>
      ) : (
        <QueryBody query={promotion} failed={<Trans>The promotion could not be loaded. Check the connection and try again.</Trans>}>
          {(data) => <PromotionDetail promotion={data} />}
        </QueryBody>
      )}
    </div>
  )
}

function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useLingui()
  const offline = useOffline()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const orders = useQuery(marketQueries.promotionOrders(promotion.id, page))
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<FormMessage | null>(null)
  const stop = async () => {
    setBusy(true)
    setError(null)
    try {
      const answer = await call('promotionWithdraw', { id: promotion.id }, { hideMessage: true })
      queryClient.setQueryData(marketQueries.promotion(promotion.id).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: marketQueries.all })
    } catch (failure) {
      setError(errorsFromFailure(failure, []).form)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <section className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="promotion-detail">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-2xl font-semibold text-gray-900">{promotion.name}</h1>
          <div className="flex items-center gap-2">
            <span className="text-2xl font-semibold text-brand-800"><Trans>{promotion.discountPercent}% off</Trans></span>
            <StateBadge state={promotion.state} label={i18n._(PROMOTION_STATE_LABELS[promotion.state])} />
          </div>
        </div>
        <PromotionSummary promotion={promotion} />
        <p className="text-xs text-gray-700"><Trans>A promotion is not changed once made: stop it and make another. Orders already booked keep their price.</Trans></p>
        <div className="flex flex-wrap items-center gap-3">
          {(promotion.state === 'upcoming' || promotion.state === 'active') && (
            <Button variant="danger" disabled={offline || busy} loading={busy} onClick={() => setConfirming(true)} data-testid="promotion-stop">
              <Trans>Stop this promotion</Trans>
            </Button>
          )}
          <Link to="/promotion/operation" search={{ id: promotion.id }} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
            <Trans>Operation record</Trans>
          </Link>
        </div>
        {error && <FieldError messageKey={error.key} params={error.params} />}
      </section>
      <section aria-labelledby="promotion-orders" className="flex flex-col gap-3">
        <h2 id="promotion-orders" className="text-lg font-semibold text-gray-900"><Trans>Orders it priced</Trans></h2>
        <QueryBody
          query={orders}
          failed={<Trans>The orders could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(d) => d.list.length === 0}
          empty={<Trans>No order has used this promotion yet.</Trans>}
        >
          {(d) => (
            <>
              <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" data-testid="promotion-orders">
                {d.list.map((order) => (
                  <li key={order.orderNo} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                    <Link to={order.lodgeBusiness === 'store' ? '/order/hotelDetail' : '/order/houseDetail'} search={{ orderNo: order.orderNo }} className="min-h-11 py-2 font-medium text-brand-800 underline">
                      {order.listingTitle} · {order.orderNo}
                    </Link>
                    <span className="text-gray-800">
                      {order.checkIn} – {order.checkOut} · <Trans>{order.nights} nights discounted, {formatMoney(order.discount, order.currency, i18n.locale)} off</Trans>
                    </span>
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={Math.max(1, Math.ceil(d.total / MARKET_PAGE_SIZE))} onPage={setPage} />
            </>
          )}
        </QueryBody>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Stop “${promotion.name}”?`}
        description={t`New bookings no longer get this discount. It cannot be started again.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t`Stop it`}
        onConfirm={() => {
          setConfirming(false)
          void stop()
        }}
      />
    </>
  )
}
