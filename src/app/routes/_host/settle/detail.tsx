import { createFileRoute } from '@tanstack/react-router'
import { statementSearch } from '../../../features/settlement/settlement-search'
import { StatementsScreen } from '../../../features/settlement/statements-screen'

/** settle/detail (spec 2): settlement statements, their orders and export (issue 16). */
export const Route = createFileRoute('/_host/settle/detail')({
  validateSearch: statementSearch,
  component: Page,
})

function Page() {
  return <StatementsScreen search={Route.useSearch()} />
}
