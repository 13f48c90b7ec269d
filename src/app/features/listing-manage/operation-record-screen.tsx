import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../shell/use-document-title'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { ACTION_TEXTS, ROLE_TEXTS } from './listing-texts'
import { manageQueries, PAGE_SIZE } from './manage-queries'
import { Pager } from '../../ui/pager'
import { isPhotoRecord, recordField, recordSubject, recordValue } from './record-texts'

const ALL = 'all'

/** /houseInfo/OperationRecord: who did what to which listing, when, from which operating role, old -> new. */
export function OperationRecordScreen({ luId, page }: { luId: string | undefined; page: number }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Operation record`)
  const navigate = useNavigate()
  const records = useQuery(manageQueries.records(luId, page))
  const listings = useQuery(manageQueries.allListings())
  // a page never loaded on this device (no saved copy) while offline: say it needs a connection
  const needsNetwork = useNeedsNetwork(records)
  const titles = new Map((listings.data ?? []).map((listing) => [listing.luId, listing.title || t`Untitled listing`]))
  const total = records.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const go = (next: { luId?: string | undefined; page: number }) =>
    void navigate({ to: '/houseInfo/OperationRecord', search: { page: next.page, ...(next.luId ? { luId: next.luId } : {}) } })

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Operation record</Trans>
      </h1>
      <Select
        className="sm:w-80"
        label={<Trans>Listing</Trans>}
        value={luId ?? ALL}
        onValueChange={(value) => go({ luId: value === ALL ? undefined : value, page: 1 })}
        options={[
          { value: ALL, label: t`All listings` },
          ...(listings.data ?? []).map((listing) => ({ value: listing.luId, label: titles.get(listing.luId) ?? listing.luId })),
          ...(luId && !titles.has(luId) ? [{ value: luId, label: luId }] : []),
        ]}
      />
      {needsNetwork ? (
        <NeedsNetwork onRetry={() => void records.refetch()} />
      ) : records.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : records.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <Trans>The operation record could not be loaded. Check the connection and try again.</Trans>
        </p>
      ) : records.data.list.length === 0 ? (
        <p className="rounded-md border border-gray-200 bg-white p-6 text-center text-sm text-gray-700">
          <Trans>Nothing has been recorded yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t`Operations, newest first`} data-testid="operation-records">
          {records.data.list.map((record) => (
            <li key={record.id} className="rounded-md border border-gray-200 bg-white p-3 text-sm" data-action={record.action}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-gray-900">{i18n._(ACTION_TEXTS[record.action])}</span>
                <time dateTime={new Date(record.time).toISOString()} className="text-gray-700">
                  {i18n.date(new Date(record.time), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </div>
              <p className="text-gray-800">
                <Trans>
                  {record.operator} · {i18n._(ROLE_TEXTS[record.role])} · {recordSubject(record, i18n)}
                </Trans>
              </p>
              {record.field && (
                <p className="break-words text-gray-800">
                  <span className="font-medium">{recordField(record.field, i18n)}</span>
                  {isPhotoRecord(record) ? (
                    <>
                      : <Trans>a photo was added</Trans>
                    </>
                  ) : (
                    (record.oldValue !== undefined || record.newValue !== undefined) && (
                      <>
                        : <span className="text-gray-600 line-through">{recordValue(record.field, record.oldValue ?? '', i18n) || '—'}</span>{' '}
                        <span aria-hidden="true">→</span>
                        <span className="sr-only">
                          <Trans>changed to</Trans>
                        </span>{' '}
                        <span>{recordValue(record.field, record.newValue ?? '', i18n) || '—'}</span>
                      </>
                    )
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} onPage={(next) => go({ luId, page: next })} />
    </div>
  )
}
