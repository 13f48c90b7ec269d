import { Suspense, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { enqueue, listPending } from '../../data/outbox-lazy'
import { isHotelRejectionReason } from '../../../domain/hotel/reasons'
import type { HotelSummary } from '../../../domain/hotel/schemas'
import type { DeleteReason } from '../../../domain/listing/enums'
import { HOTEL_CHANGE_LABELS, HOTEL_REJECTION_TEXTS, HOTEL_STATE_LABELS } from '../../data/hotel-labels'
import { hotelQueries } from '../../data/hotel-queries'
import { hotelItem } from '../../data/hotel-sync'
import { useOutboxRead } from '../../data/use-outbox-read'
import { reportStorageError } from '../../shell/storage-full'
import { Badge } from '../../ui/badge'
import { Button, buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'
import { DeleteDialog } from './delete-dialog'
import { lazyAfterFirstScreen } from '../../first-screen'

// an online hotel's sale panel (decision 0084) comes after the list's first screen, with its own code
const HotelSale = lazyAfterFirstScreen(() => import('./hotel-sale').then((m) => m.HotelSale))

/**
 * The host's hotels beside the B&B listings (house/houseInfo; issue 14): each with its state,
 * its room types and, when staff did not approve it or its change, their reasons; each opens in the hotel flow
 * and its operation records, a draft or rejected one is deleted with a reason (through the outbox),
 * an online one opens its products for sale and goes on or off sale, it or one room type (decision
 * 0084). Nothing shows for a host without hotels.
 */
export function HotelSection() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const hotels = useQuery(hotelQueries.list())
  const [deleting, setDeleting] = useState<HotelSummary | null>(null)
  const before = useRef(new Set<string>())
  // deletes waiting in the outbox: those hotels show as leaving; the list is read again once they are sent
  const leaving = useOutboxRead(
    async () => {
      const pending = (await listPending('hotel:')).filter((entry) => entry.endpoint === 'hotelDelete')
      const now = new Set(pending.map((entry) => entry.id))
      if ([...before.current].some((id) => !now.has(id))) void queryClient.invalidateQueries({ queryKey: hotelQueries.list().queryKey })
      before.current = now
      return new Set(pending.map((entry) => String(entry.params.hotelId)))
    },
    new Set<string>(),
    [queryClient],
  )
  if (!hotels.data || hotels.data.length === 0) return null
  const remove = async (hotel: HotelSummary, reason: DeleteReason, note: string) => {
    try {
      await enqueue({
        endpoint: 'hotelDelete',
        params: { hotelId: hotel.hotelId, reason, ...(note.trim() ? { note: note.trim() } : {}) },
        item: hotelItem(hotel.hotelId),
      })
    } catch (error) {
      reportStorageError(error)
    }
  }
  return (
    <Card title={<Trans>Hotels</Trans>} data-testid="hotel-section">
      <ul className="flex flex-col divide-y divide-gray-200">
        {hotels.data.map((hotel) => (
          <HotelItem key={hotel.hotelId} hotel={hotel} leaving={leaving.has(hotel.hotelId)} onDelete={() => setDeleting(hotel)} />
        ))}
      </ul>
      <DeleteDialog
        title={deleting ? deleting.name || t`Unnamed hotel` : null}
        heading={<Trans>Delete hotel</Trans>}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async (reason, note) => {
          if (!deleting) return
          await remove(deleting, reason, note)
          setDeleting(null)
        }}
      />
    </Card>
  )
}

function HotelItem({ hotel, leaving, onDelete }: { hotel: HotelSummary; leaving: boolean; onDelete: () => void }) {
  const { i18n } = useLingui()
  const count = hotel.roomTypes
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="hotel-item" data-state={hotel.state}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{hotel.name || <Trans>(no name yet)</Trans>}</p>
          <p className="text-sm text-gray-700">
            <Plural value={count} one="# room type" other="# room types" />
            {hotel.state === 'draft' && !hotel.complete && (
              <>
                {' · '}
                <Trans>not finished</Trans>
              </>
            )}
          </p>
          {hotel.rejectionReasons.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-sm text-red-900" data-testid="hotel-item-reasons">
              {hotel.rejectionReasons.filter(isHotelRejectionReason).map((reason) => (
                <li key={reason}>{i18n._(HOTEL_REJECTION_TEXTS[reason])}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {/* an approved hotel says whether it is on sale (its sale panel below), and where its change is (decision 0087) */}
          {hotel.state !== 'online' && (
            <Badge tone={hotel.state === 'rejected' ? 'alert' : 'neutral'}>
              {i18n._(HOTEL_STATE_LABELS[hotel.state])}
            </Badge>
          )}
          {hotel.state === 'online' && hotel.changeStatus !== 'none' && (
            <span data-testid="hotel-item-change" data-change={hotel.changeStatus}>
              <Badge tone={hotel.changeStatus === 'rejected' ? 'alert' : 'neutral'}>
                {i18n._(HOTEL_CHANGE_LABELS[hotel.changeStatus])}
              </Badge>
            </span>
          )}
          {leaving ? (
            <Badge tone="neutral">
              <Trans>Being deleted</Trans>
            </Badge>
          ) : (
            <>
              <Link to="/hotel-publish/hotel-address" search={{ hotelId: hotel.hotelId }} className={buttonClasses('secondary', 'sm')}>
                {hotel.state === 'draft' ? <Trans>Continue</Trans> : hotel.state === 'rejected' ? <Trans>Fix and submit again</Trans> : hotel.changeStatus === 'auditing' ? <Trans>View</Trans> : <Trans>Edit</Trans>}
              </Link>
              {hotel.state === 'online' && (
                <Link to="/house/sellProduct" search={{ hotelId: hotel.hotelId }} className={buttonClasses('secondary', 'sm')}>
                  <Trans>Products for sale</Trans>
                </Link>
              )}
              {hotel.state === 'online' && (
                <Link to="/house/directConnection" className={buttonClasses('ghost', 'sm')}>
                  <Trans>Direct connection</Trans>
                </Link>
              )}
              <Link to="/houseInfo/OperationRecord" search={{ luId: hotel.hotelId, page: 1 }} className={buttonClasses('ghost', 'sm')}>
                <Trans>Operation records</Trans>
              </Link>
              {(hotel.state === 'draft' || hotel.state === 'rejected') && (
                <Button size="sm" variant="ghost" onClick={onDelete}>
                  <Trans>Delete</Trans>
                </Button>
              )}
            </>
          )}
        </div>
      </div>
      {hotel.state === 'online' && !leaving && (
        <Suspense fallback={null}>
          <HotelSale hotel={hotel} />
        </Suspense>
      )}
    </li>
  )
}
