import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { textParam } from '../../../data/search-params'
import { SellProductScreen } from '../../../features/hotel-products/sell-product-screen'

/** house/sellProduct?hotelId=… (spec 2): an online hotel's products for sale (issue 14, decision 0050). */
const search = v.object({ hotelId: v.optional(textParam(40)) })

export const Route = createFileRoute('/_host/house/sellProduct')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const { hotelId } = Route.useSearch()
  return <SellProductScreen hotelId={hotelId || undefined} />
}
