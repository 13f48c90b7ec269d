import { useEffect, useState } from 'react'
import type { ComponentType, ReactNode } from 'react'
import type { Rejection } from '../../../domain/listing/schemas'
import { Link, Outlet, useBlocker, useLocation, useNavigate } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { retryNotSynced } from '../../data/outbox-lazy'
import { can } from '../../../domain/permissions'
import { listingQueries, useListing } from '../../data/listing-draft'
import { permissionSubject, useAuthInfo } from '../../data/identity'
import { useDocumentTitle } from '../../shell/use-document-title'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { cx } from '../../ui/cx'
import { useCurrentInView } from '../../ui/use-current-in-view'
import { FieldError } from '../../ui/field-error'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { LeaveDialog } from './leave-dialog'
import { publishTypeOf } from './publish-type'
import { STEP_META } from './step-meta'

type PublishFrameProps = {
  luId: string
  /** Opens the real-name dialog (the route owns it: features do not import each other). */
  openRealName: () => void
  /** Shows why the last review did not pass, with the guidance of each reason (the route passes the listing area's list). */
  Rejections?: ComponentType<{ rejections: readonly Rejection[]; title?: ReactNode }>
}

/**
 * The frame of the B&B flow: the steps with their checklist marks, the current step, the
 * publish button (real-name gate, nothing pending, every step done) and the leave guard.
 */
