import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/**
 * Waits until the portal's service worker controls the page and has saved the whole portal for
 * offline use (a first install saves only its core and takes over: sw/sw.ts, issue 34), so pages
 * open offline. Returns the worker's script address.
 */
export async function swControls(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).not.toBeNull()
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event: MessageEvent<{ saved?: boolean; error?: string }>) => (event.data?.saved ? resolve() : reject(new Error(event.data?.error)))
        navigator.serviceWorker.controller!.postMessage({ type: 'SAVE_OFFLINE' }, [channel.port2])
      }),
  )
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')
}
