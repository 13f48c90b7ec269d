import { createFileRoute } from '@tanstack/react-router'
import { CalendarScreen } from '../../../features/calendar/calendar-screen'

/** /house/roomManagement: the room-status calendar of every unit (kept alive: scroll and selection). */
export const Route = createFileRoute('/_host/house/roomManagement')({
  // starts the units and then the grid while the screen's code loads; never blocks the page (a
  // dynamic import: route definitions load with the entry, the calendar's data code need not)
  loader: ({ context }) => void import('../../../features/calendar/use-calendar-data').then((m) => m.prefetchCalendar(context.queryClient)),
  component: CalendarScreen,
})
