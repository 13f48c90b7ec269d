import { createFileRoute } from '@tanstack/react-router'
import { prefetchCalendar } from '../../../features/calendar/use-calendar-data'
import { CalendarScreen } from '../../../features/calendar/calendar-screen'

/** /house/roomManagement: the room-status calendar of every unit (kept alive: scroll and selection). */
export const Route = createFileRoute('/_host/house/roomManagement')({
  // starts the units and then the grid while the screen's code loads; never blocks the page
  loader: ({ context }) => void prefetchCalendar(context.queryClient),
  component: CalendarScreen,
})
