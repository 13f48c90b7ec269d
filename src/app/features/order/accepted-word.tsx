import { useLingui } from '@lingui/react/macro'
import { useAcceptedOrders } from '../../data/order-accepted'
import { useToast } from '../../ui/toast'

/**
 * "Order accepted: {listing}" once the server took an accept (issue 34, decision 0070), from the
 * list, the detail or the queue after an offline tap. Rendered once, by the new-order reminder that
 * goes with every page of the host's frame, and loaded after the first screen: no page's first
 * screen carries it.
 */
export function AcceptedWord() {
  const { t } = useLingui()
  const toast = useToast()
  useAcceptedOrders((accepted) => {
    for (const { title } of accepted) toast.show(title ? t`Order accepted: ${title}` : t`Order accepted`, 'success')
  })
  return null
}
