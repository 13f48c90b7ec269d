import { createFileRoute } from '@tanstack/react-router'
import { CalendarScreen } from '../../../features/calendar/calendar-screen'

/** /house/roomManagement: the room-status calendar of every unit (kept alive: scroll and selection). */
export const Route = createFileRoute('/_host/house/roomManagement')({
  component: CalendarScreen,
})
