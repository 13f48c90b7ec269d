import { createFileRoute } from '@tanstack/react-router'
import { StoreOverviewScreen } from '../../../features/payout/store-screens'

/** settle/merchantStore (spec 2): the host's stores and the payout account each is paid to (issue 15, decision 0051). */
export const Route = createFileRoute('/_host/settle/merchantStore')({
  component: StoreOverviewScreen,
})
