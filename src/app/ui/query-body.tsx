import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { NeedsNetwork, useNeedsNetwork } from './needs-network'
import { Spinner } from './spinner'

type QueryBodyProps<T> = {
  query: UseQueryResult<T>
  /** What a failed read says (an alert). */
  failed: ReactNode
  /** When the data holds nothing to show, and what to say then. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * A list's states, the same on every screen: offline with nothing loaded (NeedsNetwork, which
 * loads again by itself), loading (a spinner), failed (an alert), empty (a note), else the data.
 */
export function QueryBody<T>({ query, failed, isEmpty, empty, children }: QueryBodyProps<T>) {
  const needsNetwork = useNeedsNetwork(query)
  if (needsNetwork) return <NeedsNetwork onRetry={() => void query.refetch()} />
  if (query.isPending) {
    return (
      <div className="flex justify-center p-6">
        <Spinner />
      </div>
    )
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {failed}
      </p>
    )
  }
  if (isEmpty?.(query.data)) {
    return <p className="rounded-md border border-gray-200 bg-white p-6 text-center text-sm text-gray-700">{empty}</p>
  }
  return children(query.data)
}
