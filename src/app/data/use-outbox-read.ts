import { useEffect, useRef, useState } from 'react'
import type { DependencyList } from 'react'
import { firstScreenReady } from '../first-screen'
import { onOutboxChangeLater } from './outbox-lazy'

/**
 * What a screen shows of the outbox: `read` runs once the first meaningful screen is there (the
 * outbox's code comes after it, issue 41) and after every outbox change, and its
 * answer becomes the state (an answer arriving after unmount or after a newer read is dropped).
 * `read` may act on what it finds (e.g. refetch a query when an entry has gone). `same` keeps the
 * previous state when nothing changed, so the screen does not re-render on unrelated changes.
 */
export function useOutboxRead<T>(read: () => Promise<T>, initial: T, deps: DependencyList, same?: (a: T, b: T) => boolean): T {
  const [value, setValue] = useState<T>(initial)
  const readRef = useRef(read)
  readRef.current = read
  const sameRef = useRef(same)
  sameRef.current = same
  useEffect(() => {
    let live = true
    let latest = 0
    const reread = () => {
      const ticket = ++latest
      readRef.current().then(
        (next) => {
          if (!live || ticket !== latest) return
          setValue((prev) => (sameRef.current?.(prev, next) ? prev : next))
        },
        () => undefined,
      )
    }
    void firstScreenReady().then(() => {
      if (live) reread()
    })
    const off = onOutboxChangeLater(reread)
    return () => {
      live = false
      off()
    }
    // the caller names what `read` depends on
  }, deps)
  return value
}
