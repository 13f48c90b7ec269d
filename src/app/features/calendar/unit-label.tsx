import { Trans } from '@lingui/react/macro'
import type { CalendarUnit } from '../../../domain/calendar/schemas'

/** A row's label: title, currency, offline (off sale) state and outside-calendar marks (stale > 3 h, failing). */
export function UnitLabel({ unit }: { unit: CalendarUnit }) {
  return (
    <span className="flex h-full flex-col justify-between">
      <span className="line-clamp-2 font-medium text-gray-900" title={unit.title}>
        {unit.title}
      </span>
      <span className="flex flex-wrap gap-x-1.5 text-[11px] text-gray-700">
        <span>{unit.currency}</span>
        {/* a hotel's room type (no outside calendars) is on or off sale, a B&B listing online or offline (decision 0084) */}
        {unit.status === 'offline' && (
          <span className="font-semibold text-gray-900" data-testid="unit-off-sale">
            {unit.outsideCalendars === false ? <Trans>Off sale</Trans> : <Trans>Offline</Trans>}
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
