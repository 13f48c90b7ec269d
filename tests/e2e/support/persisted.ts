import type { Page } from '@playwright/test'

/** The query keys of the persisted cache rows in the portal's IndexedDB, per row key (parts joined by '/', objects as JSON). */
export function persistedQueries(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('host-portal')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const all = db.transaction('queryCache').objectStore('queryCache').getAll()
          all.onerror = () => reject(all.error)
          all.onsuccess = () => {
            const rows = all.result as { key: string; value: { clientState: { queries: { queryKey: unknown[] }[] } } }[]
            db.close()
            resolve(Object.fromEntries(rows.map((row) => [row.key, row.value.clientState.queries.map((q) => q.queryKey.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('/'))])))
          }
        }
      }),
  )
}
