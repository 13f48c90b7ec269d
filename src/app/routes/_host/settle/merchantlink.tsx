import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { textParam } from '../../../data/search-params'
import { LinkStoresScreen } from '../../../features/payout/store-screens'

/** settle/merchantlink?id=… (spec 2): the stores paid to one payout account (issue 15, decision 0051). */
const search = v.object({ id: textParam(40) })

export const Route = createFileRoute('/_host/settle/merchantlink')({
  validateSearch: search,
  component: Page,
})

function Page() {
  return <LinkStoresScreen accountId={Route.useSearch().id} />
}
