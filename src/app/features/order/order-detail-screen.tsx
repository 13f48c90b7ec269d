import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LodgeBusiness } from '../../../domain/order/enums'
import type { OrderDetail } from '../../../domain/order/schemas'
import { CANCELLATION_LABELS, CHECK_IN_METHOD_LABELS } from '../../data/listing-labels'
import { orderQueries } from '../../data/order-queries'
import { isNetworkFailure } from '../../shell/pwa-network'
import { AppLink } from '../../shell/app-link'
import { useDocumentTitle } from '../../shell/use-document-title'
import { buttonClasses } from '../../ui/button'
import { NeedsNetwork } from '../../ui/needs-network'
import { NoOrderChosen } from './no-order-chosen'
import { Spinner } from '../../ui/spinner'
import { AmountBreakdown } from '../../ui/amount-breakdown'
import { useServerClock } from '../../ui/countdown'
import { useOrderWrites } from '../../data/order-writes'
import { OrderActions } from './order-actions'
import { OrderDecisionBar } from './order-decision-bar'
import { OrderStatus } from './order-status'
import { OrderLog } from './order-log'
import { ACTION_TEXTS, CREDENTIAL_TEXTS, DISPUTE_TEXTS, formatMoney, REASON_TEXTS, RENEWAL_TEXTS } from './order-texts'

/**
 * order/houseDetail and order/hotelDetail: every field of the order, its state and countdown, the
 * host's answer with what it is about (the decision bar, sticky on a phone), the other actions and
 * the operation log.
 */
