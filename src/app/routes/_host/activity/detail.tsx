import { createFileRoute } from '@tanstack/react-router'
import { ActivityDetailScreen } from '../../../features/market/activity-detail-screen'
import { activityIdSearch } from '../../../features/market/market-search'

/** activity/detail?id=… (spec 2): an activity and the host's listings in it (issue 17). */
export const Route = createFileRoute('/_host/activity/detail')({
  validateSearch: activityIdSearch,
  component: Page,
})

function Page() {
  return <ActivityDetailScreen id={Route.useSearch().id} unit={Route.useSearch().unit} />
}
