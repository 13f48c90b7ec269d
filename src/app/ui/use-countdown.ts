import { useCallback, useEffect, useState } from 'react'

/** Seconds the "send code" button waits after a code was sent (spec: 60 s countdown). */
export const RESEND_SECONDS = 60

/**
 * A countdown to a deadline in ms since epoch; `remaining` is whole seconds left (0 = ready).
 * The deadline is wall-clock based, so a backgrounded tab shows the right value when it wakes.
 */
export function useCountdown(seconds = RESEND_SECONDS) {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (deadline === null) return
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= deadline) {
        setDeadline(null)
      }
    }, 250)
    return () => window.clearInterval(timer)
  }, [deadline])

  const start = useCallback(() => {
    const current = Date.now()
    setNow(current)
    setDeadline(current + seconds * 1000)
  }, [seconds])

  return { remaining: remainingSeconds(deadline, now), start }
}

/** Whole seconds from now to the deadline, rounded up; 0 when none or past. */
export function remainingSeconds(deadline: number | null, now: number): number {
  if (deadline === null || now >= deadline) return 0
  return Math.ceil((deadline - now) / 1000)
}
