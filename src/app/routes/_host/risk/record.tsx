import { createFileRoute } from '@tanstack/react-router'
import { riskSearch } from '../../../features/risk/risk-search'
import { RiskScreen } from '../../../features/risk/risk-screen'

/** risk/record (spec 2): the host's violation records (issue 18). */
export const Route = createFileRoute('/_host/risk/record')({
  validateSearch: riskSearch,
  component: Page,
})

function Page() {
  return <RiskScreen search={Route.useSearch()} />
}
