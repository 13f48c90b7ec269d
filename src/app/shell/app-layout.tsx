import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useMatches } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { permissionSubject, useAuthInfo } from '../data/identity'
import { lazyAfterFirstScreen, markFirstScreen } from '../first-screen'
import { HeaderFrame, HostFrame, TabBarFrame } from './frames'
import { useHostFrame, useHydrated } from '../hydration'
import { useIdentitySync } from './identity-sync'
import { loadHostChrome, useHostChrome } from './host-chrome'
import { showsChrome, showsFooter } from './paths'
import { useListingCount } from '../data/home-queries'
import { PwaOfflineBanner } from './pwa-offline-banner'

// The chrome's code loads after the first meaningful screen (issue 41): a prerendered page keeps
// its server HTML until then (React hydrates each part when its code arrives); rendered on the
// client, the frames hold the chrome's place so nothing moves when it comes.
const Header = lazyAfterFirstScreen(() => import('./header').then((m) => m.Header))
const Footer = lazyAfterFirstScreen(() => import('./footer').then((m) => m.Footer))
const FloatingPanel = lazyAfterFirstScreen(() => import('./floating-panel').then((m) => m.FloatingPanel))
const TabBar = lazyAfterFirstScreen(() => import('./tab-bar').then((m) => m.TabBar))
const ApiEventBridge = lazyAfterFirstScreen(() => import('./api-event-bridge').then((m) => m.ApiEventBridge))
// the service worker is registered with it, after the first screen (its prompt reads the update flow)
const PwaUpdatePrompt = lazyAfterFirstScreen(() =>
  import('./pwa-register').then((register) => {
    register.registerPwa()
    return import('./pwa-update-prompt').then((m) => m.PwaUpdatePrompt)
  }),
)
const NavigationTimeout = lazyAfterFirstScreen(() => import('./navigation-timeout').then((m) => m.NavigationTimeout))
/** The offer to install the portal, once per device after a first saved write (issue 40). */
const InstallOffer = lazyAfterFirstScreen(() => import('./install-offer').then((m) => m.InstallOffer))
/** The one question about new-order notifications, after a first sign-in on the device (issue 40). */
const PushAsk = lazyAfterFirstScreen(() => import('./push-ask').then((m) => m.PushAsk))

/** The system notice popup loads after the first screen, with its calls (decisions 0043, 0068). */
const NoticePopup = lazyAfterFirstScreen(() => import('../features/notice/notice-popup').then((m) => m.default))

/**
 * The shell (spec 2): header, the routed page in <main>, footer on whitelisted paths and the
 * floating panel. /welcome shows the page alone. Pages render their content without their own
 * <main> and with one h1.
 */
export function AppLayout() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const auth = useAuthInfo()
  useIdentitySync(auth.isLoggedIn, auth.info)
  // the listing count (the host home's index call) decides guest chat, which only overseas hosts have
  const listingCount = useListingCount(auth.info?.isOverSea === true)
  const subject = permissionSubject(auth.info, listingCount === undefined ? {} : { listingCount })
  const chrome = showsChrome(pathname)
  const tabs = chrome && auth.isLoggedIn
  const footer = chrome && showsFooter(pathname)
  useFirstScreenOfStaticPages()
  const hydrated = useHydrated()
  const hostChrome = useHostChrome()
  // a signed-in host's page outside the host layout (the chat, notices) loads it on its own
  useEffect(() => {
    if (auth.isLoggedIn && chrome && !hostChrome) void loadHostChrome()
  }, [auth.isLoggedIn, chrome, hostChrome])
  // a host's prerendered page hydrates as the frame it was made of; the page comes in the next render
  if (useHostFrame()) return <HostFrame />
  return (
    <div className="flex min-h-dvh flex-col">
      {/* the browser's own: not in a prerendered page (they draw nothing until something happens) */}
      {hydrated && (
        <Suspense fallback={null}>
          <ApiEventBridge />
          <PwaUpdatePrompt />
          <NavigationTimeout />
        </Suspense>
      )}
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <PwaOfflineBanner />
      {chrome && (
        <Suspense fallback={<HeaderFrame />}>
          <Header subject={subject} />
        </Suspense>
      )}
      {/* /welcome shows the app without notification widgets (spec 2) */}
      {auth.isLoggedIn && chrome && hostChrome && <hostChrome.OrderReminder pathname={pathname} />}
      {auth.isLoggedIn && chrome && (
        <Suspense fallback={null}>
          <NoticePopup />
          <InstallOffer />
          <PushAsk />
        </Suspense>
      )}
      {/* the floating panel (md and up) keeps a lane of its own on the right; on phones the tab
          bar replaces it and the page ends above the bar */}
      <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${chrome ? 'md:pr-16' : ''} ${tabs && !footer ? 'pb-16 md:pb-0' : ''}`}>
        <Outlet />
      </main>
      {footer && (
        <div className={tabs ? 'pb-16 md:pb-0' : ''}>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      )}
      {chrome && (
        <Suspense fallback={null}>
          <FloatingPanel isLoggedIn={auth.isLoggedIn} info={auth.info} subject={subject} />
        </Suspense>
      )}
      {tabs && (
        <Suspense fallback={<TabBarFrame />}>
          <TabBar subject={subject} />
        </Suspense>
      )}
    </div>
  )
}

/**
 * A page whose route does not say its screen shows data (staticData.firstScreen) is its first
 * meaningful screen once committed: this effect runs after the page's own, in the same commit.
 */
function useFirstScreenOfStaticPages(): void {
  const waitsForData = useMatches({ select: (matches) => matches.some((match) => match.staticData.firstScreen === 'data') })
  useEffect(() => {
    if (!waitsForData) markFirstScreen()
  }, [waitsForData])
}
