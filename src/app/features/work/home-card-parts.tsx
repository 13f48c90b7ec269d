// What the home's cards share: an order's detail page, a card's loading and failed states.
import { Trans } from '@lingui/react/macro'
import type { OrderSummary } from '../../../domain/order/schemas'
import { Spinner } from '../../ui/spinner'

export function detailTo(order: Pick<OrderSummary, 'lodgeBusiness'>) {
  return order.lodgeBusiness === 'store' ? '/order/hotelDetail' : '/order/houseDetail'
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center p-4" aria-label={label}>
      <Spinner />
    </div>
  )
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      <Trans>This could not be loaded.</Trans>{' '}
      <button type="button" className="min-h-11 font-medium underline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  )
}
