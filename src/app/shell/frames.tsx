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
