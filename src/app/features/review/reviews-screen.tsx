import { useNavigate, Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Review } from '../../../domain/review/endpoints'
import { canReplyIn, type ReviewKind, type ReviewState } from '../../../domain/review/states'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { FilterTabs } from '../../ui/filter-tabs'
import { Select } from '../../ui/select'
import { OverallScore, ReviewStateBadge, ReviewText, ScoreBars, STATE_LABELS } from './review-parts'
import { REVIEW_PAGE_SIZE, reviewQueries } from './review-queries'
import type { ReviewListSearch } from './review-search'

const STATES: ReadonlyArray<ReviewState> = ['awaitingFeedback', 'replied', 'replyFailed', 'failedReview']
const TABS: ReadonlyArray<ReviewState | ''> = ['', ...STATES]
const ALL_LISTINGS = 'all'
const ALL_KINDS = 'all'

/**
 * order/comment (issue 17): the guests' reviews with their five scores and overall score,
 * filtered by state (with counts) and listing, ten a page; each opens its detail to reply.
 */
export function ReviewsScreen({ search }: { search: ReviewListSearch }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Guest reviews`)
  const navigate = useNavigate()
  const reviews = useQuery(reviewQueries.list(search))
  const go = (next: Partial<ReviewListSearch>) => void navigate({ to: '/order/comment', search: { ...search, ...next } })
  const data = reviews.data
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / REVIEW_PAGE_SIZE))
  const all = data ? STATES.reduce((sum, state) => sum + data.counts[state], 0) : undefined

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Guest reviews</Trans>
        </h1>
        {data && data.average !== null && (
          <p className="flex items-baseline gap-2 text-sm text-gray-700" data-testid="reviews-average">
            <Trans>Average of these reviews</Trans> <OverallScore value={data.average} />
          </p>
        )}
      </div>
      <p className="text-sm text-gray-700">
        <Trans>Guests review a stay after it ends. Reply within a few days: your reply is shown under the review to every guest, and cannot be changed once sent.</Trans>
      </p>

      <div className="flex flex-wrap items-end gap-3">
        <FilterTabs
          label={t`Show`}
          value={search.state}
          onChange={(state) => go({ state, page: 1 })}
          options={TABS.map((state) => ({
            value: state,
            label: state === '' ? t`All` : i18n._(STATE_LABELS[state]),
            count: state === '' ? all : data?.counts[state],
          }))}
        />
        <Select
          className="min-w-56"
          label={t`Listing`}
          value={search.listingId || ALL_LISTINGS}
          onValueChange={(value) => go({ listingId: value === ALL_LISTINGS ? '' : value, page: 1 })}
          options={[{ value: ALL_LISTINGS, label: t`All listings` }, ...(data?.listings ?? []).map((l) => ({ value: l.id, label: l.title }))]}
        />
        <Select
          className="min-w-48"
          label={t`Written by`}
          value={search.kind || ALL_KINDS}
          onValueChange={(value) => go({ kind: value === ALL_KINDS ? '' : (value as ReviewKind), page: 1 })}
          options={[
            { value: ALL_KINDS, label: t`Guests and the platform` },
            { value: 'written', label: t`Guests` },
            { value: 'auto', label: t`The platform (default after 60 days)` },
          ]}
        />
      </div>

      <QueryBody
        query={reviews}
        failed={<Trans>The reviews could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(d) => d.list.length === 0}
        empty={search.state || search.listingId || search.kind
          ? <Trans>No review matches these filters.</Trans>
          : <Trans>No guest has reviewed a stay yet. Reviews come after guests leave.</Trans>}
      >
        {(d) => (
          <ul className="flex flex-col gap-3" data-testid="reviews">
            {d.list.map((review) => <ReviewRow key={review.id} review={review} />)}
          </ul>
        )}
      </QueryBody>
      <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
    </div>
  )
}

function ReviewRow({ review }: { review: Review }) {
  const { i18n } = useLingui()
  const replyable = canReplyIn(review.state)
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="review-row" data-review-id={review.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-gray-900">
            {review.listingTitle}
            {review.roomTypeName && <span className="font-normal text-gray-700"> · {review.roomTypeName}</span>}
          </p>
          <p className="text-xs text-gray-700">
            {review.guestName} · {review.checkIn} – {review.checkOut} · <Trans>reviewed {i18n.date(new Date(review.commentedAt), { dateStyle: 'medium' })}</Trans>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OverallScore value={review.overall} />
          <ReviewStateBadge state={review.state} />
        </div>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="line-clamp-4 min-w-0"><ReviewText review={review} /></div>
        <ScoreBars scores={review.scores} />
      </div>
      {review.reply && review.state === 'replied' && (
        <p className="mt-3 line-clamp-2 border-l-2 border-brand-300 pl-3 text-sm text-gray-800">
          <span className="font-medium"><Trans>Your reply:</Trans></span> {review.reply.content}
        </p>
      )}
      <div className="mt-3">
        <Link
          to="/order/commentDetail"
          search={{ id: review.id }}
          className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${replyable ? 'bg-brand-700 text-white hover:bg-brand-800' : 'text-brand-800 underline'}`}
        >
          {replyable ? <Trans>Reply</Trans> : <Trans>View</Trans>}
        </Link>
      </div>
    </li>
  )
}
