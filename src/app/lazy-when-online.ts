import { lazy } from 'react'
import type { ComponentType } from 'react'
import { onConnectionBack } from '../client/events'

/**
 * Loads code and, when it cannot be fetched (the connection dropped before the service worker
 * holds it), tries again at the first sign that the connection is back, instead of failing: a part
 * of the page whose code is missing stays as it is (its fallback) rather than taking the page down.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const stop = onConnectionBack(() => {
          stop()
          resolve(loadWhenOnline(load))
        })
      }),
  )
}

/** React.lazy over loadWhenOnline: for the parts a page always shows (chrome, notices, conflicts). */
export function lazyWhenOnline<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => loadWhenOnline(load).then((component) => ({ default: component })))
}
