import { useEffect, useState } from 'react'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import { isHotelRejectionReason } from '../../../../domain/hotel/reasons'
import { can } from '../../../../domain/permissions'
import { hotelQueries } from '../../../data/hotel-queries'
import { hotelDetailQuery, startHotel, useHotel } from '../../../data/hotel-draft'
import { HOTEL_NOT_ALLOWED_TEXT, HOTEL_REJECTION_TEXTS } from '../../../data/hotel-labels'
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
 * part, what the hotel's state means for editing (under review: wait; online: through the
 * business manager; rejected: the staff's reasons), and "Submit for review".
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
  const editable = !detail || detail.state === 'draft' || detail.state === 'rejected'
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
      toast.show(t`Submitted: staff review the hotel in about 2 working days`, 'success')
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
  const rejection = detail?.state === 'rejected' ? detail.rejection : null
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
        <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900" data-testid="hotel-online">
          {manager ? (
            <Trans>
              This hotel is online. Changes to it go through your business manager {manager.realName} ({manager.mobile}).
            </Trans>
          ) : (
            <Trans>This hotel is online. Changes to it go through your business manager.</Trans>
          )}
        </p>
      )}
      {rejection && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="hotel-rejection">
          <p className="font-semibold">
            <Trans>Not approved. Fix what staff pointed out and submit again:</Trans>
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
                  {complete ? (
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
                  disabled={!complete || view.pending || offline}
                  data-testid="hotel-publish"
                >
                  {detail?.state === 'rejected' ? <Trans>Submit again</Trans> : <Trans>Submit for review</Trans>}
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
