/**
 * The build's prerendering (issue 41; scripts/prerender.ts runs it in Node after the client build):
 * React's own server renderer makes the HTML of the public pages' first screens and of a signed-in
 * host's frame, in each language, so that a first visit shows them before any script has run; the
 * client hydrates them (src/app/main.tsx). The tree is the client's (AppRoot); what a page shows
 * comes from the same components, routes and catalogs.
 */
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { createMemoryHistory } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { configureCookieSource } from '../client/session'
import { AppRoot } from './app-root'
import { setHydratingHostFrame } from './hydration'
import type { PrerenderKind } from './hydration'
import { APP_TITLE, htmlLang, loadLocale } from './i18n'
import type { Lang } from './i18n'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

export type PrerenderTarget = { path: string; lang: Lang; kind: PrerenderKind }
export type Prerendered = { html: string; title: string; htmlLang: string }

/** A signed-in host with no data: the frame does not depend on who it is. */
const FRAME_SESSION = 'userId=0; sessId=prerender; xztoken=prerender; userName='

/** The HTML of one page's first screen (what goes inside #root), its title and <html lang>. */
export async function renderPage({ path, lang, kind }: PrerenderTarget): Promise<Prerendered> {
  configureCookieSource(kind === 'host-frame' ? { cookie: FRAME_SESSION } : { cookie: '' })
  setHydratingHostFrame(kind === 'host-frame')
  try {
    await loadLocale(lang)
    const queryClient = createQueryClient()
    // nothing is fetched at build time: the frame shows no host's data, a public page none at all
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
    await router.load()
    const app = <AppRoot queryClient={queryClient} router={router} />
    // a first pass loads every lazy part (the chrome's) and waits for it; the second renders them in
    // place: HTML complete as it stands, with no script to put parts where they go
    await new Response((await prerender(app)).prelude).arrayBuffer()
    const html = renderToString(app)
    queryClient.clear()
    return { html, title: i18n._(APP_TITLE), htmlLang: htmlLang(lang) }
  } finally {
    configureCookieSource()
    setHydratingHostFrame(false)
  }
}
