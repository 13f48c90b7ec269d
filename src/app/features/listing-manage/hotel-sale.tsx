import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { HotelSaleAnswer, HotelSummary } from '../../../domain/hotel/schemas'
import { calendarQueries } from '../../data/calendar-queries'
import { homeQueries } from '../../data/home-queries'
import { hotelQueries } from '../../data/hotel-queries'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { useToast } from '../../ui/toast'

/** What the host is about to switch: the hotel, or one of its room types, on or off sale. */
type Switch = { onSale: boolean } & ({ kind: 'hotel' } | { kind: 'roomType'; roomTypeId: string; name: string })

/** On sale or off sale, as a badge (the list's state badges beside it). */
function SaleBadge({ onSale, testId }: { onSale: boolean; testId?: string }) {
  return (
    <Badge tone={onSale ? 'success' : 'neutral'}>
      <span data-testid={testId}>{onSale ? <Trans context="sale state">On sale</Trans> : <Trans>Off sale</Trans>}</span>
    </Badge>
  )
}

/**
 * An approved hotel on sale and off sale, and each of its room types (issue 35; decision 0084):
 * each switch asks first in an alert dialog that says how many open orders stay to be honoured
 * (counted by the server when the dialog opens). The change is made online, at once: the
 * dialog's count and the answer come from the server.
 */
export function HotelSale({ hotel }: { hotel: HotelSummary }) {
  const { t } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const sale = useQuery(hotelQueries.sale(hotel.hotelId))
  const [asking, setAsking] = useState<Switch | null>(null)
  const name = hotel.name || t`Unnamed hotel`
  const write = useMutation({
    mutationFn: (change: Switch) =>
      change.kind === 'hotel'
        ? call('hotelSetOnSale', { hotelId: hotel.hotelId, onSale: change.onSale })
        : call('roomTypeSetOnSale', { hotelId: hotel.hotelId, roomTypeId: change.roomTypeId, onSale: change.onSale }),
    onSuccess: (answer: HotelSaleAnswer, change) => {
      queryClient.setQueryData(hotelQueries.sale(hotel.hotelId).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: hotelQueries.list().queryKey })
      // the calendar's units and the home's counts follow
      void queryClient.invalidateQueries({ queryKey: calendarQueries.all })
      void queryClient.invalidateQueries({ queryKey: homeQueries.all })
      const what = change.kind === 'hotel' ? name : change.name
      toast.show(change.onSale ? t`${what} is on sale.` : t`${what} is off sale.`, 'success')
    },
    // a refusal (the last room type on sale, a hotel not approved) is shown by call() with its reason
  })
  const open = (change: Switch) => {
    setAsking(change)
    void sale.refetch()
  }
  const data = sale.data
  const openOrders = !asking || !data ? null
    : asking.kind === 'hotel' ? data.openOrders
      : (data.roomTypes.find((roomType) => roomType.roomTypeId === asking.roomTypeId)?.openOrders ?? 0)
  const hotelOnSale = data?.onSale ?? hotel.onSale
  const askingName = asking?.kind === 'roomType' ? asking.name : name

  return (
    <div className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-2" data-testid="hotel-sale">
      <div className="flex flex-wrap items-center gap-2">
        <SaleBadge onSale={hotelOnSale} testId="hotel-sale-state" />
        <Button size="sm" variant="secondary" disabled={write.isPending || !data} onClick={() => open({ kind: 'hotel', onSale: !hotelOnSale })} data-testid="hotel-sale-switch">
          {hotelOnSale ? <Trans>Take hotel off sale</Trans> : <Trans>Put hotel on sale</Trans>}
        </Button>
      </div>
      {data && !data.onSale && (
        <p className="text-sm text-gray-800">
          <Trans>Off sale: guests cannot book any of its room types. Prices, stock and the direct connection are kept.</Trans>
        </p>
      )}
      {sale.isError && !data && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>The room types could not be loaded. Check the connection and try again.</Trans>
        </p>
      )}
      {data && data.roomTypes.length > 0 && (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-md bg-white" aria-label={t`Room types`}>
          {data.roomTypes.map((roomType) => (
            <li key={roomType.roomTypeId} className="flex flex-wrap items-center justify-between gap-2 px-2 py-2" data-testid="room-type-sale" data-on-sale={roomType.onSale}>
              <span className="min-w-0 text-sm text-gray-900">{roomType.name || t`Unnamed room type`}</span>
              <span className="flex shrink-0 items-center gap-2">
                <SaleBadge onSale={roomType.onSale} />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={write.isPending}
                  onClick={() => open({ kind: 'roomType', roomTypeId: roomType.roomTypeId, name: roomType.name || t`Unnamed room type`, onSale: !roomType.onSale })}
                >
                  {roomType.onSale ? <Trans>Take off sale</Trans> : <Trans>Put on sale</Trans>}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={!asking ? '' : asking.onSale ? t`Put "${askingName}" on sale?` : t`Take "${askingName}" off sale?`}
        description={
          asking && (
            <>
              <span className="block">{describe(asking)}</span>
              <span className="mt-2 block font-medium text-gray-900" data-testid="sale-open-orders">
                {openOrders === null || sale.isFetching ? (
                  <Trans>Counting the open orders…</Trans>
                ) : (
                  <Plural
                    value={openOrders}
                    _0="No open orders are waiting."
                    one="# open order stays valid: honour it as booked."
                    other="# open orders stay valid: honour them as booked."
                  />
                )}
              </span>
            </>
          )
        }
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={asking?.onSale ? <Trans>Put on sale</Trans> : <Trans>Take off sale</Trans>}
        confirmVariant={asking?.onSale ? 'primary' : 'danger'}
        onConfirm={() => {
          if (asking) write.mutate(asking)
          setAsking(null)
        }}
      />
    </div>
  )
}

function describe(change: Switch) {
  if (change.kind === 'hotel') {
    return change.onSale
      ? <Trans>Guests can book its room types on sale again, at the calendar's prices and stock.</Trans>
      : <Trans>Guests can no longer book any of its room types until you put it on sale again. Prices, stock, products and the direct connection are kept.</Trans>
  }
  return change.onSale
    ? <Trans>Guests can book this room type again while the hotel is on sale, at the calendar's prices and stock.</Trans>
    : <Trans>Guests can no longer book this room type; its calendar shows its nights as off sale and keeps their prices and stock. The hotel keeps at least one room type on sale.</Trans>
}
