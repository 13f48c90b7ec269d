import { createFileRoute } from '@tanstack/react-router'
import { invoiceSearch } from '../../../features/invoice/invoice-search'
import { InvoicesScreen } from '../../../features/invoice/invoices-screen'

/** settle/invoice (spec 2): invoices over monthly bills, their progress and reversal (issue 16). */
export const Route = createFileRoute('/_host/settle/invoice')({
  validateSearch: invoiceSearch,
  component: Page,
})

function Page() {
  return <InvoicesScreen search={Route.useSearch()} />
}
