import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { invoiceEndpoints } from '../../../domain/invoice/endpoints'
import type { InvoiceState } from '../../../domain/invoice/rules'
// the texts of this area's message keys come with its screens (decision 0043)
import '../../shell/message-texts/finance'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('invoice', invoiceEndpoints)

export const INVOICE_PAGE_SIZE = 10

/** Invoicing's reads (issue 16): titles, addresses, the bill months and the invoices. */
export const invoiceQueries = {
  all: ['invoice'] as const,
  titles: () => queryOptions({
    queryKey: [...invoiceQueries.all, 'titles'] as const,
    queryFn: () => call('invoiceTitleList', {}, { hideMessage: true }),
    staleTime: 60_000,
  }),
  addresses: () => queryOptions({
    queryKey: [...invoiceQueries.all, 'addresses'] as const,
    queryFn: () => call('shippingAddressList', {}, { hideMessage: true }),
    staleTime: 60_000,
  }),
  periods: () => queryOptions({
    queryKey: [...invoiceQueries.all, 'periods'] as const,
    queryFn: () => call('invoicePeriods', {}, { hideMessage: true }),
    staleTime: 30_000,
  }),
  invoices: (state: InvoiceState | '', page: number) => queryOptions({
    queryKey: [...invoiceQueries.all, 'list', state, page] as const,
    queryFn: () => call('invoiceList', { state, offset: (page - 1) * INVOICE_PAGE_SIZE, length: INVOICE_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  }),
}
