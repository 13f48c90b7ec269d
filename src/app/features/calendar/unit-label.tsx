import { Trans } from '@lingui/react/macro'
import type { CalendarUnit } from '../../../domain/calendar/schemas'

/** A row's label: title, currency, offline state and outside-calendar marks (stale > 3 h, failing). */
export function UnitLabel({ unit }: { unit: CalendarUnit }) {
  return (
    <span className="flex h-full flex-col justify-between">
      <span className="line-clamp-2 font-medium text-gray-900" title={unit.title}>
        {unit.title}
      </span>
      <span className="flex flex-wrap gap-x-1.5 text-[11px] text-gray-700">
        <span>{unit.currency}</span>
        {unit.status === 'offline' && (
          <span>
            <Trans>Offline</Trans>
          </span>
        )}
        {unit.feeds.stale && (
          <span className="font-semibold text-amber-800" data-testid="feed-stale">
            ⚠ <Trans>Outside calendar out of date</Trans>
          </span>
        )}
        {!unit.feeds.stale && unit.feeds.failing && (
          <span className="font-semibold text-red-700">
            ⚠ <Trans>Outside calendar failed</Trans>
          </span>
        )}
      </span>
    </span>
  )
}