export function OrderDetailScreen({ kind, orderNo }: { kind: LodgeBusiness; orderNo: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Order ${orderNo}`)
  const detail = useQuery({ ...orderQueries.detail(kind, orderNo), enabled: orderNo !== '' })
  const now = useServerClock(detail.data?.serverNow, detail.dataUpdatedAt || Date.now())
  if (orderNo === '') return <NoOrderChosen />
  if (!detail.data) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-6">
        {detail.isError ? (
          isNetworkFailure(detail.error) ? (
            <NeedsNetwork onRetry={() => void detail.refetch()} />
          ) : (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <Trans>This order could not be found.</Trans>
            </p>
          )
        ) : (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        )}
      </div>
    )
  }
  return <OrderDetailView order={detail.data} now={now} />
}

function OrderDetailView({ order, now }: { order: OrderDetail; now: () => number }) {
  const { t, i18n } = useLingui()
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.locale)
  const guestsCheckedIn = order.guests.filter((g) => g.checkedIn).length
  const writes = useOrderWrites().get(order.orderNo)
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6" data-testid="order-detail" data-state={order.state}>
      <Link to="/order/orderList" search={order.lodgeBusiness === 'store' ? { lodgeBusiness: 'store' } : {}} className="text-sm text-brand-800 underline-offset-2 hover:underline">
        <Trans>Back to orders</Trans>
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">{order.listingTitle}</h1>
          <OrderStatus state={order.state} confirmDeadline={order.confirmDeadline} payDeadline={order.payDeadline} now={now} />
          <p className="text-sm text-gray-700">
            <Trans>Order {order.orderNo}</Trans> · <Trans>booked {i18n.date(new Date(order.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
          </p>
        </div>
        <Link to="/order/print" search={{ orderNo: order.orderNo }} className={buttonClasses('secondary', 'sm')}>
          <Trans>Print</Trans>
        </Link>
      </div>
      <OrderDecisionBar order={order} writes={writes} />
      <OrderActions order={order} now={now} writes={writes} />

      <Section title={t`Stay details`}>
        {order.lodgeBusiness === 'store' && (
          <>
            <Row label={t`Hotel`}>{order.storeName}</Row>
            <Row label={t`Room type`}>{order.roomTypeName}</Row>
          </>
        )}
        <Row label={t`Check-in`}>{order.checkIn}</Row>
        <Row label={t`Check-out`}>{order.checkOut}</Row>
        <Row label={t`Nights`}>{order.nights}</Row>
        <Row label={t`Rooms`}>{order.rooms}</Row>
        <Row label={t`Guests`}>
          {order.guestCount}
          {order.hasMinors && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900" data-testid="minors">
              <Trans>Minors travelling</Trans>
            </span>
          )}
        </Row>
        {order.smartLock && <Row label={t`Check-in method`}>{order.smartLock in CHECK_IN_METHOD_LABELS ? i18n._(CHECK_IN_METHOD_LABELS[order.smartLock as keyof typeof CHECK_IN_METHOD_LABELS]) : order.smartLock}</Row>}
        <Row label={t`Cancellation rule`}>{order.cancellationRule in CANCELLATION_LABELS ? i18n._(CANCELLATION_LABELS[order.cancellationRule as keyof typeof CANCELLATION_LABELS]) : order.cancellationRule}</Row>
      </Section>

      <Section title={t`Booker`}>
        <Row label={t`Name`}>{order.bookerName}</Row>
        <Row label={t`Phone`}>
          <span data-testid="booker-phone">+{order.bookerCountryCode} {order.bookerPhone}</span>
        </Row>
      </Section>

      <Section title={t`Guests (${guestsCheckedIn} of ${order.guests.length} checked in)`}>
        <div className="col-span-full overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-gray-700">
              <tr>
                <th className="py-1 pr-3 font-medium"><Trans>Name</Trans></th>
                <th className="py-1 pr-3 font-medium"><Trans>Credential</Trans></th>
                <th className="py-1 pr-3 font-medium"><Trans>Age</Trans></th>
                <th className="py-1 pr-3 font-medium"><Trans>Issued in</Trans></th>
                <th className="py-1 font-medium"><Trans>Check-in</Trans></th>
              </tr>
            </thead>
            <tbody>
              {order.guests.map((guest) => (
                <tr key={guest.id} className="border-t border-gray-100" data-testid="order-guest" data-checked-in={guest.checkedIn}>
                  <td className="py-1 pr-3">{guest.name}</td>
                  <td className="py-1 pr-3">{i18n._(CREDENTIAL_TEXTS[guest.credentialType])} {guest.credentialNoMasked}</td>
                  <td className="py-1 pr-3">
                    {guest.age}
                    {guest.minor && <span className="ml-1 text-xs text-amber-900"><Trans>(minor)</Trans></span>}
                  </td>
                  <td className="py-1 pr-3">{guest.issuingPlace ?? '—'}</td>
                  <td className="py-1">{guest.checkedIn ? <Trans>Checked in</Trans> : <Trans>Not yet</Trans>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <section className="rounded-lg border border-gray-200 bg-white p-4 print:border-gray-400" aria-labelledby="order-amounts">
        <h2 id="order-amounts" className="mb-2 text-base font-semibold text-gray-900">{t`Amounts`}</h2>
        <div className="max-w-md">
          <AmountBreakdown amounts={order.amounts} currency={order.currency} />
          <dl className="mt-2 flex items-baseline justify-between gap-3 border-t border-gray-100 pt-2 text-sm" data-amount="deposit">
            <dt className="text-gray-700"><Trans>Deposit (not part of the income)</Trans></dt>
            <dd className="whitespace-nowrap tabular-nums text-gray-900">{money(order.amounts.deposit)}</dd>
          </dl>
        </div>
      </section>

      {(order.cancelledBy || order.refund || order.rejectReason) && (
        <Section title={t`Refund and cancellation`}>
          {order.rejectReason && <Row label={t`Your reason`}>{i18n._(REASON_TEXTS[order.rejectReason])}</Row>}
          {order.rejectExplanation && <Row label={t`Your explanation`}>{order.rejectExplanation}</Row>}
          {order.closedDates.length > 0 && <Row label={t`Nights closed`}>{order.closedDates.join(', ')}</Row>}
          {order.cancelledBy === 'guest' && <Row label={t`Cancelled by`}><Trans>The guest</Trans></Row>}
          {order.cancelReason && <Row label={t`Cancellation reason`}>{order.cancelReason}</Row>}
          {order.refund && (
            <Row label={t`Refund`}>
              {money(order.refund.amount)} · {order.refund.state === 'refunded' ? <Trans>refunded</Trans> : <Trans>being refunded (1-7 working days)</Trans>}
            </Row>
          )}
        </Section>
      )}

      <Section title={t`Insurance`}>
        {order.insurance.state === 'insured' ? (
          <>
            <Row label={t`Policy number`}>{order.insurance.policyNo}</Row>
            <Row label={t`Insured`}>{order.insurance.insured}</Row>
            <Row label={t`Premium`}>{order.insurance.premium !== null ? money(order.insurance.premium) : '—'}</Row>
          </>
        ) : (
          <Row label={t`Property insurance`}><Trans>Not insured</Trans></Row>
        )}
      </Section>

      <Section title={t`Invoice`}>
        <Row label={t`Issued by`}>{order.invoice.provider === 'platform' ? <Trans>The platform</Trans> : <Trans>You (within 4 days)</Trans>}</Row>
        <Row label={t`Invoice state`}>
          {order.invoice.state === 'notRequested' ? <Trans>Not requested</Trans> : order.invoice.state === 'requested' ? <Trans>Requested</Trans> : <Trans>Issued</Trans>}
        </Row>
        {order.invoice.title && <Row label={t`Invoice title`}>{order.invoice.title}</Row>}
        <Row label={t`Issued by`}>{order.invoice.provider === 'host' ? <Trans>You (within 4 days of the guest's request)</Trans> : <Trans>The platform</Trans>}</Row>
        {order.invoice.requestedAt && <Row label={t`Asked on`}>{i18n.date(new Date(order.invoice.requestedAt), { dateStyle: 'medium', timeStyle: 'short' })}</Row>}
        {order.invoice.deadline && order.invoice.state === 'requested' && (
          <Row label={t`Issue by`}>
            <span data-testid="invoice-deadline" className={order.invoice.deadline < Date.now() ? 'font-semibold text-red-800' : 'font-semibold text-amber-900'}>
              {i18n.date(new Date(order.invoice.deadline), { dateStyle: 'medium', timeStyle: 'short' })}
              {order.invoice.deadline < Date.now() && <> · <Trans>overdue</Trans></>}
            </span>
          </Row>
        )}
      </Section>

      {order.review && (
        <Section title={t`Guest review`}>
          <Row label={t`Overall`}>
            <AppLink to={`/order/commentDetail?id=${encodeURIComponent(order.review.id)}`} className="text-brand-700 underline-offset-2 hover:underline" data-testid="order-review-link">
              {i18n.number(order.review.overall, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5
              {order.review.state === 'awaitingFeedback' && <> · <Trans>reply</Trans></>}
            </AppLink>
          </Row>
        </Section>
      )}

      <Section title={t`Settlement`}>
        <Row label={t`Settlement state`}>{order.settlement.state === 'settled' ? <Trans>Settled</Trans> : <Trans>Not settled yet</Trans>}</Row>
        {order.settlement.expectedAt !== null && (
          <Row label={order.settlement.state === 'settled' ? t`Settlement date` : t`Expected by`}>{i18n.date(new Date(order.settlement.expectedAt), { dateStyle: 'medium' })}</Row>
        )}
        {order.settlement.statementSerial && (
          <Row label={t`Statement`}>
            <AppLink to={`/settle/detail?statement=${encodeURIComponent(order.settlement.statementSerial)}`} className="text-brand-700 underline-offset-2 hover:underline">
              {order.settlement.statementSerial}
            </AppLink>
          </Row>
        )}
        {order.settlement.split.map((part) => (
          <Row key={part.party} label={part.party === 'host' ? t`To you` : t`To the platform (fees)`}>{money(part.amount)}</Row>
        ))}
      </Section>

      {order.renewals.length > 0 && (
        <Section title={t`Renewals`}>
          {order.renewals.map((renewal) => (
            <Row key={renewal.id} label={i18n._(RENEWAL_TEXTS[renewal.state])}>
              <Trans>{renewal.nights} more nights, until {renewal.newCheckOut}</Trans> · {money(renewal.rent)}
            </Row>
          ))}
        </Section>
      )}

      {order.dispute && (
        <Section title={t`Deposit dispute`}>
          <Row label={t`State`}><span data-testid="dispute-state">{i18n._(DISPUTE_TEXTS[order.dispute.state])}</span></Row>
          <Row label={t`Amount claimed`}>{money(order.dispute.amount)}</Row>
          <Row label={t`Reason`}>{order.dispute.reason}</Row>
          {order.dispute.autoRefundAt !== null && order.dispute.state === 'guestRefused' && (
            <Row label={t`Refunded automatically on`}>{i18n.date(new Date(order.dispute.autoRefundAt), { dateStyle: 'medium', timeStyle: 'short' })}</Row>
          )}
        </Section>
      )}

      <OrderLog orderNo={order.orderNo} actionText={(action) => i18n._(ACTION_TEXTS[action])} />
    </div>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4 print:border-gray-400" aria-label={title}>
      <h2 className="mb-2 text-base font-semibold text-gray-900">{title}</h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  )
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-gray-900">{children}</dd>
    </>
  )
}
