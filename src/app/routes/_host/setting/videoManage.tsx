import { createFileRoute } from '@tanstack/react-router'
import { AlertsScreen } from '../../../features/order/alerts-screen'

/** setting/videoManage (spec 2; decision 0061): the host's order alerts, sounds and device notifications. */
export const Route = createFileRoute('/_host/setting/videoManage')({
  component: AlertsScreen,
})
