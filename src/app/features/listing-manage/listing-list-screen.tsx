import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { LISTING_GROUPS, SUB_STATES, type ListingGroup, type SubState } from '../../../domain/listing/enums'
import { landingGroup } from '../../../domain/listing/counts'
import type { ListingSummary } from '../../../domain/listing/schemas'
import { useDocumentTitle } from '../../shell/use-document-title'
import { useOffline } from '../../shell/pwa-network'
import { Badge } from '../../ui/badge'
import { Button, buttonClasses } from '../../ui/button'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { ChangeRecordsDialog } from './change-records-dialog'
import { DeleteDialog } from './delete-dialog'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { ListingRow } from './listing-row'
import { GROUP_LABELS, SUB_STATE_TEXTS } from './listing-texts'
import { manageQueries, PAGE_SIZE, type ListFilter } from './manage-queries'
import { useListingWrites } from './use-listing-writes'
import { RankingNotice } from '../../shell/ranking-notice'
import { HotelSection } from './hotel-section'

const ALL = 'all'

/**
 * /house/houseInfo: the host's listings by group (not finished, not online, online) with counts,
 * a sub-state filter and a keyword search; each listing with its label, review reasons and
 * actions (edit, offline/online, change records, operation record, delete with a reason).
 */
export function ListingListScreen({ filter: asked }: { filter: Omit<ListFilter, 'group'> & { group?: ListingGroup | undefined } }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Listings`)
  const navigate = useNavigate()
  const offline = useOffline()
  const toast = useToast()
  // no group asked for (the tab bar, the navigation): the online listings' answer brings every
  // group's count, and the list moves on to where the host's listings are (issue 34)
  const probe = useQuery({ ...manageQueries.list({ ...asked, group: 'online' }), enabled: asked.group === undefined })
  const filter: ListFilter = {
    ...asked,
    group: asked.group ?? (probe.data && !asked.subState && !asked.keyword ? landingGroup(probe.data.counts) : 'online'),
  }
  const query = useQuery(manageQueries.list(filter))
  // never loaded on this device and no connection: said plainly, loads by itself when back online
  const needsNetwork = useNeedsNetwork(query)
  const { writes, flashBookWrites, setOnline, remove, setFlashBook } = useListingWrites()
  // flash-book (decision 0078): the state of this page's approved listings, switched through the outbox
  const approved = (query.data?.list ?? []).filter((listing) => listing.auditStatus === 'online').map((listing) => listing.luId)
  const flashBook = useQuery(manageQueries.flashBook(approved))
  const flashBookOf = new Map((flashBook.data?.list ?? []).map((entry) => [entry.luId, entry.flashBook]))
  const switchFlashBook = (luId: string, on: boolean) =>
    void setFlashBook(luId, on).then(
      () => toast.show(on ? t`Instant booking will be switched on.` : t`Instant booking will be switched off.`, 'info'),
      () => toast.show(t`Your change could not be kept on this device.`, 'error'),
    )
  const [deleting, setDeleting] = useState<ListingSummary | null>(null)
  // taking a listing offline asks first, then offers an undo (issue 13)
  const [takingOffline, setTakingOffline] = useState<ListingSummary | null>(null)
  const switchOnline = (luId: string, online: boolean, undoable = false) =>
    void setOnline(luId, online).then(
      () =>
        toast.show(
          online ? t`The listing will be put online.` : t`The listing will be taken offline.`,
          'info',
          undoable ? { label: t`Undo`, onAction: () => switchOnline(luId, !online) } : undefined,
        ),
      () => toast.show(t`Your change could not be kept on this device.`, 'error'),
    )
  const [changesOf, setChangesOf] = useState<ListingSummary | null>(null)
  const [keyword, setKeyword] = useState(filter.keyword ?? '')
  const counts = query.data?.counts
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))

  const go = (next: Partial<ListFilter>) => {
    const merged = { ...filter, page: 1, ...next }
    void navigate({
      to: '/house/houseInfo',
      search: {
        group: merged.group,
        page: merged.page,
        ...(merged.subState ? { subState: merged.subState } : {}),
        ...(merged.keyword ? { keyword: merged.keyword } : {}),
      },
    })
  }

  const search = (event: FormEvent) => {
    event.preventDefault()
    go({ keyword: keyword.trim() || undefined })
  }

  const subStateOptions = [
    { value: ALL, label: t`All states` },
    ...SUB_STATES.map((code) => ({
      value: code,
      label: counts ? `${i18n._(SUB_STATE_TEXTS[code])} (${counts[code]})` : i18n._(SUB_STATE_TEXTS[code]),
    })),
  ]

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Listings</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/houseInfo/OperationRecord" search={{ page: 1 }} className={buttonClasses('ghost', 'md')}>
            <Trans>Operation record</Trans>
          </Link>
          <Link to="/qualification" className={buttonClasses('ghost', 'md')}>
            <Trans>Qualifications</Trans>
          </Link>
          <Link to="/house/housePublish" className={buttonClasses('primary', 'md')}>
            <Trans>Publish a listing</Trans>
          </Link>
        </div>
      </div>
      <RankingNotice />
      <HotelSection />

      <div role="tablist" aria-label={t`Listing groups`} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {LISTING_GROUPS.map((group) => (
          <GroupTab key={group} group={group} active={filter.group === group} count={counts?.[group]} onSelect={() => go({ group, subState: undefined })} />
        ))}
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Select
          className="sm:w-72"
          label={<Trans>State</Trans>}
          value={filter.subState ?? ALL}
          onValueChange={(value) => go({ subState: value === ALL ? undefined : (value as SubState) })}
          options={subStateOptions}
        />
        <form onSubmit={search} className="flex flex-1 items-end gap-2" role="search">
          <TextField className="flex-1" label={<Trans>Search by title</Trans>} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </form>
      </div>

      {/* the last list this device saw shows offline too (persisted cache); a failed refresh keeps it */}
      {!query.data ? (
        needsNetwork ? (
          <NeedsNetwork onRetry={() => void query.refetch()} />
        ) : query.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <Trans>The listings could not be loaded. Try again later.</Trans>
          </p>
        ) : (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        )
      ) : query.data.list.length === 0 ? (
        <p className="rounded-md border border-gray-200 bg-white p-6 text-center text-sm text-gray-700" data-testid="listings-empty">
          <Trans>No listings here yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t`Listings`}>
          {query.data.list.map((listing) => (
            <ListingRow
              key={listing.luId}
              listing={listing}
              write={writes.get(listing.luId)}
              offline={offline}
              onSetOnline={(online) => (online ? switchOnline(listing.luId, true) : setTakingOffline(listing))}
              onDelete={() => setDeleting(listing)}
              onChanges={() => setChangesOf(listing)}
              flashBook={{
                on: flashBookOf.get(listing.luId),
                write: flashBookWrites.get(listing.luId),
                onChange: (on) => switchFlashBook(listing.luId, on),
              }}
            />
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={t`Pages`} className="flex items-center justify-center gap-3 text-sm">
          <Button size="sm" variant="secondary" disabled={filter.page <= 1} onClick={() => go({ ...filter, page: filter.page - 1 })}>
            <Trans>Previous</Trans>
          </Button>
          <span>
            <Trans>
              Page {filter.page} of {pages}
            </Trans>
          </span>
          <Button size="sm" variant="secondary" disabled={filter.page >= pages} onClick={() => go({ ...filter, page: filter.page + 1 })}>
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}

      <DeleteDialog
        title={deleting ? deleting.title || t`Untitled listing` : null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async (reason, note) => {
          if (!deleting) return
          await remove(deleting.luId, reason, note)
          setDeleting(null)
        }}
      />
      <ConfirmDialog
        open={takingOffline !== null}
        onOpenChange={(open) => !open && setTakingOffline(null)}
        title={t`Take "${takingOffline?.title || t`Untitled listing`}" offline?`}
        description={t`Guests can no longer find or book it until you put it online again. Orders already booked are kept.`}
        cancelLabel={t`Keep it online`}
        confirmLabel={t`Take offline`}
        onConfirm={() => {
          if (takingOffline) switchOnline(takingOffline.luId, false, true)
          setTakingOffline(null)
        }}
      />
      <ChangeRecordsDialog luId={changesOf?.luId ?? null} title={changesOf?.title ?? ''} onOpenChange={(open) => !open && setChangesOf(null)} />
    </div>
  )
}

function GroupTab({ group, active, count, onSelect }: { group: ListingGroup; active: boolean; count: number | undefined; onSelect: () => void }) {
  const { i18n } = useLingui()
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // on a phone the row scrolls sideways: the group shown (online, last) is brought into view,
    // sideways only (the page stays where it is)
    const tab = ref.current
    const row = tab?.parentElement
    if (!active || !tab || !row || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = tab.offsetLeft - row.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2
  }, [active, count]) // the counts widen the tabs when they arrive
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onSelect}
      data-group={group}
      className={
        active
          ? '-mb-px flex shrink-0 items-center gap-1 border-b-2 border-brand-700 px-4 py-2 text-sm font-medium text-brand-800'
          : '-mb-px flex shrink-0 items-center gap-1 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-gray-700 hover:text-gray-900'
      }
    >
      {i18n._(GROUP_LABELS[group])}
      {count !== undefined && <Badge tone="neutral">{count}</Badge>}
    </button>
  )
}
