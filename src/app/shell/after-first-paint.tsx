import { useEffect } from 'react'

let ran = false

/**
 * Runs `work` once, after the first screen has been committed and painted and the browser has a
 * moment (idle, at most `timeoutMs` later). Code the first screen does not draw (the host's local
 * database, the overlays) then downloads and compiles after the route's content shows, not in
 * competition with it: on a slow phone the content appears sooner and the first taps are not
 * blocked by compiling it (issue 22: largest contentful paint, total blocking time).
 */
export function AfterFirstPaint({ work, timeoutMs = 1500 }: { work: () => void; timeoutMs?: number }): null {
  useEffect(() => {
    if (ran) return // StrictMode runs effects twice in development
    ran = true
    // the frame after the commit is the one that paints it; the task after that frame follows it
    requestAnimationFrame(() => {
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs })
        else work()
      }, 0)
    })
  }, [work, timeoutMs])
  return null
}
