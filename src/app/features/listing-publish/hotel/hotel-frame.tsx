import { useEffect, useState } from 'react'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import { isHotelRejectionReason } from '../../../../domain/hotel/reasons'
import { can } from '../../../../domain/permissions'
import { hotelQueries } from '../../../data/hotel-queries'
import { hotelDetailQuery, startHotel, useHotel } from '../../../data/hotel-draft'
import { HOTEL_CHANGE_LABELS, HOTEL_NOT_ALLOWED_TEXT, HOTEL_PART_LABELS, HOTEL_REJECTION_TEXTS } from '../../../data/hotel-labels'
import type { HotelDetail } from '../../../../domain/hotel/schemas'
import { permissionSubject, useAuthInfo } from '../../../data/identity'
import { reportStorageError } from '../../../shell/storage-full'
import { useDocumentTitle } from '../../../shell/use-document-title'
import { useOffline } from '../../../shell/pwa-network'
import { Button, buttonClasses } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { cx } from '../../../ui/cx'
import { useCurrentInView } from '../../../ui/use-current-in-view'
import { FieldError } from '../../../ui/field-error'
import { errorsFromFailure, type FormMessage } from '../../../ui/form-errors'
import { NeedsNetwork, useNeedsNetwork } from '../../../ui/needs-network'
import { Spinner } from '../../../ui/spinner'
import { useToast } from '../../../ui/toast'
import { HOTEL_STEP_META, type HotelPart } from './hotel-steps'

type HotelFrameProps = {
  hotelId: string
  /** Opens the real-name dialog (the route owns it). */
  openRealName: () => void
}

/**
 * The frame of the hotel flow (issue 14): the eight parts with their checklist marks, the current
 * part, what the hotel's state means for editing (under review: wait; online: edits are a change
 * for review, decision 0087; rejected: the staff's reasons), and "Submit for review".
 */
