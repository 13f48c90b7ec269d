import type { Page } from '@playwright/test'

/**
 * The query keys of the persisted cache rows in the portal's IndexedDB, per row key (parts joined
 * by '/', objects as JSON); {} while the portal has not created its database. The reading never
 * creates the database and always closes its connection: an open one (or an empty database made
 * here) would hold up the portal's own opening, which now starts after a first visit's first screen.
 */
export function persistedQueries(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('host-portal')
        // the portal has not made it yet: do not make it here (the creation is aborted)
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve({})
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queryCache')) {
            db.close()
            resolve({})
            return
          }
          const all = db.transaction('queryCache').objectStore('queryCache').getAll()
          all.onerror = () => {
            db.close()
            reject(all.error)
          }
          all.onsuccess = () => {
            const rows = all.result as { key: string; value: { clientState: { queries: { queryKey: unknown[] }[] } } }[]
            db.close()
            resolve(Object.fromEntries(rows.map((row) => [row.key, row.value.clientState.queries.map((q) => q.queryKey.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('/'))])))
          }
        }
      }),
  )
}
