import type { BrowserContext } from '@playwright/test'

/** Offline for the page and for the service worker too (setOffline alone does not cut the worker's fetches). */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.setOffline(false)
}
