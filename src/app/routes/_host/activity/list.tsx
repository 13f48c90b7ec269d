import { createFileRoute } from '@tanstack/react-router'
import { ActivitiesScreen } from '../../../features/market/activities-screen'
import { activityListSearch } from '../../../features/market/market-search'

/** activity/list (spec 2): the platform's activities (issue 17). */
export const Route = createFileRoute('/_host/activity/list')({
  validateSearch: activityListSearch,
  component: Page,
})

function Page() {
  return <ActivitiesScreen search={Route.useSearch()} />
}
