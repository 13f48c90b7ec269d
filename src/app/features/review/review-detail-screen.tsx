import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Review } from '../../../domain/review/endpoints'
import { REPLY_MAX_CHARS, REPLY_MIN_CHARS } from '../../../domain/review/rules'
import { checkReply } from '../../../domain/review/reply'
import { charCount } from '../../../domain/listing/text-rules'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { TextArea } from '../../ui/choice-fields'
import { FieldError } from '../../ui/field-error'
import type { FormMessage } from '../../ui/form-errors'
import { PendingNote } from '../../ui/pending-note'
import { QueryBody } from '../../ui/query-body'
import { OverallScore, ReviewStateBadge, ReviewText, ScoreBars } from './review-parts'
import { reviewQueries } from './review-queries'
import { dropRefusedReply, sendReply, useReplyWrites } from './review-writes'

/**
 * order/commentDetail?id=… (issue 17): one guest review with its stay and scores, and the reply:
 * written here, checked as the server checks it, sent through the outbox (offline it waits and
 * is sent once), never editable after it is sent.
 */
export function ReviewDetailScreen({ id }: { id: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Guest review`)
  const review = useQuery({ ...reviewQueries.detail(id), enabled: id !== '' })
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <Link to="/order/comment" search={{ state: '', listingId: '', kind: '', page: 1 }} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-800 underline">
        <Trans>All reviews</Trans>
      </Link>
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Guest review</Trans>
      </h1>
      {id === '' ? (
        <p className="text-sm text-gray-700"><Trans>No review was chosen.</Trans></p>
      ) : (
        <QueryBody query={review} failed={<Trans>The review could not be loaded. Check the connection and try again.</Trans>}>
          {(data) => <ReviewDetail review={data.review} />}
        </QueryBody>
      )}
    </div>
  )
}

function ReviewDetail({ review }: { review: Review }) {
  const { i18n } = useLingui()
  const detailTo = review.lodgeBusiness === 'store' ? '/order/hotelDetail' : '/order/houseDetail'
  return (
    <>
      <article className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="review-detail" aria-label={review.listingTitle}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium text-gray-900">
              {review.listingTitle}
              {review.roomTypeName && <span className="font-normal text-gray-700"> · {review.roomTypeName}</span>}
            </p>
            <p className="text-sm text-gray-700">
              {review.guestName} · {review.checkIn} – {review.checkOut}
            </p>
            <p className="text-sm text-gray-700">
              <Trans>Order</Trans>{' '}
              <Link to={detailTo} search={{ orderNo: review.orderNo }} className="font-medium text-brand-800 underline">{review.orderNo}</Link>
              {' · '}
              <Trans>reviewed {i18n.date(new Date(review.commentedAt), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
            </p>
          </div>
          <ReviewStateBadge state={review.state} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center">
          <div className="flex flex-col items-start">
            <span className="text-xs text-gray-700"><Trans>Overall</Trans></span>
            <OverallScore value={review.overall} size="lg" />
          </div>
          <ScoreBars scores={review.scores} className="max-w-md" />
        </div>
        <ReviewText review={review} />
        {review.state === 'failedReview' && (
          <p className="rounded-md bg-gray-100 p-3 text-sm text-gray-800" data-testid="review-failed">
            <Trans>This review failed the platform’s review and is hidden from guests: {review.reviewFailReason ?? ''}. There is nothing to reply to.</Trans>
          </p>
        )}
      </article>
      <ReplySection review={review} />
    </>
  )
}

function ReplySection({ review }: { review: Review }) {
  const { i18n } = useLingui()
  const offline = useOffline()
  const writes = useReplyWrites(review.id)
  if (review.state === 'failedReview') return null
  const pending = writes.pending
  return (
    <section aria-labelledby="reply-heading" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="reply-heading" className="text-lg font-semibold text-gray-900">
        <Trans>Your reply</Trans>
      </h2>
      {review.reply && (
        <div className="flex flex-col gap-1" data-testid="review-reply">
          <p className="whitespace-pre-line break-words text-sm text-gray-900">{review.reply.content}</p>
          <p className="text-xs text-gray-700">
            <Trans>Sent {i18n.date(new Date(review.reply.repliedAt), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
          </p>
          {review.state === 'replied' && (
            <p className="text-xs text-gray-700"><Trans>A reply cannot be changed once it is sent.</Trans></p>
          )}
          {review.state === 'replyFailed' && (
            <p className="rounded-md bg-red-50 p-3 text-sm text-red-900" data-testid="reply-failed">
              <Trans>The platform took this reply down: {review.reply.failReason ?? ''}. You can write a new one.</Trans>
            </p>
          )}
        </div>
      )}
      {pending ? (
        <div className="flex flex-col gap-1" data-testid="reply-pending">
          <p className="whitespace-pre-line break-words text-sm text-gray-900">{String(pending.params.content)}</p>
          <PendingNote pending offline={offline} testId="reply-pending-note" />
        </div>
      ) : (
        (review.state === 'awaitingFeedback' || review.state === 'replyFailed') && (
          <ReplyForm key={writes.refused?.id ?? 'new'} review={review} refused={writes.refused} />
        )
      )}
    </section>
  )
}

function ReplyForm({ review, refused }: { review: Review; refused: ReturnType<typeof useReplyWrites>['refused'] }) {
  const { t } = useLingui()
  const [text, setText] = useState(refused ? String(refused.params.content ?? '') : '')
  const [error, setError] = useState<FormMessage | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const count = charCount(text)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const finding = checkReply(text)
    if (finding) {
      setError(finding)
      return
    }
    setBusy(true)
    try {
      if (refused) await dropRefusedReply(refused.id)
      await sendReply(review.id, text.trim(), { title: review.listingTitle })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3" data-testid="reply-form">
      {refused && (
        <div className="rounded-md bg-red-50 p-3 text-sm text-red-900" data-testid="reply-refused">
          <Trans>Your reply was not taken. Change it and send it again.</Trans>
          <FieldError messageKey={'refusal' in refused ? refused.refusal.key : 'operationFailed'} params={refused.refusal.params} />
        </div>
      )}
      <TextArea
        label={t`Reply to the guest`}
        value={text}
        maxLength={REPLY_MAX_CHARS * 2}
        onChange={(event) => {
          setText(event.target.value)
          if (error) setError(undefined)
        }}
        error={error}
        required
        hint={t`At least ${REPLY_MIN_CHARS} characters. Every guest sees it, and it cannot be changed once sent.`}
        count={`${count} / ${REPLY_MAX_CHARS}`}
        data-testid="reply-text"
      />
      <div>
        <Button type="submit" loading={busy} data-testid="reply-send">
          <Trans>Send reply</Trans>
        </Button>
      </div>
    </form>
  )
}
