import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Activity, OperationRecord } from '../../../domain/promotion/endpoints'
import type { ActivityType, EntryState, ForbidReason, PromotionKind, PromotionState } from '../../../domain/promotion/rules'
import { cx } from '../../ui/cx'

export const TYPE_LABELS: Record<ActivityType, MessageDescriptor> = {
  seasonal: msg`Seasonal sale`,
  holiday: msg`Holiday sale`,
  lastMinute: msg`Last-minute deals`,
  newListing: msg`New listing boost`,
}

export const ENTRY_LABELS: Record<EntryState, MessageDescriptor> = {
  available: msg`Available`,
  registered: msg`Registered`,
  expired: msg`Expired`,
  enrollmentClosed: msg`Enrollment closed`,
  withdrawn: msg`Withdrawn`,
}

export const FORBID_LABELS: Record<ForbidReason, MessageDescriptor> = {
  notOnline: msg`Not online: only online listings can join`,
  wrongKind: msg`This activity is for another kind of listing`,
  outOfScope: msg`Outside the activity's region`,
  overlapping: msg`Already in another activity on these nights`,
}

export const KIND_LABELS: Record<PromotionKind, MessageDescriptor> = {
  discount: msg`Date discount`,
  lastMinute: msg`Last-minute`,
  longStay: msg`Long stay`,
}

export const PROMOTION_STATE_LABELS: Record<PromotionState, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  active: msg`Running`,
  ended: msg`Ended`,
  withdrawn: msg`Stopped`,
}

const ACTION_LABELS: Record<OperationRecord['action'], MessageDescriptor> = {
  signUp: msg`Signed up`,
  signOut: msg`Signed out`,
  create: msg`Created`,
  withdraw: msg`Stopped`,
  enrollmentClosed: msg`Enrollment closed by the platform`,
}

const TONES: Record<string, string> = {
  available: 'bg-brand-50 text-brand-900', registered: 'bg-green-100 text-green-900', expired: 'bg-gray-200 text-gray-800',
  enrollmentClosed: 'bg-gray-200 text-gray-800', withdrawn: 'bg-amber-100 text-amber-900',
  upcoming: 'bg-brand-50 text-brand-900', active: 'bg-green-100 text-green-900', ended: 'bg-gray-200 text-gray-800',
  open: 'bg-green-100 text-green-900', closed: 'bg-amber-100 text-amber-900',
}

export function StateBadge({ state, label }: { state: string; label: string }) {
  return <span className={cx('inline-flex items-center rounded px-2 py-0.5 text-xs font-medium', TONES[state] ?? 'bg-gray-100 text-gray-800')} data-testid="market-state">{label}</span>
}

/** "Paid by the platform" / "Paid by you" / "Shared: the platform pays 50%". */
export function CostBearer({ activity }: { activity: Pick<Activity, 'costBearer' | 'platformPercent'> }) {
  if (activity.costBearer === 'platform') return <Trans>Paid by the platform (returned to you as a rebate)</Trans>
  if (activity.costBearer === 'host') return <Trans>Paid by you</Trans>
  return <Trans>Shared: the platform pays {activity.platformPercent}% of the discount</Trans>
}

export function ScopeText({ activity }: { activity: Pick<Activity, 'scope'> }) {
  const { t } = useLingui()
  const lodge = { house: t`B&B listings`, store: t`Hotel room types`, all: t`B&B listings and hotel room types` }[activity.scope.lodge]
  const region = { mainland: t`in mainland China`, overseas: t`outside mainland China`, all: t`anywhere` }[activity.scope.region]
  return <>{lodge} {region}</>
}

export function OperationList({ list }: { list: OperationRecord[] }) {
  const { i18n } = useLingui()
  if (list.length === 0) return <p className="text-sm text-gray-700"><Trans>Nothing recorded yet.</Trans></p>
  return (
    <ol className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" data-testid="operation-log">
      {list.map((record, i) => (
        <li key={`${record.at}-${i}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
          <span>
            <span className="font-medium text-gray-900">{i18n._(ACTION_LABELS[record.action])}</span>
            {record.title && <span className="text-gray-800"> · {record.title}</span>}
          </span>
          <span className="text-xs text-gray-700">{record.operator} · {i18n.date(new Date(record.at), { dateStyle: 'medium', timeStyle: 'short' })}</span>
        </li>
      ))}
    </ol>
  )
}
