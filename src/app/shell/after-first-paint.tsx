import { useEffect } from 'react'
import { firstScreenReady } from '../first-screen'

let ran = false

/**
 * Runs `work` once, after the first meaningful screen (src/app/shell/first-screen.ts) has been
 * committed and painted and the browser has a moment (idle, at most `timeoutMs` later: a host can go
 * offline a second after the screen came, and the outbox must be there to keep what they change). Code the first screen does not draw (the host's local
 * database, the overlays) then downloads and compiles after the route's content shows, not in
 * competition with it: on a slow phone the content appears sooner and the first taps are not
 * blocked by compiling it (issues 22, 41: largest contentful paint, total blocking time).
 */
export function AfterFirstPaint({ work, timeoutMs = 300 }: { work: () => void; timeoutMs?: number }): null {
  useEffect(() => {
    if (ran) return // StrictMode runs effects twice in development
    ran = true
    // the frame after the screen's commit is the one that paints it; the task after that frame follows it
    void firstScreenReady().then(() =>
      requestAnimationFrame(() => {
        setTimeout(() => {
          if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs })
          else work()
        }, 0)
      }),
    )
  }, [work, timeoutMs])
  return null
}
