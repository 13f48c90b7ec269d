import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import * as Checkbox from 'radix-ui/checkbox'
import { call } from '../../../client/api'
import type { Activity, ActivityEntry } from '../../../domain/promotion/endpoints'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { QueryBody } from '../../ui/query-body'
import { cx } from '../../ui/cx'
import { NothingChosen } from '../../ui/nothing-chosen'
import { CostBearer, ENTRY_LABELS, FORBID_LABELS, ScopeText, StateBadge, TYPE_LABELS } from './market-parts'
import { marketQueries } from './market-queries'

/**
 * activity/detail?id=… (issue 17): the activity, and each of the host's listings and room types
 * (SKUs) with its state in it: the available ones can be chosen and signed up, the others say
 * why not (the forbid info); a registered one can be signed out while enrollment is open.
 */
export function ActivityDetailScreen({ id, unit }: { id: string; unit: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Activity`)
  const detail = useQuery({ ...marketQueries.activity(id), enabled: id !== '' })
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <Link to="/activity/list" search={{ tab: 'open', page: 1, unit }} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-800 underline">
        <Trans>All activities</Trans>
      </Link>
      {id === '' ? (
        <NothingChosen choose={<Link to="/activity/list" search={{ tab: 'open', page: 1, unit }} className="text-brand-800 underline"><Trans>Choose an activity</Trans></Link>}>
          <Trans>No activity was chosen.</Trans>
        </NothingChosen>
      ) : (
        <QueryBody query={detail} failed={<Trans>The activity could not be loaded. Check the connection and try again.</Trans>}>
          {(data) => <ActivityDetail activity={data.activity} entries={data.entries} unit={unit} />}
        </QueryBody>
      )}
    </div>
  )
}

function ActivityDetail({ activity, entries, unit }: { activity: Activity; entries: ActivityEntry[]; unit: string }) {
  const { t, i18n } = useLingui()
  const offline = useOffline()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(entries.some((e) => e.unitId === unit && e.state === 'available' && !e.forbid) ? [unit] : []))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<FormMessage | null>(null)
  const [leaving, setLeaving] = useState<ActivityEntry | null>(null)
  // the calendar's unit first
  const ordered = [...entries].sort((a, b) => Number(b.unitId === unit) - Number(a.unitId === unit))

  const write = async (endpoint: 'activitySignUp' | 'activitySignOut', unitIds: string[]) => {
    setBusy(true)
    setError(null)
    try {
      const answer = await call(endpoint, { id: activity.id, unitIds }, { hideMessage: true })
      queryClient.setQueryData(marketQueries.activity(activity.id).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: [...marketQueries.all, 'activities'] })
      void queryClient.invalidateQueries({ queryKey: [...marketQueries.all, 'nights'] })
      setChosen(new Set())
    } catch (failure) {
      const found = errorsFromFailure(failure, ['unitIds'])
      setError(found.fields.unitIds ?? found.form)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <section className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="activity-detail">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h1 className="text-2xl font-semibold text-gray-900">{activity.name}</h1>
            <p className="text-sm text-gray-700">{i18n._(TYPE_LABELS[activity.type])}</p>
          </div>
          <span className="text-2xl font-semibold text-brand-800"><Trans>{activity.discountPercent}% off</Trans></span>
        </div>
        {activity.description && <p className="text-sm text-gray-800">{activity.description}</p>}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <div><dt className="inline text-gray-700"><Trans>Nights</Trans>: </dt><dd className="inline">{activity.stayFrom} – {activity.stayTo}</dd></div>
          <div><dt className="inline text-gray-700"><Trans>Enrollment</Trans>: </dt><dd className="inline">{activity.enrollFrom} – {activity.enrollUntil}</dd></div>
          <div><dt className="inline text-gray-700"><Trans>Who pays</Trans>: </dt><dd className="inline"><CostBearer activity={activity} /></dd></div>
          <div><dt className="inline text-gray-700"><Trans>For</Trans>: </dt><dd className="inline"><ScopeText activity={activity} /></dd></div>
        </dl>
        <p className="text-xs text-gray-700">
          <Trans>Discounts do not add up: a night takes its best discount, this activity's or your own. A listing that signs out cannot join this activity again, and after enrollment closes the listings in it stay in.</Trans>
        </p>
        <Link to="/activity/operation" search={{ id: activity.id, unit }} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-800 underline">
          <Trans>Operation record</Trans>
        </Link>
      </section>

      <section aria-labelledby="entries-heading" className="flex flex-col gap-3">
        <h2 id="entries-heading" className="text-lg font-semibold text-gray-900"><Trans>Your listings</Trans></h2>
        {entries.length === 0 ? (
          <p className="text-sm text-gray-700"><Trans>You have no listing online yet.</Trans></p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" data-testid="activity-entries">
            {ordered.map((entry) => {
              const selectable = entry.state === 'available' && !entry.forbid
              const inputId = `entry-${entry.unitId}`
              return (
                <li key={entry.unitId} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="activity-entry" data-unit={entry.unitId} data-state={entry.state}>
                  <Checkbox.Root
                    id={inputId}
                    disabled={!selectable || busy}
                    checked={chosen.has(entry.unitId)}
                    onCheckedChange={(state) => {
                      const next = new Set(chosen)
                      if (state === true) next.add(entry.unitId)
                      else next.delete(entry.unitId)
                      setChosen(next)
                    }}
                    className={cx(
                      'flex size-6 shrink-0 items-center justify-center rounded border focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40',
                      chosen.has(entry.unitId) ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-400 bg-white',
                    )}
                  >
                    <Checkbox.Indicator aria-hidden="true" className="text-xs">✓</Checkbox.Indicator>
                  </Checkbox.Root>
                  <label htmlFor={inputId} className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-gray-900">
                      {entry.hotelName && <span className="font-normal text-gray-700">{entry.hotelName} · </span>}{entry.title}
                    </span>
                    {entry.forbid && (
                      <span className="block text-xs text-red-800" data-testid="forbid-reason">
                        {i18n._(FORBID_LABELS[entry.forbid.reason])}{entry.forbid.detail ? `: ${entry.forbid.detail}` : ''}
                      </span>
                    )}
                  </label>
                  <StateBadge state={entry.state} label={i18n._(ENTRY_LABELS[entry.state])} />
                  {entry.state === 'registered' && activity.phase === 'open' && (
                    <Button size="sm" variant="secondary" disabled={busy || offline} onClick={() => setLeaving(entry)}>
                      <Trans>Sign out</Trans>
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        {error && <FieldError messageKey={error.key} params={error.params} />}
        {activity.phase === 'open' && (
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={chosen.size === 0 || offline} loading={busy} onClick={() => void write('activitySignUp', [...chosen])} data-testid="activity-sign-up">
              <Trans>Sign up the chosen listings ({chosen.size})</Trans>
            </Button>
            {offline && <span className="text-xs text-gray-700"><Trans>Needs a connection: sign-up checks the activity's latest state.</Trans></span>}
          </div>
        )}
      </section>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => { if (!open) setLeaving(null) }}
        title={t`Sign out of ${activity.name}?`}
        description={t`“${leaving?.title ?? ''}” leaves the activity and cannot join it again.`}
        cancelLabel={t`Keep it in`}
        confirmLabel={t`Sign out`}
        onConfirm={() => {
          const entry = leaving
          setLeaving(null)
          if (entry) void write('activitySignOut', [entry.unitId])
        }}
      />
    </>
  )
}
