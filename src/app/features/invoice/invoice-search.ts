import * as v from 'valibot'
import { INVOICE_STATES } from '../../../domain/invoice/states'
import { oneOfOrEmptyParam, pageParam } from '../../data/search-params'

/** /settle/invoice?state=…&page=… (read by the route, in the entry: nothing heavy here). */
export const invoiceSearch = v.object({
  state: oneOfOrEmptyParam(INVOICE_STATES),
  page: pageParam,
})
export type InvoiceSearch = v.InferOutput<typeof invoiceSearch>
