import { createFileRoute } from '@tanstack/react-router'
import { PayoutListScreen } from '../../../features/payout/payout-list-screen'

/** settle/merchantlist (spec 2): the host's payout (collection) accounts (issue 15). */
export const Route = createFileRoute('/_host/settle/merchantlist')({
  component: PayoutListScreen,
})
