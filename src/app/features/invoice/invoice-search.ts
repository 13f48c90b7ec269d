import { z } from 'zod/mini'
import { INVOICE_STATES } from '../../../domain/invoice/states'

/** /settle/invoice?state=…&page=… (read by the route, in the entry: nothing heavy here). */
export const invoiceSearch = z.object({
  state: z.catch(z.enum([...INVOICE_STATES, '']), ''),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})
export type InvoiceSearch = z.infer<typeof invoiceSearch>
