/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core'
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { saveEntries } from './offline-save'
import type { SaveEntry, SaveProgress } from './offline-save'
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from './sw-messages'
import { isAppNavigation } from './sw-routes'
import { workerCookies } from './cookies'
import { acceptFromNotification, refreshInWorker, replayInWorker } from './answer'
import { REFRESH_SYNC_TAG } from '../src/client/refresh-meta'
import { setAppBadge } from '../src/client/app-badge'
import { SHARE_FIELD, SHARE_TARGET_PATH, saveSharedPhotos } from '../src/client/shared-photos'
import type { PushAnswer } from '../src/domain/alerts/schemas'
import { parsePrerendered, prerenderedFile, requestLang } from '../src/domain/prerendered'
import type { PrerenderedTable } from '../src/domain/prerendered'

declare const self: ServiceWorkerGlobalScope

/**
 * The portal's service worker (docs/decisions/0010-pwa.md): precaches the build (shell, route
 * chunks with their catalogs, icons, guide and agreement pages, alert sounds) and answers app
 * navigations from the precache: a prerendered first screen (the page, or a signed-in host's
 * frame, in the chosen language: issue 41), else index.html. It does not touch /api, /files, /verify, /open-api or /ical (no route:
 * those requests go to the network as if there were no SW, never cached), and waits for
 * the host's click (SKIP_WAITING from the update prompt) before it takes over.
 *
 * The precache is Workbox's (its keys, its route, its clean-up of outdated files), filled here
 * (issue 34): a first install saves the core (the pages, the stylesheet, the entry and the daily
 * screens: scripts/offline-core.ts), six files at a time, and takes over the page at once; the
 * rest is saved right after, its progress told to the pages. An update saves everything before
 * it is offered: the running version serves meanwhile.
 */
type Entry = PrecacheEntry & { core?: boolean }
const manifest = self.__WB_MANIFEST as Entry[]
const precache = new PrecacheController()
precache.addToCacheList(manifest)
registerRoute(new PrecacheRoute(precache))
cleanupOutdatedCaches()

function saveList(list: readonly Entry[]): SaveEntry[] {
  const keys = precache.getURLsToCacheKeys()
  return list.map((entry) => {
    const url = new URL(entry.url, self.location.href).href
    return { url, cacheKey: keys.get(url) ?? url, reload: Boolean(entry.revision) }
  })
}

async function save(list: readonly Entry[]): Promise<void> {
  await saveEntries(saveList(list), { cache: await caches.open(cacheNames.precache), fetch: (url, init) => fetch(url, init), onProgress: tell })
}

let lastProgress: SaveProgress | null = null
let toldAt = 0
let telling: ReturnType<typeof setTimeout> | null = null
/** How often the pages hear of the save's progress (a file at a time would be 233 messages). */
const TELL_EVERY_MS = 250

/**
 * Every page of the portal hears how much of the build is saved (the offline banner says it): at
 * most every TELL_EVERY_MS, and always the last figure.
 */
function tell(progress: SaveProgress): void {
  lastProgress = progress
  const wait = toldAt + TELL_EVERY_MS - Date.now()
  if (progress.saved < progress.total && wait > 0) {
    telling ??= setTimeout(() => {
      telling = null
      if (lastProgress) tell(lastProgress)
    }, wait)
    return
  }
  if (telling) clearTimeout(telling)
  telling = null
  toldAt = Date.now()
  void self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
    for (const client of clients) client.postMessage({ type: SW_MESSAGES.offlineProgress, ...progress })
  })
}

let savingAll: Promise<void> | null = null
/** The whole build saved (once; again after a failure, for what is still missing). */
function saveAll(): Promise<void> {
  savingAll ??= save(manifest).catch((error: unknown) => {
    savingAll = null
    throw error
  })
  return savingAll
}

self.addEventListener('install', (event) => {
  event.waitUntil(save(self.registration.active ? manifest : manifest.filter((entry) => entry.core)))
})

self.addEventListener('activate', (event) => {
  void precache.activate(event)
  event.waitUntil(self.clients.claim())
  // the rest of the build; the pages ask again (SAVE_OFFLINE), which keeps the worker alive until it is done
  void saveAll().catch(() => undefined)
})

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isAppNavigation(url.pathname),
  async ({ url, request }) => {
    const page = prerenderedFile(await prerenderedTable(), { pathname: url.pathname, lang: requestLang(url.searchParams.get('lang') ?? undefined, await cookie('lang')), signedIn: await signedIn() })
    return (page ? await precache.matchPrecache(`/${page}`) : undefined) ?? (await precache.matchPrecache('/index.html')) ?? fetch(request)
  },
)

let table: Promise<PrerenderedTable | null> | undefined
function prerenderedTable(): Promise<PrerenderedTable | null> {
  table ??= precache.matchPrecache('/prerendered.json').then((response) => response?.text() ?? null, () => null).then(parsePrerendered)
  return table
}

/** A cookie through the worker's cookie API (without it: undefined, the default language, the host's frame by path). */
async function cookie(name: string): Promise<string | undefined> {
  return (await workerCookies()?.get(name).catch(() => null))?.value ?? undefined
}

