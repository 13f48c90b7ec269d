import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { failureMessage } from '../../ui/form-errors'
import type { CalendarRecord, OpChange } from '../../../domain/calendar/schemas'
import { calendarQueries, RECORDS_PAGE_SIZE } from '../../data/calendar-queries'
import { usePendingCalendar } from '../../data/calendar-writes'
import { useMessageText } from '../../shell/message-text'
import { isNetworkFailure, useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { NeedsNetwork } from '../../ui/needs-network'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { FIELD_TEXTS, KIND_TEXTS, priceFormatter, ROLE_TEXTS } from './calendar-texts'
import { Pager } from '../../ui/pager'

const ALL = 'all'

/**
 * /roomManagement/OperationRecord: every calendar change, newest first: time, operating role,
 * operator, old -> new per night; a host's edit can be undone in one step. Undo is online only
 * (docs/decisions/0021-calendar-portal.md): whether it may apply depends on what the server
 * holds now (a later change makes it stale), so the host gets the answer at once.
 */
export function CalendarRecordScreen({ unitId, page }: { unitId: string | undefined; page: number }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Calendar operation record`)
  const navigate = useNavigate()
  const records = useQuery(calendarQueries.records(unitId, page))
  const units = useQuery(calendarQueries.units())
  const pendingCount = usePendingCalendar().waiting.length
  const currencies = new Map((units.data?.units ?? []).map((unit) => [unit.unitId, unit.currency]))
  const total = records.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE))
  const go = (next: { unitId?: string | undefined; page: number }) =>
    void navigate({ to: '/roomManagement/OperationRecord', search: { page: next.page, ...(next.unitId ? { unitId: next.unitId } : {}) } })

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Calendar operation record</Trans>
      </h1>
      <Select
        className="sm:w-80"
        label={<Trans>Listing</Trans>}
        value={unitId ?? ALL}
        onValueChange={(value) => go({ unitId: value === ALL ? undefined : value, page: 1 })}
        options={[{ value: ALL, label: t`All listings` }, ...(units.data?.units ?? []).map((unit) => ({ value: unit.unitId, label: unit.title }))]}
      />
      {!records.data && !records.isError ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : !records.data ? (
        isNetworkFailure(records.error) ? (
          <NeedsNetwork onRetry={() => void records.refetch()} />
        ) : (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <Trans>The operation record could not be loaded. Try again later.</Trans>
          </p>
        )
      ) : records.data.list.length === 0 ? (
        <p className="rounded-md border border-gray-200 bg-white p-6 text-center text-sm text-gray-700">
          <Trans>Nothing has been recorded yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t`Operations, newest first`} data-testid="calendar-records">
          {records.data.list.map((record) => (
            <RecordItem key={record.opId} record={record} pendingCount={pendingCount} formatValue={(change) => valueText(change, currencies.get(change.unitId) ?? 'CNY', i18n)} />
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} onPage={(next) => go({ unitId, page: next })} />
    </div>
  )
}

function RecordItem({ record, pendingCount, formatValue }: { record: CalendarRecord; pendingCount: number; formatValue: (change: OpChange) => { old: string; new: string } }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const queryClient = useQueryClient()
  const offline = useOffline()
  const [confirm, setConfirm] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ key: string; params?: Record<string, string | number> } | null>(null)
  const titles = new Map(record.units.map((unit) => [unit.unitId, unit.title]))
  const canUndo = record.undoable && !record.undoneBy
  const undo = async () => {
    setBusy(true)
    setError(null)
    try {
      await call('calendarUndo', { opId: record.opId }, { hideMessage: true })
      await queryClient.invalidateQueries({ queryKey: calendarQueries.all })
    } catch (failure) {
      setError(failureMessage(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="rounded-md border border-gray-200 bg-white p-3 text-sm" data-testid="calendar-record" data-kind={record.kind} data-op={record.opId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-gray-900">
          {i18n._(KIND_TEXTS[record.kind])}
          {record.undoneBy && (
            <span className="ml-2 rounded bg-gray-100 px-1.5 text-xs font-normal text-gray-800" data-testid="record-undone">
              <Trans>Undone</Trans>
            </span>
          )}
        </span>
        <time dateTime={new Date(record.time).toISOString()} className="text-gray-700">
          {i18n.date(new Date(record.time), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      <p className="text-gray-800">
        {i18n._(ROLE_TEXTS[record.role])}{record.role === 'system' ? '' : ` · ${record.operator}`} · {record.units.map((unit) => unit.title).join(', ')}
      </p>
      <ul className="mt-1 grid gap-x-4 text-gray-800 sm:grid-cols-2" aria-label={t`Changed nights`}>
        {record.changes.map((change) => {
          const value = formatValue(change)
          return (
            <li key={`${change.unitId}|${change.date}|${change.field}`} data-testid="record-change">
              <span className="tabular-nums">{change.date}</span> {record.units.length > 1 && <span className="text-gray-600">{titles.get(change.unitId)}</span>}{' '}
              <span className="font-medium">{i18n._(FIELD_TEXTS[change.field])}</span>: <span className="text-gray-600 line-through">{value.old}</span>{' '}
              <span aria-hidden="true">→</span> <span className="sr-only">{t`to`}</span>
              <span>{value.new}</span>
            </li>
          )
        })}
      </ul>
      {record.changeCount > record.changes.length && (
        <p className="text-xs text-gray-700">
          <Trans>and {record.changeCount - record.changes.length} more changes</Trans>
        </p>
      )}
      {canUndo && (
        <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
          {offline ? (
            <span className="text-xs text-gray-700">
              <Trans>Undo needs a connection.</Trans>
            </span>
          ) : pendingCount > 0 ? (
            <span className="text-xs text-gray-700">
              <Trans>Undo is possible once your waiting calendar changes have synced.</Trans>
            </span>
          ) : null}
          <Button size="sm" variant="secondary" loading={busy} disabled={offline || pendingCount > 0} onClick={() => setConfirm(true)} data-testid="record-undo">
            <Trans>Undo</Trans>
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-red-700">
          {text(error.key, error.params)}
        </p>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={<Trans>Undo this change?</Trans>}
        description={<Plural value={record.changeCount} one="The night it changed goes back to its earlier value (# change)." other="Every night it changed goes back to its earlier value (# changes), all at once." />}
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Undo</Trans>}
        onConfirm={() => void undo()}
      />
    </li>
  )
}

/** A recorded value as the host reads it: price in the unit's currency, open/closed, busy, default. */
export function valueText(change: OpChange, currency: string, i18n: I18n): { old: string; new: string } {
  const one = (value: number | null) => {
    if (value === null && (change.field === 'closedToArrival' || change.field === 'closedToDeparture')) return i18n._(msg`allowed`)
    if (value === null && (change.field === 'minStay' || change.field === 'maxStay')) return i18n._(msg`the listing's`)
    if (value === null) return change.field === 'blocked' ? i18n._(msg`free`) : i18n._(msg`default`)
    switch (change.field) {
      case 'minStay':
      case 'maxStay':
        return i18n._(msg`${value} nights`)
      case 'closedToArrival':
      case 'closedToDeparture':
        return value ? i18n._(msg`not allowed`) : i18n._(msg`allowed`)
      case 'price':
        return priceFormatter(i18n.locale, currency)(value)
      case 'open':
        return value ? i18n._(msg`open`) : i18n._(msg`closed`)
      case 'blocked':
        return value ? i18n._(msg`busy`) : i18n._(msg`free`)
      default:
        return String(value)
    }
  }
  return { old: one(change.old), new: one(change.new) }
}