export function PublishFrame({ luId, openRealName, Rejections }: PublishFrameProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Publish a B&B listing`)
  const view = useListing(luId)
  const { info } = useAuthInfo()
  const offline = useOffline()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const pathname = useLocation({ select: (location) => location.pathname })
  const realNamePassed = can(permissionSubject(info), 'publishOrEditListing')
  const publishType = publishTypeOf(view)
  const [publishIssue, setPublishIssue] = useState<FormMessage | null>(null)
  // a listing never opened on this device (no saved copy, no draft) while offline: nothing to edit yet
  const neverLoaded = useNeedsNetwork(view.read) && !view.localOnly && !view.draft
  const doneCount = STEP_META.filter((meta) => view.checklist[meta.step]).length
  const currentIndex = STEP_META.findIndex((meta) => pathname.endsWith(`/${meta.slug}`))
  const currentMeta = STEP_META[currentIndex]
  // on a phone the step list scrolls sideways: keep the current step in view (centred)
  const stepList = useCurrentInView<HTMLOListElement>(currentIndex, neverLoaded)
  const locked = view.detail?.auditStatus === 'auditing'
  // an online listing whose modification is with the reviewers: nothing new to submit until it ends
  const changeUnderReview = view.detail?.auditStatus === 'online' && view.detail.changeStatus === 'auditing'

  // the creation was refused for want of real-name authentication: send it again once passed
  const refusedCreate = view.refusedCreate
  useEffect(() => {
    if (realNamePassed && refusedCreate?.refusal.key === 'realNameRequiredToPublish') void retryNotSynced(refusedCreate.id)
  }, [realNamePassed, refusedCreate])

  const blocker = useBlocker({
    shouldBlockFn: ({ next }) =>
      !view.complete && !neverLoaded && !next.pathname.startsWith('/house-publish') && !next.pathname.startsWith('/publish-finish'),
    withResolver: true,
  })

  const publish = useMutation({
    mutationFn: () => call('listingPublish', { luId }, { hideMessage: true }),
    onSuccess: (state) => {
      void queryClient.invalidateQueries({ queryKey: listingQueries.all })
      void navigate({ to: '/publish-finish/$publishType', params: { publishType }, search: { luId, group: state.group } })
    },
    onError: (error) => setPublishIssue(errorsFromFailure(error, []).form),
  })

  const startPublish = () => {
    setPublishIssue(null)
    if (!realNamePassed) {
      setPublishIssue({ key: 'realNameRequiredToPublish' })
      return
    }
    // "nothing modified" (listingUnchanged) is the server's answer: a save that just arrived may
    // not be in the cached detail yet
    publish.mutate()
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          {publishType === 'overseas' ? <Trans>Publish an overseas B&B listing</Trans> : <Trans>Publish a B&B listing</Trans>}
        </h1>
        <p className="text-sm text-gray-700" data-testid="checklist-count">
          <Trans>{doneCount} of {STEP_META.length} steps done</Trans>
        </p>
      </div>

      {!realNamePassed && info && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {info.realNameState === 'pending' ? (
            <span>
              <Trans>Your real-name verification is under review: keep preparing this listing, and submit it once you are verified.</Trans>
            </span>
          ) : (
            <>
              <span>
                <Trans>Real-name authentication is required to publish or edit a listing. Your draft is kept meanwhile.</Trans>
              </span>
              <Button size="sm" variant="secondary" onClick={openRealName}>
                <Trans>Verify my real name</Trans>
              </Button>
            </>
          )}
        </div>
      )}
      {Rejections && view.detail && view.detail.rejections.length > 0 && (view.detail.auditStatus === 'rejected' || view.detail.changeStatus === 'rejected') && (
        <Rejections rejections={view.detail.rejections} title={t`Fix these points and submit again`} />
      )}
      {Rejections && view.detail && view.detail.addressRejections.length > 0 && view.detail.addressReview === 'rejected' && (
        <Rejections rejections={view.detail.addressRejections} title={t`The address was not approved`} />
      )}
      {locked && (
        <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
          <Trans>This listing is under review: its fields cannot be changed until the review ends.</Trans>
        </p>
      )}
      {changeUnderReview && (
        <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900" data-testid="change-under-review">
          <Trans>
            Your changes are under review (usually 1-3 working days): the reviewed steps cannot change until it ends. Price,
            discounts, booking rules and the number of similar units still change at once.
          </Trans>
        </p>
      )}
      {view.error != null && !view.localOnly && !neverLoaded && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <Trans>This listing could not be loaded. Check the connection or open it again from your listings.</Trans>
        </p>
      )}

      {neverLoaded ? (
        <NeedsNetwork onRetry={() => void queryClient.refetchQueries({ queryKey: listingQueries.detail(luId).queryKey })} />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[14rem_1fr]">
          <nav aria-label={t`Steps of the listing`} className="min-w-0 md:sticky md:top-4 md:self-start">
            {currentMeta && (
              // phones see three steps of the list at a time: where the host is and how far, in one line
              <StepPosition position={currentIndex + 1} label={i18n._(currentMeta.label)} done={doneCount} />
            )}
            <ol ref={stepList} data-step-list className="relative flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
              {STEP_META.map((meta, index) => {
                const current = pathname.endsWith(`/${meta.slug}`)
                const done = view.checklist[meta.step]
                const state = view.step(meta.step)
                return (
                  <li key={meta.step} className="shrink-0">
                    <Link
                      to={`/house-publish/${meta.slug}`}
                      search={{ luId }}
                      aria-current={current ? 'step' : undefined}
                      data-current={current || undefined}
                      data-step={meta.step}
                      data-done={done}
                      className={cx(
                        'relative flex items-center gap-2 rounded-md px-3 py-2 text-sm',
                        current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-800 hover:bg-gray-100',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cx(
                          'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                          done ? 'bg-green-700 text-white' : 'border border-gray-400 text-gray-700',
                        )}
                      >
                        {done ? '✓' : index + 1}
                      </span>
                      <span>{i18n._(meta.label)}</span>
                      <span className="sr-only">{done ? t`(done)` : t`(not done)`}</span>
                      {state.pending && (
                        <span className="text-xs text-gray-600" title={t`Waiting to be sent`}>
                          •
                        </span>
                      )}
                      {state.refused && <span className="text-xs text-red-700">!</span>}
                    </Link>
                  </li>
                )
              })}
            </ol>
          </nav>
          <div className="flex min-w-0 flex-col gap-4">
            <Outlet />
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-gray-700">
                  {changeUnderReview ? (
                    <Trans>Your changes are under review. You can submit new changes once the review ends.</Trans>
                  ) : view.complete ? (
                    <Trans>Every step is done. Submit the listing for review.</Trans>
                  ) : (
                    <Trans>Complete every step to publish the listing.</Trans>
                  )}
                </p>
                <Button
                  onClick={startPublish}
                  loading={publish.isPending}
                  disabled={!view.complete || view.pending || offline || locked || changeUnderReview}
                >
                  <Trans>Submit for review</Trans>
                </Button>
              </div>
              {view.pending && view.complete && (
                <p className="mt-2 text-xs text-gray-600">
                  <Trans>Some steps are still being sent; you can submit once they have arrived.</Trans>
                </p>
              )}
              {publishIssue && <FieldError messageKey={publishIssue.key} params={publishIssue.params} />}
              {publishIssue?.key === 'realNameRequiredToPublish' && (
                <Button className="mt-2" size="sm" variant="secondary" onClick={openRealName}>
                  <Trans>Verify my real name</Trans>
                </Button>
              )}
            </Card>
          </div>
        </div>
      )}
      <LeaveDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  )
}

/** "Step 8 of 8: Booking rules" and a bar of the steps done (phones only). */
function StepPosition({ position, label, done }: { position: number; label: string; done: number }) {
  const total = STEP_META.length
  return (
    <div className="mb-2 flex flex-col gap-1 md:hidden" data-testid="step-position" data-step-index={position}>
      <p className="text-sm font-medium text-gray-900">
        <Trans>
          Step {position} of {total}: {label}
        </Trans>
      </p>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-gray-200">
        <div className="h-full rounded-full bg-green-700" style={{ width: `${(done / total) * 100}%` }} />
      </div>
    </div>
  )
}
