import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderRanking } from '../../domain/order/schemas'
import { orderQueries } from '../data/order-queries'

/**
 * Says when the host's listings are at the bottom of search results or down-ranked after a
 * refused order or a confirmation timeout (business rules 9), until when and because of which
 * order. Shown on the calendar, the listing list and (with the home's own read) the host home.
 */
export function RankingNotice({ ranking: given, collapsed = false }: { ranking?: OrderRanking; collapsed?: boolean } = {}) {
  const { i18n } = useLingui()
  const ranking = useQuery({ ...orderQueries.ranking(), enabled: given === undefined })
  const data = given ?? ranking.data
  if (!data || (data.bottomUntil === null && data.demotedUntil === null)) return null
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  const orders = [...new Set(data.penalties.filter((p) => p.reason !== 'violation').map((p) => p.orderNo))].join(', ')
  // a violation staff punished carries its record's number where an order's would be (decision 0060)
  const records = [...new Set(data.penalties.filter((p) => p.reason === 'violation').map((p) => p.orderNo))].join(', ')
  // in a paragraph, or (a phone's folded notice) in its summary line, which takes no paragraph
  const Line = collapsed ? 'span' : 'p'
  const bottom = data.bottomUntil !== null && (
    <Line className={collapsed ? undefined : 'block'} data-testid="ranking-bottom">
      <Trans>Your listings are at the bottom of search results until {date(data.bottomUntil)}.</Trans>
    </Line>
  )
  const demoted = data.demotedUntil !== null && (
    <Line className={collapsed ? undefined : 'block'} data-testid="ranking-demoted">
      <Trans>Your listings are down-ranked until {date(data.demotedUntil)}.</Trans>
    </Line>
  )
  const why = (
    <>
      {orders && (
        <p className="text-xs">
          <Trans>Because of order {orders}: a refused order or one not confirmed in time.</Trans>
        </p>
      )}
      {records && (
        <p className="text-xs">
          <Trans>Because of violation record {records}:</Trans>{' '}
          <Link to="/risk/record" search={{ state: '', page: 1 }} className="font-medium underline"><Trans>see your violation records</Trans></Link>
        </p>
      )}
    </>
  )
  if (collapsed) {
    // on a phone: the first line shows, the rest one tap away (the calendar stays in the first screen)
    return (
      <details className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="ranking-notice" role="status">
        <summary className="cursor-pointer">{bottom || demoted}</summary>
        {bottom && demoted && <span className="block">{demoted}</span>}
        {why}
      </details>
    )
  }
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="ranking-notice">
      {bottom}
      {demoted}
      {why}
    </div>
  )
}
