import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DashboardTenant, StayMovement } from '../../../domain/dashboard/schemas'
import type { OrderSummary } from '../../../domain/order/schemas'
import { orderPlaceName } from '../../../domain/order/place-name'
import { homeQueries, refetchUnlessJustLoaded } from '../../data/home-queries'
import { Card } from '../../ui/card'
import { detailTo, LoadFailed, Loading } from './home-card-parts'

/** Guests arriving and leaving today and tomorrow (in each listing's own day). */
export function StaysCard() {
  const { t } = useLingui()
  const tenant = useQuery({ ...homeQueries.tenant(), refetchOnMount: refetchUnlessJustLoaded })
  return (
    <Card title={t`Today and tomorrow`} data-testid="home-stays">
      {tenant.isPending ? (
        <Loading label={t`Loading`} />
      ) : tenant.isError ? (
        <LoadFailed onRetry={() => void tenant.refetch()} />
      ) : (
        <Movements data={tenant.data} />
      )}
    </Card>
  )
}

function Movements({ data }: { data: DashboardTenant }) {
  const { t } = useLingui()
  const columns: Array<{ day: StayMovement['day']; title: string }> = [
    { day: 'today', title: t`Today` },
    { day: 'tomorrow', title: t`Tomorrow` },
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {columns.map(({ day, title }) => {
        const arrivals = data.arrivals.filter((m) => m.day === day)
        const departures = data.departures.filter((m) => m.day === day)
        return (
          <section key={day} aria-label={title} data-day={day}>
            <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
            {arrivals.length + departures.length === 0 ? (
              <p className="mt-1 text-sm text-gray-700">
                <Trans>No arrivals or departures.</Trans>
              </p>
            ) : (
              <ul className="mt-1 flex flex-col">
                {arrivals.map(({ order }) => (
                  <MovementRow key={`in-${order.orderNo}`} order={order} kind="arrival" />
                ))}
                {departures.map(({ order }) => (
                  <MovementRow key={`out-${order.orderNo}`} order={order} kind="departure" />
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}

function MovementRow({ order, kind }: { order: OrderSummary; kind: 'arrival' | 'departure' }) {
  return (
    <li data-movement={kind} data-order={order.orderNo}>
      <Link to={detailTo(order)} search={{ orderNo: order.orderNo }} className="flex min-h-11 items-start gap-2 py-1 text-sm hover:underline">
        <span
          className={`mt-0.5 shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${kind === 'arrival' ? 'bg-green-100 text-green-900' : 'bg-sky-100 text-sky-900'}`}
        >
          {kind === 'arrival' ? (order.state === 'checkedIn' ? <Trans>Arrived</Trans> : <Trans>Arrives</Trans>) : <Trans>Leaves</Trans>}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-gray-900">
            {order.bookerName} · <Plural value={order.guestCount} one="# guest" other="# guests" />
          </span>
          <span className="truncate text-xs text-gray-700">{orderPlaceName(order)}</span>
        </span>
      </Link>
    </li>
  )
}
