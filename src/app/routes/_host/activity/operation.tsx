import { createFileRoute } from '@tanstack/react-router'
import { ActivityOperationScreen } from '../../../features/market/operation-screens'
import { activityIdSearch } from '../../../features/market/market-search'

/** activity/operation?id=… (spec 2): an activity's operation record (issue 17). */
export const Route = createFileRoute('/_host/activity/operation')({
  validateSearch: activityIdSearch,
  component: Page,
})

function Page() {
  return <ActivityOperationScreen id={Route.useSearch().id} unit={Route.useSearch().unit} />
}
