import { Trans } from '@lingui/react/macro'
import { Logo } from './logo'

/**
 * The header's place while its code loads (after the first meaningful screen, issue 41): the same
 * bar, height and logo, so the page below does not move when the header arrives.
 */
export function HeaderFrame() {
  return (
    <div className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur" data-testid="header-frame">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <span className="mr-2">
          <Logo compact />
        </span>
      </div>
    </div>
  )
}

/** The phone tab bar's place while its code loads: the same fixed bar, empty. */
export function TabBarFrame() {
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 bottom-0 z-30 h-14 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] box-content md:hidden print:hidden"
    />
  )
}

/**
 * A signed-in host's frame (issue 41): the header, the page's place and the phone's tab bar, without
 * anything that depends on who the host is. It is the HTML a host's page arrives with (prerendered,
 * src/app/prerender.tsx), painted before any script has run; the layout draws it while that HTML
 * hydrates, then the page and the chrome take its place without moving.
 */
export function HostFrame() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <HeaderFrame />
      <main id="main" tabIndex={-1} aria-busy="true" className="flex-1 pb-16 focus:outline-none md:pr-16 md:pb-0">
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6" data-testid="host-frame">
          <div className="h-8 w-40 rounded bg-gray-200" />
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="h-20 rounded-lg border border-gray-200 bg-white" />
            ))}
          </div>
          <div className="h-40 rounded-lg border border-gray-200 bg-white" />
          <div className="h-40 rounded-lg border border-gray-200 bg-white" />
          <p className="sr-only">
            <Trans>Loading…</Trans>
          </p>
        </div>
      </main>
      <TabBarFrame />
    </div>
  )
}