export function HotelPublishFrame({ hotelId, openRealName }: HotelFrameProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Publish a hotel`)
  const view = useHotel(hotelId)
  const { info } = useAuthInfo()
  const offline = useOffline()
  const toast = useToast()
  const queryClient = useQueryClient()
  const pathname = useLocation({ select: (location) => location.pathname })
  const detail = view.detail
  const allowed = can(permissionSubject(info), 'publishHotel')
  const neverLoaded = useNeedsNetwork(view.read) && !view.localOnly && !view.draft
  const [publishIssue, setPublishIssue] = useState<FormMessage | null>(null)
  const done = (part: HotelPart) => (part === 'rooms' ? Boolean(detail?.checklist.rooms) : view.checklist[part])
  const doneCount = HOTEL_STEP_META.filter((meta) => done(meta.part)).length
  const currentIndex = HOTEL_STEP_META.findIndex((meta) => pathname.endsWith(`/${meta.slug}`))
  // an online hotel's edits are a change for review (decision 0087), submitted while not already under review
  const changing = detail?.state === 'online'
  const change = changing ? (detail.changeStatus ?? 'none') : 'none'
  const editable = !detail || detail.state === 'draft' || detail.state === 'rejected' || (changing && change !== 'auditing')
  // every part of the flow, and every part the server counts (some are not in the flow yet)
  const complete = doneCount === HOTEL_STEP_META.length && detail !== undefined && Object.values(detail.checklist).every(Boolean)

  // on a phone the step list scrolls sideways: keep the current step in view (centred)
  const stepList = useCurrentInView<HTMLOListElement>(currentIndex, neverLoaded)

  const publish = useMutation({
    mutationFn: () => call('hotelPublish', { hotelId }, { hideMessage: true }),
    onSuccess: () => {
      setPublishIssue(null)
      void queryClient.invalidateQueries({ queryKey: hotelDetailQuery(hotelId).queryKey })
      void queryClient.invalidateQueries({ queryKey: hotelQueries.list().queryKey })
      toast.show(changing
        ? t`Submitted: staff review the change; guests book the online version until they approve it`
        : t`Submitted: staff review the hotel in about 2 working days`, 'success')
    },
    onError: (failure) => {
      const placed = errorsFromFailure(failure, [])
      setPublishIssue(placed.form ?? { key: 'operationFailed' })
    },
  })

  if (!allowed && info) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Publish a hotel</Trans>
        </h1>
        <NotAllowed openRealName={openRealName} />
      </div>
    )
  }

  const manager = info?.housekeeperInfo
  const rejection = detail?.state === 'rejected' || change === 'rejected' ? detail?.rejection ?? null : null
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6" data-testid="hotel-frame" data-state={detail?.state ?? 'draft'}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          {detail?.hotelInfo?.name ? detail.hotelInfo.name : <Trans>Publish a hotel</Trans>}
        </h1>
        <p className="text-sm text-gray-700" data-testid="hotel-progress">
          <Trans>
            {doneCount} of {HOTEL_STEP_META.length} parts complete
          </Trans>
        </p>
      </div>
      {detail?.state === 'auditing' && (
        <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900" data-testid="hotel-under-review">
          <Trans>Submitted for review. Staff usually decide within about 2 working days; until then the hotel cannot be changed.</Trans>
        </p>
      )}
      {detail?.state === 'online' && (
        <div role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900" data-testid="hotel-online" data-change={change}>
          {change !== 'none' && <p className="font-semibold" data-testid="hotel-change-label">{i18n._(HOTEL_CHANGE_LABELS[change])}</p>}
          <p>
            {change === 'auditing' ? (
              <Trans>Staff are reviewing your change. Guests book the online version until they approve it; until then the hotel cannot be changed.</Trans>
            ) : change === 'unsubmitted' ? (
              <Trans>Your changes are saved but not submitted. Submit them for review below; guests book the online version meanwhile.</Trans>
            ) : change === 'rejected' ? (
              <Trans>Guests book the online version. Edit what staff pointed out and submit the change again.</Trans>
            ) : (
              <Trans>This hotel is online. You may edit it: your changes go to staff review, and guests book the online version until they are approved.</Trans>
            )}
          </p>
          {manager && (
            <p className="mt-1 text-green-800">
              <Trans>Your business manager: {manager.realName} ({manager.mobile})</Trans>
            </p>
          )}
          {detail.changes.length > 0 && <HotelChanges changes={detail.changes} />}
        </div>
      )}
      {rejection && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="hotel-rejection">
          <p className="font-semibold">
            {change === 'rejected' ? (
              <Trans>Change rejected. Fix what staff pointed out and submit again:</Trans>
            ) : (
              <Trans>Not approved. Fix what staff pointed out and submit again:</Trans>
            )}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {rejection.reasons.map((reason) => (
              <li key={reason}>{isHotelRejectionReason(reason) ? i18n._(HOTEL_REJECTION_TEXTS[reason]) : reason}</li>
            ))}
          </ul>
          {rejection.note && (
            <p className="mt-1">
              <Trans>Staff note: {rejection.note}</Trans>
            </p>
          )}
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[14rem_1fr]">
        {/* min-w-0: on a phone the parts scroll sideways inside the page instead of widening it */}
        <nav aria-label={t`Parts of the hotel`} className="min-w-0">
          <ol ref={stepList} className="relative flex gap-2 overflow-x-auto md:flex-col md:overflow-visible">
            {HOTEL_STEP_META.map((meta, index) => {
              const current = index === currentIndex
              return (
                <li key={meta.slug} {...(current ? { 'data-current': '' } : {})} className="shrink-0">
                  <Link
                    to={`/hotel-publish/${meta.slug}` as never}
                    search={{ hotelId } as never}
                    aria-current={current ? 'step' : undefined}
                    className={cx(
                      'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
                      current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-gray-200 bg-white text-gray-800',
                    )}
                    data-testid={`hotel-step-${meta.part}`}
                    data-done={done(meta.part) ? 'true' : 'false'}
                  >
                    <span
                      aria-hidden="true"
                      className={cx('inline-flex size-5 items-center justify-center rounded-full text-xs', done(meta.part) ? 'bg-green-700 text-white' : 'bg-gray-200 text-gray-700')}
                    >
                      {done(meta.part) ? '✓' : index + 1}
                    </span>
                    {i18n._(meta.label)}
                    <span className="sr-only">{done(meta.part) ? t`(complete)` : t`(to do)`}</span>
                  </Link>
                </li>
              )
            })}
          </ol>
        </nav>
        <div className="flex min-w-0 flex-col gap-4">
          {neverLoaded ? (
            <NeedsNetwork onRetry={() => void queryClient.invalidateQueries({ queryKey: hotelDetailQuery(hotelId).queryKey })} testId="hotel-needs-network" />
          ) : view.isLoading ? (
            <div className="flex justify-center p-10">
              <Spinner />
            </div>
          ) : (
            <Outlet />
          )}
          {editable && (
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-gray-700">
                  {changing ? (
                    view.pending ? (
                      <Trans>Your last changes are still being sent: submit once they are saved.</Trans>
                    ) : change === 'unsubmitted' ? (
                      <Trans>Submit your changes for review; guests book the online version until staff approve them.</Trans>
                    ) : (
                      <Trans>Nothing new to submit: edit a part and save it first.</Trans>
                    )
                  ) : complete ? (
                    view.pending ? (
                      <Trans>Your last changes are still being sent: submit once they are saved.</Trans>
                    ) : (
                      <Trans>Every part is complete. Staff review the hotel in about 2 working days.</Trans>
                    )
                  ) : (
                    <Trans>Complete every part to submit the hotel for review.</Trans>
                  )}
                </p>
                <Button
                  onClick={() => publish.mutate()}
                  loading={publish.isPending}
                  disabled={!complete || view.pending || offline || (changing && change !== 'unsubmitted')}
                  data-testid="hotel-publish"
                >
                  {changing ? <Trans>Submit changes for review</Trans> : detail?.state === 'rejected' ? <Trans>Submit again</Trans> : <Trans>Submit for review</Trans>}
                </Button>
              </div>
              {offline && complete && (
                <p className="mt-2 text-sm text-gray-700">
                  <Trans>Submitting needs a connection.</Trans>
                </p>
              )}
              {publishIssue && <FieldError messageKey={publishIssue.key} params={publishIssue.params} />}
            </Card>
          )}
        </div>
      </div>
    </div>
  )
}

/**
 * What an online hotel's change changes against the online version (decision 0087): per part (or
 * room type), the field and its online and new values, folded away until the host opens it.
 */
function HotelChanges({ changes }: { changes: HotelDetail['changes'] }) {
  const { i18n } = useLingui()
  const partOf = (field: string) => {
    const step = field.split('.')[0] ?? ''
    return step in HOTEL_PART_LABELS ? i18n._(HOTEL_PART_LABELS[step as keyof typeof HOTEL_PART_LABELS]) : step
  }
  return (
    <details className="mt-2" data-testid="hotel-changes">
      <summary className="cursor-pointer font-medium">
        <Plural value={changes.length} one="What changed (# field)" other="What changed (# fields)" />
      </summary>
      <ul className="mt-1 flex flex-col gap-1">
        {changes.map((change) => (
          <li key={`${change.roomTypeId ?? ''}:${change.field}`} className="break-words rounded bg-white/70 p-2 text-gray-900">
            <span className="font-medium">{change.roomTypeId ? change.roomTypeName || i18n._(HOTEL_PART_LABELS.rooms) : partOf(change.field)}</span>
            <span className="text-gray-600"> · {change.field.split('.').slice(1).join('.')}</span>
            <span className="block text-gray-700">
              <Trans>Online:</Trans> {change.oldValue ? truncate(change.oldValue) : '—'}
            </span>
            <span className="block">
              <Trans>New:</Trans> {change.newValue ? truncate(change.newValue) : '—'}
            </span>
          </li>
        ))}
      </ul>
    </details>
  )
}

function truncate(text: string): string {
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

/** Why a host may not publish a hotel, and how to get there (portal spec 6: real-name passed or white-listed). */
export function NotAllowed({ openRealName }: { openRealName: () => void }) {
  const { i18n } = useLingui()
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="hotel-not-allowed">
      <p>
        {i18n._(HOTEL_NOT_ALLOWED_TEXT)}
      </p>
      <div>
        <Button size="sm" variant="secondary" onClick={openRealName}>
          <Trans>Verify my real name</Trans>
        </Button>
      </div>
    </div>
  )
}

/** The hotel being started by this tab (a second render, or StrictMode's, must not start another). */
let starting: Promise<string> | null = null

/**
 * /hotel-publish (or one of its parts) without a hotel: the flow opens on the host's empty draft
 * when there is one, else on a new one (startHotel; decision 0053), so opening the parts without
 * a hotel again and again leaves at most one empty draft. A host who already has hotels not yet
 * submitted with something in them is first offered to continue one of them or to start another;
 * when the list cannot be read (offline) the flow opens at once. A host who may not publish a
 * hotel is told why instead.
 */
export function StartHotel({ openRealName, onStarted }: { openRealName: () => void; onStarted: (hotelId: string) => void }) {
  const { t } = useLingui()
  useDocumentTitle(t`Publish a hotel`)
  const { info } = useAuthInfo()
  const queryClient = useQueryClient()
  const allowed = can(permissionSubject(info), 'publishHotel')
  // read again on every opening: a copy kept from before must not hide a draft made since
  const hotels = useQuery({ ...hotelQueries.list(), enabled: Boolean(info) && allowed, refetchOnMount: 'always' })
  const [another, setAnother] = useState(false)
  const unfinished = (hotels.data ?? []).filter((hotel) => hotel.state === 'draft' && !hotel.empty)
  const create = another || hotels.isError || (hotels.isFetchedAfterMount && !hotels.isFetching && unfinished.length === 0)
  useEffect(() => {
    if (!info || !allowed || !create) return
    starting ??= startHotel()
    void starting.then(
      (hotelId) => {
        starting = null
        void queryClient.invalidateQueries({ queryKey: hotelQueries.list().queryKey })
        onStarted(hotelId)
      },
      (error: unknown) => {
        starting = null
        reportStorageError(error)
      },
    )
  }, [info, allowed, create, onStarted, queryClient])
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Publish a hotel</Trans>
      </h1>
      {info && !allowed ? (
        <NotAllowed openRealName={openRealName} />
      ) : !create && unfinished.length > 0 ? (
        <Card data-testid="hotel-drafts">
          <h2 className="mb-2 text-base font-medium text-gray-900"><Trans>Continue a hotel you started</Trans></h2>
          <ul className="mb-4 flex flex-col gap-2">
            {unfinished.map((hotel) => (
              <li key={hotel.hotelId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 p-3 text-sm">
                <span>
                  <span className="font-medium text-gray-900">{hotel.name || <Trans>(no name yet)</Trans>}</span>
                  <span className="block text-gray-700">
                    <Plural value={hotel.roomTypes} one="# room type" other="# room types" /> ·{' '}
                    {hotel.complete ? <Trans>ready to submit</Trans> : <Trans>not finished</Trans>}
                  </span>
                </span>
                <Link to="/hotel-publish/hotel-address" search={{ hotelId: hotel.hotelId }} className={buttonClasses('secondary', 'sm')}>
                  <Trans>Continue</Trans>
                </Link>
              </li>
            ))}
          </ul>
          <Button onClick={() => setAnother(true)}>
            <Trans>Start another hotel</Trans>
          </Button>
        </Card>
      ) : (
        <div className="flex justify-center p-10">
          <Spinner />
        </div>
      )}
    </div>
  )
}
