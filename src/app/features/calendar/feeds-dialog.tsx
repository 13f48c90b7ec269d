import { useState } from 'react'
import type { FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { failureMessage } from '../../ui/form-errors'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import { calendarFeedQueries } from '../../data/calendar-feed-queries'
import { calendarQueries } from '../../data/calendar-queries'
import { useMessageText } from '../../shell/message-text'
import { isNetworkFailure, useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Dialog } from '../../ui/dialog'
import { NeedsNetwork } from '../../ui/needs-network'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'

type Failure = { key: string; params?: Record<string, string | number> }

/**
 * One unit's outside calendars: the export feed's secret URL (copy, reset) and the imported
 * feeds with their last success and last error (add, refresh now, remove). Online only: each
 * action is answered by the server at once (an import fetches the outside calendar).
 */
export function FeedsDialog({ unit, onClose }: { unit: CalendarUnit; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const queryClient = useQueryClient()
  const offline = useOffline()
  const feeds = useQuery(calendarFeedQueries.feeds())
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [copied, setCopied] = useState(false)
  const [confirm, setConfirm] = useState<{ kind: 'reset' } | { kind: 'remove'; feedId: string; name: string } | null>(null)
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')

  const run = async (label: string, action: () => Promise<unknown>) => {
    setBusy(label)
    setFailure(null)
    try {
      await action()
      await queryClient.invalidateQueries({ queryKey: calendarQueries.all })
      return true
    } catch (error) {
      setFailure(failureMessage(error))
      return false
    } finally {
      setBusy(null)
    }
  }
  const add = async (event: FormEvent) => {
    event.preventDefault()
    const ok = await run('add', () => call('calendarFeedAdd', { unitId: unit.unitId, name: name.trim(), url: url.trim() }, { hideMessage: true }))
    if (ok) {
      setName('')
      setUrl('')
    }
  }
  const exportUrl = feeds.data?.exports.find((entry) => entry.unitId === unit.unitId)?.url
  const absolute = exportUrl ? new URL(exportUrl, window.location.origin).href : undefined
  const list = (feeds.data?.feeds ?? []).filter((feed) => feed.unitId === unit.unitId)
  const when = (ms: number | null) => (ms === null ? t`never` : i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' }))

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Outside calendars: {unit.title}</Trans>} className="max-w-2xl">
      {feeds.isPending ? (
        <Spinner />
      ) : feeds.isError ? (
        isNetworkFailure(feeds.error) ? <NeedsNetwork onRetry={() => void feeds.refetch()} /> : <p role="alert">{text('operationFailed')}</p>
      ) : (
        <div className="flex flex-col gap-5 text-sm" data-testid="feeds-dialog">
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold text-gray-900">
              <Trans>Export to other sites (.ics)</Trans>
            </h3>
            <p className="text-gray-700">
              <Trans>Other sites that read this address see the nights that are closed or sold out here. Keep it secret; reset it if it leaked.</Trans>
            </p>
            {absolute && (
              <div className="flex flex-wrap items-center gap-2">
                <input readOnly value={absolute} aria-label={t`Export address`} className="h-9 min-w-0 flex-1 basis-full rounded-md border border-gray-300 bg-gray-50 px-2 font-mono text-xs sm:basis-auto" data-testid="feed-export-url" onFocus={(e) => e.target.select()} />
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void navigator.clipboard?.writeText(absolute).then(() => setCopied(true), () => setCopied(false))}
                >
                  {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
                </Button>
                <Button size="sm" variant="ghost" disabled={offline} loading={busy === 'reset'} onClick={() => setConfirm({ kind: 'reset' })}>
                  <Trans>Reset address</Trans>
                </Button>
              </div>
            )}
          </section>
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold text-gray-900">
              <Trans>Imported calendars</Trans>
            </h3>
            {list.length === 0 ? (
              <p className="text-gray-700">
                <Trans>None yet. Add another site's calendar address to close the nights booked there.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {list.map((feed) => (
                  <li key={feed.feedId} className="rounded-md border border-gray-200 p-2" data-testid="feed-item" data-stale={feed.stale || undefined}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-medium text-gray-900">{feed.name}</span>
                      {feed.stale && (
                        <span className="font-semibold text-amber-800">
                          ⚠ <Trans>Not imported for over 3 hours</Trans>
                        </span>
                      )}
                    </div>
                    <p className="truncate font-mono text-xs text-gray-700">{feed.url}</p>
                    <p className="text-gray-800">
                      <Trans>
                        Last import: {when(feed.lastSuccessAt)} ({feed.eventCount} busy periods)
                      </Trans>
                    </p>
                    {feed.lastError && (
                      <p className="text-red-700">
                        <Trans>
                          Last error ({when(feed.lastErrorAt)}): {text(feed.lastError)}
                        </Trans>
                      </p>
                    )}
                    <div className="mt-1 flex justify-end gap-2">
                      <Button size="sm" variant="secondary" disabled={offline} loading={busy === `refresh:${feed.feedId}`} onClick={() => void run(`refresh:${feed.feedId}`, () => call('calendarFeedRefresh', { feedId: feed.feedId }, { hideMessage: true }))}>
                        <Trans>Refresh now</Trans>
                      </Button>
                      <Button size="sm" variant="ghost" disabled={offline} onClick={() => setConfirm({ kind: 'remove', feedId: feed.feedId, name: feed.name })}>
                        <Trans>Remove</Trans>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <form onSubmit={(e) => void add(e)} className="flex flex-col gap-2 rounded-md border border-dashed border-gray-300 p-2" data-testid="feed-add">
              <TextField label={<Trans>Calendar name</Trans>} value={name} onChange={(e) => setName(e.target.value)} placeholder={t`e.g. Airbnb`} />
              <TextField label={<Trans>Calendar address (.ics)</Trans>} type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://…" />
              <Button type="submit" size="sm" className="self-end" disabled={offline || !url.trim() || !name.trim()} loading={busy === 'add'}>
                <Trans>Add and import</Trans>
              </Button>
            </form>
          </section>
          {offline && (
            <p className="text-gray-700">
              <Trans>Changing outside calendars needs a connection.</Trans>
            </p>
          )}
          {failure && (
            <p role="alert" className="text-red-700">
              {text(failure.key, failure.params)}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'reset' ? <Trans>Reset the export address?</Trans> : <Trans>Remove this calendar?</Trans>}
        description={
          confirm?.kind === 'reset' ? (
            <Trans>The old address stops working: update it on every site that reads it.</Trans>
          ) : (
            <Trans>The nights it marked busy open again here.</Trans>
          )
        }
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={confirm?.kind === 'reset' ? <Trans>Reset</Trans> : <Trans>Remove</Trans>}
        onConfirm={() => {
          const current = confirm
          setConfirm(null)
          if (current?.kind === 'reset') void run('reset', () => call('calendarExportReset', { unitId: unit.unitId }, { hideMessage: true }))
          else if (current) void run(`remove:${current.feedId}`, () => call('calendarFeedRemove', { feedId: current.feedId }, { hideMessage: true }))
        }}
      />
    </Dialog>
  )
}
