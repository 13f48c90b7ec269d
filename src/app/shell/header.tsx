import { Suspense, useState } from 'react'
import { lazyWhenOnline } from '../lazy-when-online'
import { Trans, useLingui } from '@lingui/react/macro'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import { useAuthInfo } from '../data/identity'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { AppLink } from './app-link'
import { AppQrCodes, AppQrMenu } from './app-qr-menu'
import { Chevron } from './header-trigger'
import { LangSwitch } from './lang-switch'
import { Logo } from './logo'
import { NavMenu, MENU_CONTENT, MENU_ITEM } from './nav-menu'
import { PUBLISH_ENTRIES } from './nav-entries'
import { HOST_HOME } from './paths'
import { ProfileDialogs } from './profile-dialogs'
import type { ProfileDialog } from './profile-dialogs'
import { useLogout } from './use-logout'
import { useOnlineService } from './use-online-service'
import { DeferredDropdown } from '../ui/overlay-kit'
import { UserIcon, UserMenu, UserMenuItems } from './user-menu'

/**
 * The header (spec 2): logo, app QR codes, navigation, publish buttons, language switch and the
 * user menu or sign-in links. What an overseas landlord may not use is hidden through can().
 * Below the md breakpoint everything but logo and language collapses into one menu.
 */
/** The outbox's status and not-synced list: its code (the outbox, the local database) loads for a signed-in host only. */
const SyncStatus = lazyWhenOnline(() => import('./sync-status').then((m) => m.SyncStatus))

export function Header({ subject }: { subject: PermissionSubject }) {
  const { t } = useLingui()
  const auth = useAuthInfo()
  const logout = useLogout()
  const [dialog, setDialog] = useState<ProfileDialog | null>(null)
  const [appCodesOpen, setAppCodesOpen] = useState(false)
  const menuProps = {
    info: auth.info,
    subject,
    onRealName: () => setDialog('realName'),
    onChooseCity: () => setDialog('becomeLandlord'),
    onLogout: () => void logout(),
  }
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <AppLink to={auth.isLoggedIn ? HOST_HOME : '/'} aria-label={t`Host Portal home`} className="mr-2 rounded-md">
          <Logo compact />
        </AppLink>
        <nav aria-label={t`Main`} className="hidden items-center gap-1 md:flex">
          {can(subject, 'appDownloadMenu') && <AppQrMenu />}
          {auth.isLoggedIn && can(subject, 'navigationMenu') && <NavMenu subject={subject} />}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {can(subject, 'publishButtons') && (
            <div className="hidden items-center gap-2 lg:flex">
              {PUBLISH_ENTRIES.map((entry) => (
                <Button key={entry.to} asChild size="sm" variant={entry.to.endsWith('domestic') ? 'primary' : 'secondary'}>
                  <AppLink to={entry.to} title={t(entry.hint)}>
                    {t(entry.label)}
                  </AppLink>
                </Button>
              ))}
            </div>
          )}
          {can(subject, 'publishButtons') && <PublishMenu />}
          {auth.isLoggedIn && (
            <Suspense fallback={null}>
              <SyncStatus />
            </Suspense>
          )}
          <LangSwitch />
          <div className="hidden md:block">
            {auth.isLoggedIn ? (
              <UserMenu session={auth.session} {...menuProps} />
            ) : (
              <VisitorLinks />
            )}
          </div>
          <PhoneMenu
            subject={subject}
            isLoggedIn={auth.isLoggedIn}
            onAppCodes={() => setAppCodesOpen(true)}
            menuProps={menuProps}
          />
        </div>
      </div>
      <Dialog open={appCodesOpen} onOpenChange={setAppCodesOpen} title={t`Mobile app`}>
        <AppQrCodes />
      </Dialog>
      <ProfileDialogs open={dialog} onClose={() => setDialog(null)} />
    </header>
  )
}

function VisitorLinks() {
  return (
    <div className="flex items-center gap-2">
      <Button asChild size="sm" variant="ghost">
        <AppLink to="/login">
          <Trans>Log in</Trans>
        </AppLink>
      </Button>
      <Button asChild size="sm" variant="secondary">
        <AppLink to="/register">
          <Trans>Register</Trans>
        </AppLink>
      </Button>
    </div>
  )
}

type PhoneMenuProps = {
  subject: PermissionSubject
  isLoggedIn: boolean
  onAppCodes: () => void
  menuProps: Parameters<typeof UserMenuItems>[0]
}

/**
 * The collapsed header on phones: one menu with every entry the wide header shows. A signed-in
 * host's is grouped under visible labels (issue 34: money, listings, orders and business,
 * account, help); a visitor's is short: publishing, the app, service, sign-in.
 */
function PhoneMenu({ subject, isLoggedIn, onAppCodes, menuProps }: PhoneMenuProps) {
  const { t } = useLingui()
  const openService = useOnlineService()
  return (
    <DeferredDropdown
      aria-label={t`Menu`}
      className="inline-flex size-9 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 data-[state=open]:bg-gray-100 pointer-coarse:size-11 md:hidden"
      trigger={isLoggedIn ? <UserIcon /> : <MenuIcon />}
    >
      {(DropdownMenu) => (
        <DropdownMenu.Content sideOffset={6} align="end" className={`${MENU_CONTENT} max-h-[80vh] w-64 overflow-y-auto`}>
          {isLoggedIn ? (
            <UserMenuItems {...menuProps} phone onAppCodes={onAppCodes} />
          ) : (
            <>
              {can(subject, 'publishButtons') &&
                PUBLISH_ENTRIES.map((entry) => (
                  <DropdownMenu.Item key={entry.to} asChild className={MENU_ITEM}>
                    <AppLink to={entry.to}>{t(entry.label)}</AppLink>
                  </DropdownMenu.Item>
                ))}
              {can(subject, 'appDownloadMenu') && (
                <DropdownMenu.Item className={MENU_ITEM} onSelect={onAppCodes}>
                  <Trans>Mobile app</Trans>
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item className={MENU_ITEM} onSelect={openService}>
                <Trans>Online customer service</Trans>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
              <DropdownMenu.Item asChild className={MENU_ITEM}>
                <AppLink to="/login">
                  <Trans>Log in</Trans>
                </AppLink>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={MENU_ITEM}>
                <AppLink to="/register">
                  <Trans>Register</Trans>
                </AppLink>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      )}
    </DeferredDropdown>
  )
}

/** The publish buttons folded into one dropdown where the header is too narrow for both. */
function PublishMenu() {
  const { t } = useLingui()
  return (
    <DeferredDropdown
      className="hidden h-8 items-center gap-1 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800 md:inline-flex lg:hidden"
      trigger={
        <>
          <Trans>Publish</Trans>
          <Chevron />
        </>
      }
    >
      {(DropdownMenu) => (
        <DropdownMenu.Content sideOffset={6} align="end" className={MENU_CONTENT}>
          {PUBLISH_ENTRIES.map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild className={MENU_ITEM}>
              <AppLink to={entry.to}>
                <span className="flex flex-col">
                  <span>{t(entry.label)}</span>
                  <span className="text-xs text-gray-700">{t(entry.hint)}</span>
                </span>
              </AppLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      )}
    </DeferredDropdown>
  )
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

