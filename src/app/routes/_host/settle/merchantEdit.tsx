import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { PayoutEditScreen } from '../../../features/payout/payout-edit-screen'

/** settle/merchantEdit?id=… (an account to correct) or ?type=private|public (a new one): spec 2, issue 15. */
const search = z.object({
  id: z.optional(z.catch(z.string().check(z.minLength(1), z.maxLength(40)), '')),
  type: z.optional(z.catch(z.enum(['private', 'public']), 'private')),
})

export const Route = createFileRoute('/_host/settle/merchantEdit')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const { id, type } = Route.useSearch()
  return <PayoutEditScreen search={{ ...(id ? { id } : {}), ...(type ? { type } : {}) }} />
}
