import { useQuery } from '@tanstack/react-query'
import { Plural, Trans } from '@lingui/react/macro'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import { calendarFeedQueries } from '../../data/calendar-feed-queries'

/**
 * Double bookings at the top of the calendar: a night an outside calendar marks busy on which the
 * unit already has bookings (computed live by the server). Nothing while there are none or the
 * feeds cannot be read.
 */
export function DoubleBookingAlerts({ units, collapsed = false }: { units: readonly CalendarUnit[]; collapsed?: boolean }) {
  const feeds = useQuery({ ...calendarFeedQueries.feeds(), enabled: units.some((unit) => unit.feeds.count > 0) })
  const alerts = feeds.data?.alerts ?? []
  if (alerts.length === 0) return null
  const titles = new Map(units.map((unit) => [unit.unitId, unit.title]))
  const names = new Map((feeds.data?.feeds ?? []).map((feed) => [feed.feedId, feed.name]))
  const list = (
    <ul className="mt-1 list-disc pl-5">
      {alerts.map((alert) => (
        <li key={`${alert.unitId}|${alert.date}|${alert.feedId}`}>
          <Trans>
            {titles.get(alert.unitId) ?? alert.unitId}, {alert.date}: {alert.booked} booked, busy in {names.get(alert.feedId) ?? alert.feedId}
          </Trans>
        </li>
      ))}
    </ul>
  )
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="double-booking-alerts">
      <p className="font-semibold">
        <Trans>Possible double bookings: an outside calendar is busy on nights that already have bookings here.</Trans>
      </p>
      {collapsed ? (
        // on a phone the nights fold away: the calendar stays in the first screen (issue 34)
        <details className="mt-1">
          <summary className="cursor-pointer font-medium underline">
            <Plural value={alerts.length} one="See the night" other="See the # nights" />
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </div>
  )
}
