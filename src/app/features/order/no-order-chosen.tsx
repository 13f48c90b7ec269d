import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { NothingChosen } from '../../ui/nothing-chosen'

/** An order's detail or print page opened without its number: where to choose one. */
export function NoOrderChosen() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <NothingChosen choose={<Link to="/order/orderList" className="text-brand-800 underline"><Trans>Open the order list</Trans></Link>}>
        <Trans>No order was chosen.</Trans>
      </NothingChosen>
    </div>
  )
}
