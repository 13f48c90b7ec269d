import { useLingui } from '@lingui/react/macro'
import { attentionOf } from '../../../domain/order/states'
import type { StateAttention } from '../../../domain/order/states'
import type { OrderState } from '../../../domain/order/enums'
import { Countdown } from '../../ui/countdown'
import { cx } from '../../ui/cx'
import { STATE_TEXTS } from './order-texts'

/**
 * An order's state chip and, while the host or the guest has to answer, the time left, on one
 * line and centred on each other (issue 34: on a phone the countdown sat under the chip, pushed
 * to the other edge). The same on the order list's cards and the order's detail.
 */
export function OrderStatus({ state, confirmDeadline, payDeadline, now, className }: {
  state: OrderState
  confirmDeadline: number | null
  payDeadline: number | null
  now: () => number
  className?: string
}) {
  const { i18n } = useLingui()
  const attention = attentionOf(state)
  return (
    <div className={cx('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm leading-5', className)} data-testid="order-status">
      <span className={cx('inline-flex items-center rounded px-2 py-0.5 font-medium', CHIP_TONES[attention])} data-testid="order-state" data-attention={attention}>
        {i18n._(STATE_TEXTS[state])}
      </span>
      {confirmDeadline !== null && <Countdown deadline={confirmDeadline} now={now} kind="confirm" />}
      {payDeadline !== null && <Countdown deadline={payDeadline} now={now} kind="pay" />}
    </div>
  )
}

/** The state chip's colour by what the state asks of the host (all AA contrast on their backgrounds). */
const CHIP_TONES: Record<StateAttention, string> = {
  act: 'bg-amber-100 text-amber-950 ring-1 ring-amber-400',
  guest: 'bg-sky-50 text-sky-900',
  arriving: 'bg-green-50 text-green-900',
  staying: 'bg-green-100 text-green-950',
  done: 'bg-gray-100 text-gray-800',
  closed: 'bg-gray-50 text-gray-700',
}
