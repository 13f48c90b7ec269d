import { useEffect, useState } from 'react'
import { onOutboxChangeLater, portalOutboxForReading } from '../../data/outbox-lazy'

/**
 * Writes the server refused, from the outbox. Its code and the local database load once the home
 * has painted (after its first meaningful screen, at idle), not with it (issues 22, 41).
 */
export function useRefusedWrites(): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let live = true
    let off: (() => void) | undefined
    const read = () => {
      void portalOutboxForReading().then((outbox) => {
        if (live) setCount(outbox.outboxState().notSynced)
      }, () => undefined)
    }
    const start = () => {
      if (!live) return
      read()
      off = onOutboxChangeLater(read)
    }
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 500)
    return () => {
      live = false
      if (typeof cancelIdleCallback === 'function' && typeof requestIdleCallback === 'function') cancelIdleCallback(idle as number)
      else clearTimeout(idle as ReturnType<typeof setTimeout>)
      off?.()
    }
  }, [])
  return count
}
