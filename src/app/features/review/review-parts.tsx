import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Review } from '../../../domain/review/endpoints'
import { SCORE_ASPECTS, SCORE_MAX, type ScoreAspect, type ReviewState } from '../../../domain/review/rules'
import { cx } from '../../ui/cx'

export const ASPECT_LABELS: Record<ScoreAspect, MessageDescriptor> = {
  hygiene: msg`Hygiene`,
  safety: msg({ message: 'Safety', context: 'review score' }),
  descriptionMatch: msg`As described`,
  trafficLocation: msg`Location and transport`,
  costEffectiveness: msg`Value for money`,
}

export const STATE_LABELS: Record<ReviewState, MessageDescriptor> = {
  awaitingFeedback: msg`Awaiting your reply`,
  replied: msg`Replied`,
  replyFailed: msg`Reply failed`,
  failedReview: msg`Failed review`,
}

const STATE_TONES: Record<ReviewState, string> = {
  awaitingFeedback: 'bg-amber-100 text-amber-900',
  replied: 'bg-green-100 text-green-900',
  replyFailed: 'bg-red-100 text-red-900',
  failedReview: 'bg-gray-200 text-gray-800',
}

export function ReviewStateBadge({ state }: { state: ReviewState }) {
  const { i18n } = useLingui()
  return (
    <span className={cx('inline-flex items-center rounded px-2 py-0.5 text-xs font-medium', STATE_TONES[state])} data-testid="review-state">
      {i18n._(STATE_LABELS[state])}
    </span>
  )
}

/** The overall score, large, with "out of 5" for screen readers and the eye. */
export function OverallScore({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  const { i18n } = useLingui()
  const shown = i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <span className="inline-flex items-baseline gap-1" data-testid="overall-score">
      <span className={cx('font-semibold text-brand-800', size === 'lg' ? 'text-3xl' : 'text-xl')}>{shown}</span>
      <span className="text-xs text-gray-700"><Trans>/ 5</Trans></span>
    </span>
  )
}

/** The five scores as bars (read as "Hygiene 4 of 5"). */
export function ScoreBars({ scores, className }: { scores: Review['scores']; className?: string }) {
  const { t, i18n } = useLingui()
  return (
    <dl className={cx('grid grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-1 text-xs', className)} data-testid="score-bars">
      {SCORE_ASPECTS.map((aspect) => (
        <div key={aspect} className="contents">
          <dt className="text-gray-700">{i18n._(ASPECT_LABELS[aspect])}</dt>
          <dd className="contents">
            <span
              role="meter"
              aria-label={i18n._(ASPECT_LABELS[aspect])}
              aria-valuemin={0}
              aria-valuemax={SCORE_MAX}
              aria-valuenow={scores[aspect]}
              aria-valuetext={t`${scores[aspect]} of ${SCORE_MAX}`}
              className="block h-2 min-w-16 overflow-hidden rounded bg-gray-200"
            >
              <span className="block h-full rounded bg-brand-600" style={{ width: `${(scores[aspect] / SCORE_MAX) * 100}%` }} />
            </span>
            <span className="text-right font-medium tabular-nums text-gray-900" aria-hidden>{scores[aspect]}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The guest's words, or what the platform wrote for a guest who wrote none. */
export function ReviewText({ review }: { review: Review }): ReactNode {
  if (review.auto) {
    return (
      <p className="text-sm italic text-gray-700" data-testid="review-auto">
        <Trans>The guest wrote no review within 60 days of the stay; the platform gave its default five points.</Trans>
      </p>
    )
  }
  return <p className="whitespace-pre-line break-words text-sm text-gray-900" data-testid="review-text">{review.content}</p>
}
