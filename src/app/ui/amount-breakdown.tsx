import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { amountRows } from '../../domain/order/amounts'
import type { AmountRow, AmountRowKey, OrderAmounts } from '../../domain/order/amounts'
import { cx } from './cx'
import { formatMoney } from '../../domain/money-format'

/**
 * An order's money as business rules 3 name it, from the nights' price to the host's income
 * (decision 0067): original rent, less the discount the host bears and the one the platform
 * bears, what the guest paid, plus the platform's share paid back, less the service fee and the
 * invoice service fee, the income. The rows come from src/domain (amountRows), so the order's
 * detail, its print and the bill (one order or a month's sums) say the same thing the same way.
 * `compact`: a grid of figures (a bill's orders); otherwise one line per row (the detail).
 */
export function AmountBreakdown({ amounts, currency, compact = false, incomeTestId = 'order-income' }: {
  amounts: OrderAmounts
  currency: string
  compact?: boolean
  incomeTestId?: string
}) {
  const { i18n } = useLingui()
  return (
    <dl
      className={compact ? 'grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4' : 'flex flex-col text-sm'}
      data-testid="amount-breakdown"
    >
      {amountRows(amounts).map((row) => {
        const strong = row.kind === 'subtotal' || row.kind === 'total'
        return (
          <div
            key={row.key}
            data-amount={row.key}
            className={compact
              ? 'flex flex-col'
              : cx('flex items-baseline justify-between gap-3 py-1', strong && 'border-t border-gray-200 font-semibold')}
          >
            <dt className={compact ? 'text-xs text-gray-700' : cx('min-w-0', strong ? 'text-gray-900' : 'text-gray-700')}>{i18n._(LABELS[row.key])}</dt>
            <dd
              className={cx('whitespace-nowrap tabular-nums text-gray-900', compact ? 'text-sm' : 'text-right', compact && strong && 'font-semibold')}
              data-testid={row.key === 'income' ? incomeTestId : undefined}
            >
              {signOf(row)}
              {formatMoney(row.amount, currency, i18n.locale)}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

function signOf(row: AmountRow): string {
  if (row.amount === 0) return ''
  return row.kind === 'less' ? '−' : row.kind === 'add' ? '+' : ''
}

const LABELS: Record<AmountRowKey, MessageDescriptor> = {
  originalRent: msg({ message: 'Original rent' }),
  merchantDiscount: msg({ message: 'Merchant discount (borne by you)' }),
  platformDiscount: msg({ message: 'Activity discount borne by the platform' }),
  guestPaid: msg({ message: 'Guest paid' }),
  platformDiscountPaidBack: msg({ message: "Platform's share of the discount, paid to you" }),
  serviceFee: msg({ message: 'Service fee (platform commission)' }),
  invoiceServiceFee: msg({ message: 'Invoice service fee' }),
  income: msg({ message: 'Your income' }),
}
