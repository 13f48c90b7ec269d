import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderAction } from '../../../domain/order/enums'
import { orderQueries } from '../../data/order-queries'
import { ROLE_TEXTS } from './order-texts'

/** The operation log of an order: who did what, when, from which operating role. */
export function OrderLog({ orderNo, actionText }: { orderNo: string; actionText: (action: OrderAction) => string }) {
  const { t, i18n } = useLingui()
  const log = useQuery(orderQueries.records(orderNo))
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-label={t`Operation log`}>
      <h2 className="mb-2 text-base font-semibold text-gray-900">
        <Trans>Operation log</Trans>
      </h2>
      {!log.data ? (
        <p className="text-sm text-gray-700">{log.isError ? <Trans>The log could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" data-testid="order-log">
          {log.data.list.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-wrap gap-x-3" data-action={entry.action}>
              <time className="text-gray-700 tabular-nums" dateTime={new Date(entry.at).toISOString()}>
                {i18n.date(new Date(entry.at), { dateStyle: 'short', timeStyle: 'medium' })}
              </time>
              <span className="font-medium text-gray-900">{actionText(entry.action)}</span>
              <span className="text-gray-700">
                {i18n._(ROLE_TEXTS[entry.role])}
                {entry.role !== 'system' && ` · ${entry.operator}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
