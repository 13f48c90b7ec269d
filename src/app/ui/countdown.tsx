import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { formatRemaining, remaining } from '../../domain/order/countdown'

/** Now on the server's clock: the offset learnt when the data came (serverNow vs the local time then). */
export function useServerClock(serverNow: number | undefined, receivedAt: number): () => number {
  const offset = serverNow === undefined ? 0 : serverNow - receivedAt
  return () => Date.now() + offset
}

/** "Confirm within 12:05": ticks every second on the server's clock; says so when the time is up. */
export function Countdown({ deadline, now, kind }: { deadline: number; now: () => number; kind: 'confirm' | 'pay' }) {
  const [, setTick] = useState(0)
  const left = remaining(deadline, now())
  useEffect(() => {
    if (left.expired) return
    const timer = setInterval(() => setTick((n) => n + 1), 1000)
    return () => clearInterval(timer)
  }, [left.expired])
  const time = formatRemaining(left)
  return (
    <span
      className={left.expired ? 'font-medium text-red-800' : 'font-medium text-amber-900 tabular-nums'}
      data-testid="order-countdown"
      data-expired={left.expired || undefined}
      role="timer"
    >
      {left.expired ? (
        kind === 'confirm' ? <Trans>Confirmation time is up</Trans> : <Trans>Payment time is up</Trans>
      ) : kind === 'confirm' ? (
        <Trans>Confirm within {time}</Trans>
      ) : (
        <Trans>Guest pays within {time}</Trans>
      )}
    </span>
  )
}
