import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import { defaultWindow, horizonEnd } from '../../../domain/calendar/window'
import { unitToday } from '../../../domain/calendar/zones'
import { overlayPending, pendingChanges } from '../../data/calendar-overlay'
import { calendarQueries } from '../../data/calendar-queries'
import { sentSince, usePendingCalendar } from '../../data/calendar-writes'
import { keptCalendar } from './calendar-keep'

/**
 * The calendar as the host sees it: the units, the server's cells of the default window (today
 * .. +6 months - 1 day, from the earliest "today" among the units' time zones; `extended`: up to
 * the 365-day horizon) and the waiting writes applied on top.
 */
export function useCalendarData(extended = false) {
  const units = useQuery(calendarQueries.units())
  const today = useMemo(() => hostToday(units.data?.units ?? [], Date.now()), [units.data])
  const window = calendarWindow(today, extended)
  const grid = useQuery({ ...calendarQueries.grid(window.from, window.to), enabled: units.isSuccess })
  const pending = usePendingCalendar()
  const changes = useMemo(() => pendingChanges(pending.waiting), [pending.waiting])
  // sent writes the cells on screen were read before (they come with the refetch once the queue is empty)
  const sent = useMemo(() => pendingChanges(sentSince(pending, grid.dataUpdatedAt)), [pending, grid.dataUpdatedAt])
  const cells = useMemo(() => overlayPending(grid.data?.units ?? [], changes, sent), [grid.data, changes, sent])
  const todays = useMemo(() => new Map((grid.data?.units ?? []).map((unit) => [unit.unitId, unit.today])), [grid.data])
  return {
    units,
    grid,
    window,
    today,
    cells,
    pendingCount: pending.waiting.length,
    /** A unit's local today (the server's, else the device's view of its zone). */
    todayOf: (unit: CalendarUnit) => todays.get(unit.unitId) ?? unitToday(unit.country, Date.now()),
  }
}

/** The earliest local date among the units (so no unit's today is cut off); China's without units. */
export function hostToday(units: readonly Pick<CalendarUnit, 'country'>[], nowMs: number): string {
  const dates = (units.length > 0 ? units.map((unit) => unit.country) : ['CHN']).map((country) => unitToday(country, nowMs))
  return dates.reduce((min, date) => (date < min ? date : min))
}

/** Loads the units, then the grid of the default window, into the cache (errors are the screen's to show). */
export async function prefetchCalendar(queryClient: QueryClient): Promise<void> {
  try {
    const answer = await queryClient.ensureQueryData(calendarQueries.units())
    const window = calendarWindow(hostToday(answer.units, Date.now()), keptCalendar.extended)
    await queryClient.prefetchQuery(calendarQueries.grid(window.from, window.to))
  } catch {
    // offline or refused: the screen's own queries show it
  }
}

/** The six months open by default, or everything up to the horizon (today + 364). */
export function calendarWindow(today: string, extended: boolean): { from: string; to: string } {
  return extended ? { from: today, to: horizonEnd(today) } : defaultWindow(today)
}