/** Whether the session's cookies are there (the page checks them again; without the cookie API: yes, the path decides). */
async function signedIn(): Promise<boolean> {
  if (!workerCookies()) return true
  const values = await Promise.all(['userId', 'sessId', 'xztoken'].map(cookie))
  return values.every(Boolean)
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
  if (type === SW_MESSAGES.saveOffline) {
    // answered on the message's port once the whole build is saved (or could not be, offline)
    const port = event.ports[0]
    if (lastProgress) tell(lastProgress)
    // a save already under way may have begun before the connection came back: once more if it fails
    const saved = saveAll().catch(() => saveAll())
    event.waitUntil(saved.then(() => port?.postMessage({ saved: true }), (error: unknown) => port?.postMessage({ saved: false, error: String(error) })))
  }
})

declare global {
  /** The Background Sync event (Chromium only; not in TypeScript's webworker lib). */
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent
  }
}

// Background Sync wakes the outbox where the browser has it (never relied on: Safari and Firefox
// lack it): every open portal tab is asked to replay; the outbox's Web Lock keeps it to one sender.
// With no tab open the worker sends it itself (an answer from a notification kept offline, issue 40).
self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      if (clients.length === 0) return replayInWorker()
      for (const client of clients) client.postMessage({ type: SW_MESSAGES.outboxReplay })
    }),
  )
})

// ---- Photos shared from the phone's gallery (the manifest's share target, issue 40) ----
// The installed portal receives them as a form post: kept on the device (IndexedDB), then the
// portal opens its screen to choose where they go. Workbox's routes are GET only: this is the one POST.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== SHARE_TARGET_PATH) return
  event.respondWith(
    (async () => {
      let count = 0
      try {
        const form = await event.request.formData()
        count = await saveSharedPhotos(form.getAll(SHARE_FIELD).filter((value): value is File => value instanceof File), Date.now())
      } catch {
        // an unreadable post or a full disk: the screen says nothing arrived
      }
      return Response.redirect(new URL(`/share?photos=${count}`, self.location.origin).href, 303)
    })(),
  )
})

// The browser's periodic Background Sync (an installed portal it lets run now and then): the host's
// saved orders and home figures are refreshed while the portal is closed (issue 40)
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const periodic = event as ExtendableEvent & { tag?: string }
  if (periodic.tag !== REFRESH_SYNC_TAG) return
  periodic.waitUntil(refreshInWorker().catch(() => undefined))
})

// ---- Web Push: new and cancelled orders (decision 0026), answered from the notification (issue 40) ----

/** What the server's push carries (src/domain/alerts/schemas.ts OrderPushPayload). */
type PushPayload = { kind?: string; orderNo?: string | null; title?: string; body?: string; url?: string; badge?: number; answer?: PushAnswer; listing?: string }

/** What a notification keeps for a tap: where it leads, and for a new order what Accept needs. */
type NotificationData = { url: string; orderNo?: string; listing?: string; answer?: PushAnswer }

/** Whether this browser shows a notification's buttons (feature detection: 0 or absent where it has none). */
function showsActions(): boolean {
  return (((self as unknown as { Notification?: { maxActions?: number } }).Notification?.maxActions) ?? 0) > 0
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = {}
  try {
    payload = (event.data?.json() as PushPayload | undefined) ?? {}
  } catch {
    payload = { body: event.data?.text() ?? '' }
  }
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/order/orderList'
  const answerable = Boolean(payload.answer && payload.orderNo && payload.listing)
  const data: NotificationData = answerable ? { url, orderNo: payload.orderNo!, listing: payload.listing!, answer: payload.answer! } : { url }
  event.waitUntil(
    Promise.all([setAppBadge(Number(payload.badge)), self.registration.showNotification(payload.title ?? 'New order', {
      body: payload.body ?? '',
      // one notification per order (a cancellation replaces its new-order one); one per conversation
      tag: payload.orderNo ? `order-${payload.orderNo}` : payload.kind === 'chat' ? `chat-${payload.url}` : 'order-alert',
      icon: '/icons/icon-192.png',
      data,
      // Accept and Open where the browser shows buttons; elsewhere a tap opens the order, its
      // Accept at the bottom of the screen, in reach of the thumb (issue 34)
      ...(answerable && showsActions() ? { actions: [{ action: 'accept', title: payload.answer!.accept }, { action: 'open', title: payload.answer!.open }] } : {}),
    } as NotificationOptions)]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = (event.notification.data ?? {}) as Partial<NotificationData>
  const url = new URL(data.url ?? '/order/orderList', self.location.origin).href
  const answer = event.action === 'accept' && data.orderNo && data.listing && data.answer
    ? acceptFromNotification({ orderNo: data.orderNo, title: data.listing, url: data.url ?? '/order/orderList', answer: data.answer })
    : Promise.resolve(false)
  // where the worker cannot send the accept (no cookie API, signed out), the order opens instead
  event.waitUntil(answer.catch(() => false).then((sent) => (sent ? undefined : openPortal(url))))
})

/** A portal tab is open: brought forward on `url`; otherwise one opens there. */
async function openPortal(url: string): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const tab = clients.find((client) => new URL(client.url).origin === self.location.origin)
  if (tab) {
    await tab.focus()
    await tab.navigate(url).catch(() => undefined)
    return
  }
  await self.clients.openWindow(url)
}
