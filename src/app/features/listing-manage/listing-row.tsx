import { Suspense } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ListingSummary } from '../../../domain/listing/schemas'
import { listingQueries } from '../../data/listing-keys'
import { Button, buttonClasses } from '../../ui/button'
import { FieldError } from '../../ui/field-error'
import { lazyWhenOnline } from '../../lazy-when-online'
import { LABEL_STATUS_TEXTS, SUB_STATE_TEXTS } from './listing-texts'
import { RejectionList } from './rejection-list'
import type { ListingWrite } from './use-listing-writes'

// the switch (Radix Switch) comes after the list's first screen, as its state does (flashBookList: decision 0078)
const FlashBookSwitch = lazyWhenOnline(() => import('./flash-book-switch').then((m) => m.FlashBookSwitch))

type ListingRowProps = {
  listing: ListingSummary
  write: ListingWrite | undefined
  offline: boolean
  onSetOnline: (online: boolean) => void
  onDelete: () => void
  onChanges: () => void
  /** An approved listing's flash-book (decision 0078): its state (undefined while loading), its waiting switch, the switch. */
  flashBook?: { on: boolean | undefined; write: ListingWrite | undefined; onChange: (on: boolean) => void }
}

/** One listing of the list: cover, title, combined label, why it was not approved, and its actions. */
export function ListingRow({ listing, write, offline, onSetOnline, onDelete, onChanges, flashBook }: ListingRowProps) {
  const { t, i18n } = useLingui()
  const label = labelText(listing, i18n._.bind(i18n))
  const rejected = listing.label.status === 'rejected' || listing.subStates.some((s) => s === 'addressRejected' || s === 'changeRejected')
  const isOnline = listing.roomStatus === 'online'
  const canToggle = listing.auditStatus === 'online'
  const busy = write !== undefined && !write.refused
  const title = listing.title || t`Untitled listing`
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row" data-testid="listing-row" data-luid={listing.luId}>
      <div className="aspect-[4/3] w-full shrink-0 self-start overflow-hidden rounded-md bg-gray-100 sm:w-40">
        {listing.coverUrl ? (
          <img src={listing.coverUrl} alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-gray-700">
            <Trans>No cover yet</Trans>
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="truncate text-base font-semibold text-gray-900">{title}</h3>
        {listing.pendingTitle && (
          <p className="truncate text-sm text-gray-700" data-testid="pending-title">
            <Trans>New title, not live yet: {listing.pendingTitle}</Trans>
          </p>
        )}
        <p className="text-sm">
          <span className="rounded bg-gray-100 px-1.5 py-0.5 font-medium text-gray-900" data-testid="listing-label">
            {label}
          </span>
        </p>
        <p className="text-xs text-gray-700">
          <Trans>Updated {i18n.date(new Date(listing.updatedAt), { dateStyle: 'medium' })}</Trans>
          {listing.priceWeekday !== null && (
            <>
              {' · '}
              <Trans>
                {listing.currency} {listing.priceWeekday} per night
              </Trans>
            </>
          )}
        </p>
        {rejected && <Rejections luId={listing.luId} />}
        {canToggle && flashBook && (
          <Suspense fallback={null}>
            <FlashBookSwitch luId={listing.luId} on={flashBook.on} write={flashBook.write} offline={offline} onChange={flashBook.onChange} />
          </Suspense>
        )}
        {busy && (
          <p role="status" className="text-xs text-amber-900" data-testid="listing-write-pending">
            {offline ? <Trans>Waiting for the connection to send your change</Trans> : <Trans>Sending your change…</Trans>}
          </p>
        )}
        {write?.refused && 'refusal' in write.entry && (
          <FieldError messageKey={write.entry.refusal.key} params={write.entry.refusal.params} />
        )}
        <div className="mt-1 flex flex-wrap gap-2">
          <Link
            to="/house-publish/house-address"
            search={{ luId: listing.luId }}
            className={buttonClasses('secondary', 'sm')}
          >
            <Trans>Edit</Trans>
          </Link>
          {canToggle && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSetOnline(!isOnline)}>
              {isOnline ? <Trans>Take offline</Trans> : <Trans>Put online</Trans>}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onChanges}>
            <Trans>Change records</Trans>
          </Button>
          <Link to="/houseInfo/OperationRecord" search={{ luId: listing.luId, page: 1 }} className={buttonClasses('ghost', 'sm')}>
            <Trans>Operation record</Trans>
          </Link>
          <Button size="sm" variant="ghost" disabled={busy} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
    </li>
  )
}

/** "Online · Modification under review": the main status and the sub-state of a combined label. */
export function labelText(listing: Pick<ListingSummary, 'label'>, translate: (d: (typeof LABEL_STATUS_TEXTS)[keyof typeof LABEL_STATUS_TEXTS]) => string): string {
  const main = translate(LABEL_STATUS_TEXTS[listing.label.status])
  return listing.label.subState ? `${main} · ${translate(SUB_STATE_TEXTS[listing.label.subState])}` : main
}

/** The reasons of the last review that did not pass (listing, modification or address). */
function Rejections({ luId }: { luId: string }) {
  const query = useQuery(listingQueries.detail(luId))
  if (!query.data) return null
  const { rejections, addressRejections } = query.data
  return (
    <>
      {rejections.length > 0 && <RejectionList rejections={rejections} />}
      {addressRejections.length > 0 && <RejectionList rejections={addressRejections} title={<Trans>Why the address was not approved</Trans>} />}
    </>
  )
}
