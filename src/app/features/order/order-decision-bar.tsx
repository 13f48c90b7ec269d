import { useId, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { OrderDetail } from '../../../domain/order/schemas'
import { acceptOrder } from '../../data/order-writes'
import type { OrderWrites } from '../../data/order-writes'
import { useOffline } from '../../shell/pwa-network'
import { AmountBreakdown } from '../../ui/amount-breakdown'
import { Button } from '../../ui/button'
import { withoutFailureParam } from '../../../domain/failure-kind'
import { FieldError } from '../../ui/field-error'
import { OrderIncome } from '../../ui/order-income'
import { RejectDialog } from './dialogs/reject-dialog'

/**
 * The host's answer to an order waiting for it, with what the answer is about (issue 34): the
 * dates, the guests and what the host is paid (the order's stored amounts, decision 0067; the
 * breakdown opens in place) next to Accept and Reject. On a phone it stays at the bottom of the
 * screen above the tab bar while the host reads the order (a sticky bar, shown last but first in
 * the reading order); on a wide screen it sits under the order's heading. Accept goes through the
 * outbox (works offline); the word that the order was accepted comes once the server took it.
 */
export function OrderDecisionBar({ order, writes }: { order: OrderDetail; writes: OrderWrites | undefined }) {
  const { t } = useLingui()
  const offline = useOffline()
  const [rejecting, setRejecting] = useState(false)
  const [breakdown, setBreakdown] = useState(false)
  const breakdownId = useId()
  const pendingAccept = writes?.pending.some((entry) => entry.endpoint === 'orderConfirm') ?? false
  const refusedAccept = writes?.refused.find((entry) => entry.endpoint === 'orderConfirm')
  const canAccept = order.allowedActions.includes('accept')
  const canReject = order.allowedActions.includes('reject')
  if (!canAccept && !canReject && !pendingAccept && !refusedAccept) return null
  return (
    <section
      aria-label={t`Your answer`}
      data-testid="order-decision-bar"
      className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 order-last -mx-4 flex flex-col gap-2 border-t border-brand-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur md:static md:order-none md:mx-0 md:rounded-lg md:border md:bg-brand-50/40 md:shadow-none print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-gray-900">
        <p data-testid="decision-stay">
          <span className="whitespace-nowrap tabular-nums">{order.checkIn} – {order.checkOut}</span>
          {' · '}
          <Plural value={order.nights} one="# night" other="# nights" />
          {' · '}
          <span data-testid="decision-guests">
            <Plural value={order.guestCount} one="# guest" other="# guests" />
            {order.hasMinors && <> · <Trans>Minors travelling</Trans></>}
          </span>
        </p>
        <p className="flex items-center gap-2 font-semibold" data-testid="decision-income">
          <OrderIncome income={order.amounts.income} currency={order.currency} />
          <Button
            variant="ghost"
            size="sm"
            className="font-normal text-brand-800 underline underline-offset-2"
            aria-expanded={breakdown}
            aria-controls={breakdownId}
            onClick={() => setBreakdown((open) => !open)}
          >
            {breakdown ? <Trans>Hide the breakdown</Trans> : <Trans>Breakdown</Trans>}
          </Button>
        </p>
      </div>
      <div id={breakdownId} hidden={!breakdown} className="max-h-[40vh] overflow-y-auto rounded-md border border-gray-200 bg-white px-3 py-1">
        {breakdown && <AmountBreakdown amounts={order.amounts} currency={order.currency} incomeTestId="decision-breakdown-income" />}
      </div>
      {(canAccept || canReject) && (
        <div className="flex gap-2">
          {canReject && (
            <Button
              variant="secondary"
              className="flex-1 md:flex-none"
              onClick={() => setRejecting(true)}
              disabled={offline || pendingAccept}
              title={offline ? t`Needs a connection: this uses the server's latest figures.` : undefined}
            >
              <Trans>Reject</Trans>
            </Button>
          )}
          {canAccept && (
            <Button className="flex-[2] md:flex-none" onClick={() => void acceptOrder(order.orderNo, { title: order.listingTitle })} disabled={pendingAccept} data-testid="accept-order">
              <Trans>Accept</Trans>
            </Button>
          )}
        </div>
      )}
      {pendingAccept && (
        <p role="status" className="text-sm text-amber-900" data-testid="accept-pending">
          {offline ? <Trans>Accepted here; it is sent when the connection is back.</Trans> : <Trans>Sending your acceptance…</Trans>}
        </p>
      )}
      {refusedAccept && 'refusal' in refusedAccept && (
        <div className="text-sm" data-testid="accept-refused">
          <Trans>Your acceptance was not taken:</Trans> <FieldError messageKey={refusedAccept.refusal.key} params={withoutFailureParam(refusedAccept.refusal.params)} />
        </div>
      )}
      {rejecting && <RejectDialog order={order} onClose={() => setRejecting(false)} />}
    </section>
  )
}
