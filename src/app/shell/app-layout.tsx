import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { permissionSubject, useAuthInfo } from '../data/identity'
import { ApiEventBridge } from './api-event-bridge'
import { FloatingPanel } from './floating-panel'
import { Footer } from './footer'
import { Header } from './header'
import { useIdentitySync } from './identity-sync'
import { NavigationTimeout } from './navigation-timeout'
import { OrderReminder } from './order-reminder'
import { showsChrome, showsFooter } from './paths'
import { TabBar } from './tab-bar'
import { useListingCount } from '../data/home-queries'
import { PwaOfflineBanner } from './pwa-offline-banner'
import { PwaUpdatePrompt } from './pwa-update-prompt'

/** The system notice popup loads after the page, with its calls (it is not in the entry: decision 0043). */
const NoticePopup = lazy(() => import('../features/notice/notice-popup'))

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
  return (
    <div className="flex min-h-dvh flex-col">
      <ApiEventBridge />
      <PwaUpdatePrompt />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <PwaOfflineBanner />
      <NavigationTimeout />
      {chrome && <Header subject={subject} />}
      {/* /welcome shows the app without notification widgets (spec 2) */}
      {auth.isLoggedIn && chrome && <OrderReminder pathname={pathname} />}
      {auth.isLoggedIn && chrome && (
        <Suspense fallback={null}>
          <NoticePopup />
        </Suspense>
      )}
      {/* the floating panel (md and up) keeps a lane of its own on the right; on phones the tab
          bar replaces it and the page ends above the bar */}
      <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${chrome ? 'md:pr-16' : ''} ${tabs && !footer ? 'pb-16 md:pb-0' : ''}`}>
        <Outlet />
      </main>
      {footer && (
        <div className={tabs ? 'pb-16 md:pb-0' : ''}>
          <Footer />
        </div>
      )}
      {chrome && <FloatingPanel isLoggedIn={auth.isLoggedIn} info={auth.info} subject={subject} />}
      {tabs && <TabBar subject={subject} />}
    </div>
  )
}
