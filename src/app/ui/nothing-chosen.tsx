import type { ReactNode } from 'react'

/**
 * A page opened without the id of what it shows (an address typed, cut short or kept from
 * elsewhere): it says what is missing and where to choose one, instead of a spinner that waits
 * for a read that never starts.
 */
export function NothingChosen({ children, choose }: { children: ReactNode; choose: ReactNode }) {
  return (
    <div role="status" data-testid="nothing-chosen" className="rounded-md border border-gray-200 bg-white p-6 text-center text-sm text-gray-700">
      <p>{children}</p>
      <p className="mt-2">{choose}</p>
    </div>
  )
}
