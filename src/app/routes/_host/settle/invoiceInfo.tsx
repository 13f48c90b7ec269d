import { createFileRoute } from '@tanstack/react-router'
import { InvoiceInfoScreen } from '../../../features/invoice/invoice-info-screen'

/** settle/invoiceInfo (spec 2): invoice titles and the recipient address book (issue 16). */
export const Route = createFileRoute('/_host/settle/invoiceInfo')({
  component: InvoiceInfoScreen,
})
