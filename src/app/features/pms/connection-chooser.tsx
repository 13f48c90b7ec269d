import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { QueryBody } from '../../ui/query-body'
import { pmsQueries } from './pms-queries'

/**
 * linkHouse and orderList opened without a connection (an address typed or kept from elsewhere):
 * the host's connections to choose from, instead of a page that waits for nothing.
 */
export function ConnectionChooser({ page }: { page: 'linkHouse' | 'orderList' }) {
  const connections = useQuery(pmsQueries.connections())
  return (
    <QueryBody
      query={connections}
      failed={<Trans>The connections could not be loaded. Check the connection and try again.</Trans>}
      isEmpty={(list) => list.length === 0}
      empty={
        <span data-testid="pms-choose-none">
          <Trans>No store is connected yet.</Trans>{' '}
          <Link to="/house/directConnection" className="text-brand-800 underline"><Trans>Connect a store</Trans></Link>
        </span>
      }
    >
      {(list) => (
        <section aria-labelledby="pms-choose" className="flex flex-col gap-2" data-testid="pms-choose-connection">
          <h2 id="pms-choose" className="text-base font-medium text-gray-900"><Trans>Choose a connection</Trans></h2>
          <ul className="flex flex-col gap-2">
            {list.map((connection) => (
              <li key={connection.connectionId}>
                <Link
                  className="block min-h-11 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm text-brand-800 underline"
                  {...(page === 'linkHouse'
                    ? { to: '/house/directConnection/linkHouse', search: { connectionId: connection.connectionId } }
                    : { to: '/house/directConnection/orderList', search: { connectionId: connection.connectionId, page: 1 } })}
                >
                  {connection.storeName} · {connection.partnerName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryBody>
  )
}
