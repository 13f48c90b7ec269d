import { Trans, useLingui } from '@lingui/react/macro'
import { formatMoney } from '../../domain/money-format'

/**
 * An order's figure where it is one line (the home's waiting orders, the new-order alert, the
 * order list): what the host is paid, named so, the same amount the detail's breakdown ends on
 * and the bill settles (decision 0067). Never the guest's payment under no name.
 */
export function OrderIncome({ income, currency }: { income: number; currency: string }) {
  const { i18n } = useLingui()
  const amount = formatMoney(income, currency, i18n.locale)
  return (
    <span className="whitespace-nowrap" data-testid="order-income-line">
      <Trans>Your income {amount}</Trans>
    </span>
  )
}
