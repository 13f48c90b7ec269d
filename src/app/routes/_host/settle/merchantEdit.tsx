import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { oneOfParam } from '../../../data/search-params'
import { PayoutEditScreen } from '../../../features/payout/payout-edit-screen'

/** settle/merchantEdit?id=… (an account to correct) or ?type=private|public (a new one): spec 2, issue 15. */
const search = v.object({
  id: v.optional(v.fallback(v.pipe(v.string(), v.minLength(1), v.maxLength(40)), '')),
  type: v.optional(oneOfParam(['private', 'public'], 'private')),
})

export const Route = createFileRoute('/_host/settle/merchantEdit')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const { id, type } = Route.useSearch()
  return <PayoutEditScreen search={{ ...(id ? { id } : {}), ...(type ? { type } : {}) }} />
}
