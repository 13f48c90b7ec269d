import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SettlementItem } from '../../../domain/settlement/endpoints'
import type { StatementState } from '../../../domain/settlement/rules'
import { AppLink } from '../../shell/app-link'
import { Badge } from '../../ui/badge'
import { AmountBreakdown } from '../../ui/amount-breakdown'
import { formatMoney } from '../../../domain/money-format'

export function StatementStateBadge({ state }: { state: StatementState | null }) {
  if (state === 'settled') {
    return (
      <Badge tone="success">
        <Trans>Settled</Trans>
      </Badge>
    )
  }
  return (
    <Badge tone="neutral">
      {state === 'toSettle' ? <Trans>To settle</Trans> : <Trans>Waiting for a statement</Trans>}
    </Badge>
  )
}

/** A label and its value in a definition grid. */
export function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-gray-700">{label}</dt>
      <dd className="text-sm text-gray-900 tabular-nums" data-testid={testId}>{children}</dd>
    </div>
  )
}

/**
 * Ended stays with their split (business rules 3 "order settlement and split info"): the order's
 * breakdown as its detail shows it (discounts by who bears them, fees, income; decision 0067),
 * and where it was settled (the statement, the rate and the amount when it was converted). One
 * card per order, phone and desk.
 */
export function SettlementItems({ items, showStatement }: { items: readonly SettlementItem[]; showStatement: boolean }) {
  const { t, i18n } = useLingui()
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.locale)
  const date = (value: string) => i18n.date(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <ul className="flex flex-col gap-3" aria-label={t`Orders`}>
      {items.map((item) => (
        <li key={item.orderNo} className="rounded-md border border-gray-200 bg-white p-3" data-testid="settlement-item" data-order={item.orderNo}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <AppLink
                to={`${item.lodgeBusiness === 'store' ? '/order/hotelDetail' : '/order/houseDetail'}?orderNo=${encodeURIComponent(item.orderNo)}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {item.orderNo}
              </AppLink>
              <p className="truncate text-sm text-gray-700">
                {item.storeName ? `${item.storeName} · ${item.roomTypeName ?? ''}` : item.listingTitle}
              </p>
              <p className="text-xs text-gray-700">
                <Trans>{date(item.checkIn)} – {date(item.checkOut)}, {item.nights} nights</Trans>
                {item.stayEnd !== item.checkOut && (
                  <>
                    {' · '}
                    <Trans>left early on {date(item.stayEnd)}</Trans>
                  </>
                )}
              </p>
            </div>
            {showStatement && <StatementStateBadge state={item.statementState} />}
          </div>
          <div className="mt-2">
            <AmountBreakdown amounts={item} currency={item.currency} compact incomeTestId="settlement-item-income" />
          </div>
          {showStatement && (
            <p className="mt-2 text-xs text-gray-700">
              {item.statementSerial ? (
                <>
                  <Trans>Statement</Trans>{' '}
                  <AppLink to={statementHref(item.statementSerial)} className="text-brand-700 underline-offset-2 hover:underline">
                    {item.statementSerial}
                  </AppLink>
                  {' · '}
                  <Trans>settlement date {date(item.settlementDate)}</Trans>
                </>
              ) : (
                <Trans>To be settled on {date(item.settlementDate)} once a statement holds it</Trans>
              )}
              {item.statementCurrency && item.settledAmount !== null && item.statementCurrency !== item.currency && (
                <>
                  {' · '}
                  <Trans>{money(item.settledAmount, item.statementCurrency)} at {item.rate}</Trans>
                </>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The statement's orders on settle/detail. */
export function statementHref(serialNo: string): string {
  return `/settle/detail?statement=${encodeURIComponent(serialNo)}`
}
