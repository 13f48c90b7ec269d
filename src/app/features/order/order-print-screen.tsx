import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { CHECK_IN_METHOD_LABELS } from '../../data/listing-labels'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { NoOrderChosen } from './no-order-chosen'
import { CREDENTIAL_TEXTS, formatMoney, STATE_TEXTS } from './order-texts'

/**
 * order/print: the order on one A4 page for the front desk. The print stylesheet (styles.css,
 * @media print) hides the portal's header, navigation and floating panel; this page is black on
 * white with no colour that a printer would waste.
 */
export function OrderPrintScreen({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Print order ${orderNo}`)
  // house or hotel: the list knows; the detail of the other kind answers not found
  const [kind, setKind] = useState<'house' | 'store'>(orderNo.startsWith('ST') ? 'store' : 'house')
  const detail = useQuery({
    queryKey: ['orders', 'detail', kind, orderNo],
    queryFn: () => call(kind === 'store' ? 'orderHotelDetail' : 'orderHouseDetail', { orderNo }, { hideMessage: true }),
    enabled: orderNo !== '',
    retry: false,
  })
  useEffect(() => {
    if (detail.isError && kind === 'house') setKind('store')
  }, [detail.isError, kind])
  const order = detail.data
  if (orderNo === '') return <NoOrderChosen />
  if (!order) {
    return (
      <div className="flex justify-center p-6">
        {detail.isError && kind === 'store' ? <p role="alert"><Trans>This order could not be found.</Trans></p> : <Spinner />}
      </div>
    )
  }
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.locale)
  return (
    <article className="order-print mx-auto flex w-full max-w-3xl flex-col gap-4 bg-white px-6 py-6 text-black" data-testid="order-print">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-gray-700">
          <Trans>This page is laid out for A4 paper.</Trans>
        </p>
        <Button onClick={() => window.print()} data-testid="print-button">
          <Trans>Print</Trans>
        </Button>
      </div>
      <header className="border-b-2 border-black pb-2">
        <h1 className="text-xl font-bold">
          <Trans>Booking confirmation</Trans>
        </h1>
        <p className="text-sm">
          <Trans>Order {order.orderNo}</Trans> · {i18n._(STATE_TEXTS[order.state])}
        </p>
      </header>
      <table className="w-full border-collapse text-sm">
        <tbody>
          <PrintRow label={t`Listing`} value={order.listingTitle} />
          <PrintRow label={t`Dates of stay`} value={t`${order.checkIn} to ${order.checkOut}, ${plural(order.nights, { one: '# night', other: '# nights' })}, ${plural(order.rooms, { one: '# room', other: '# rooms' })}`} />
          <PrintRow label={t`Guests`} value={String(order.guestCount)} />
          <PrintRow label={t`Booker`} value={`${order.bookerName} +${order.bookerCountryCode} ${order.bookerPhone}`} />
          {order.smartLock && <PrintRow label={t`Check-in method`} value={order.smartLock in CHECK_IN_METHOD_LABELS ? i18n._(CHECK_IN_METHOD_LABELS[order.smartLock as keyof typeof CHECK_IN_METHOD_LABELS]) : order.smartLock} />}
          <PrintRow label={t`Rent paid by the guest`} value={money(order.amounts.rent)} />
          <PrintRow label={t`Deposit`} value={money(order.amounts.deposit)} />
          <PrintRow label={t`Your income`} value={money(order.amounts.income)} />
        </tbody>
      </table>
      <section>
        <h2 className="mb-1 font-semibold">
          <Trans>Guests</Trans>
        </h2>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <th className="border border-black px-2 py-1 text-left"><Trans>Name</Trans></th>
              <th className="border border-black px-2 py-1 text-left"><Trans>Credential</Trans></th>
              <th className="border border-black px-2 py-1 text-left"><Trans>Check-in</Trans></th>
            </tr>
          </thead>
          <tbody>
            {order.guests.map((guest) => (
              <tr key={guest.id}>
                <td className="border border-black px-2 py-1">{guest.name}</td>
                <td className="border border-black px-2 py-1">{i18n._(CREDENTIAL_TEXTS[guest.credentialType])} {guest.credentialNoMasked}</td>
                <td className="border border-black px-2 py-1">{guest.checkedIn ? <Trans>Checked in</Trans> : <Trans>Not yet</Trans>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <footer className="mt-4 border-t border-black pt-2 text-xs">
        <Trans>Printed {i18n.date(new Date(), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
      </footer>
    </article>
  )
}

function PrintRow({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th className="w-40 border border-black px-2 py-1 text-left font-medium">{label}</th>
      <td className="border border-black px-2 py-1">{value}</td>
    </tr>
  )
}
