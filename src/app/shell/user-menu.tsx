import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import type { AuthInfo } from '../../domain/endpoints'
import type { Session } from '../../client/session'
import { identityQueries, useCityLabel } from '../data/identity'
import { merchantRedirect } from './merchant-gate'
import { Chevron } from './app-qr-menu'
import { MENU_CONTENT, MENU_ITEM, visibleNavEntries } from './nav-menu'
import { FINANCE_ENTRIES, SETTING_ENTRIES } from './nav-entries'
import { AppLink } from './app-link'
import { useLanded } from './landed'
import { DeferredDropdown, useOverlayKit } from '../ui/overlay-kit'

type UserMenuProps = {
  session: Session | null
  info: AuthInfo | undefined
  subject: PermissionSubject
  onRealName: () => void
  onChooseCity: () => void
  onLogout: () => void
}

/**
 * The signed-in host's menu (spec 2): real name and masked ID number (not for overseas
 * landlords), a prompt to complete real-name authentication until it has passed, the city
 * choice of the become-landlord dialog, and log out.
 */
export function UserMenu({ session, info, subject, onRealName, onChooseCity, onLogout }: UserMenuProps) {
  const { t } = useLingui()
  const name = displayName(session, info)
  return (
    <DeferredDropdown
      aria-label={t`Account menu of ${name}`}
      className="inline-flex h-9 max-w-44 items-center gap-1 rounded-md px-2 text-sm text-gray-800 hover:bg-gray-100 data-[state=open]:bg-gray-100"
      trigger={
        <>
          <UserIcon />
          <span className="truncate">{name}</span>
          <Chevron />
        </>
      }
    >
      {(DropdownMenu) => (
        <DropdownMenu.Content sideOffset={6} align="end" className={MENU_CONTENT}>
          <UserMenuItems info={info} subject={subject} onRealName={onRealName} onChooseCity={onChooseCity} onLogout={onLogout} />
        </DropdownMenu.Content>
      )}
    </DeferredDropdown>
  )
}

/** The entries of the user menu; the phone menu shows the same ones. */
export function UserMenuItems({
  info,
  subject,
  onRealName,
  onChooseCity,
  onLogout,
}: Omit<UserMenuProps, 'session'>) {
  const { t } = useLingui()
  const showId = info && can(subject, 'showIdInUserMenu') && info.realName !== ''
  const city = useCityLabel(info)
  const landed = useLanded()
  const financeEntries = useFinanceEntries(info, landed)
  // an overseas host has no navigation dropdown (spec 2): its work areas are here (issue 13)
  const workEntries = info && !can(subject, 'navigationMenu') ? visibleNavEntries(subject, landed) : []
  // rendered inside an open menu only, so the overlays' code is there
  const kit = useOverlayKit()
  if (!kit) return null
  const { DropdownMenu } = kit
  return (
    <>
      {showId && (
        <DropdownMenu.Label className="px-3 py-2 text-sm text-gray-800" data-testid="user-identity">
          <span className="block font-medium text-gray-900">{info.realName}</span>
          <span className="block text-xs text-gray-700">
            <Trans>ID number</Trans> {info.idCardNo}
          </span>
        </DropdownMenu.Label>
      )}
      {info && can(subject, 'realNamePrompt') && (
        <DropdownMenu.Item className={MENU_ITEM} onSelect={onRealName}>
          <span className="size-2 rounded-full bg-red-700" aria-hidden="true" />
          {info.realNameState === 'pending' ? (
            <Trans>Real-name authentication under review</Trans>
          ) : (
            <Trans>Complete real-name authentication</Trans>
          )}
        </DropdownMenu.Item>
      )}
      {workEntries.length > 0 && (
        <>
          {workEntries.map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild className={MENU_ITEM}>
              <AppLink to={entry.to}>{t(entry.label)}</AppLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
        </>
      )}
      {financeEntries.length > 0 && (
        <>
          {financeEntries.map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild className={MENU_ITEM}>
              <AppLink to={entry.to}>{t(entry.label)}</AppLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
        </>
      )}
      {info &&
        SETTING_ENTRIES.filter((entry) => landed(entry.to)).map((entry) => (
          <DropdownMenu.Item key={entry.to} asChild className={MENU_ITEM}>
            <AppLink to={entry.to}>{t(entry.label)}</AppLink>
          </DropdownMenu.Item>
        ))}
      {/* the city of the become-landlord dialog is a mainland choice: an overseas host is not asked for a province */}
      {info && !info.isOverSea && (
        <DropdownMenu.Item className={MENU_ITEM} onSelect={onChooseCity}>
          {city ? <Trans>City: {city}</Trans> : <Trans>Choose your city</Trans>}
        </DropdownMenu.Item>
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
      <DropdownMenu.Item className={MENU_ITEM} onSelect={onLogout}>
        <Trans>Log out</Trans>
      </DropdownMenu.Item>
    </>
  )
}

/**
 * The money entries (settlement; the wallet and payout accounts for mainland hosts), for a host
 * the merchant gates let in: not a KA merchant, on the merchant white list or overseas (read when
 * the menu opens; the entries wait for them). Opening the address directly still tells the others
 * why not (src/app/shell/merchant-gate.ts).
 */
function useFinanceEntries(info: AuthInfo | undefined, landed: (to: string) => boolean) {
  const ka = useQuery({ ...identityQueries.ka(), enabled: info !== undefined })
  const white = useQuery({ ...identityQueries.merchantWhite(), enabled: info !== undefined })
  if (!info || !ka.data || !white.data) return []
  return FINANCE_ENTRIES.filter((entry) => landed(entry.to) && !merchantRedirect(info, ka.data.isKa, white.data.isInWhiteList, { mainlandOnly: entry.mainlandOnly === true }))
}

/** The host's name once known (verified real name), else the nickname, else the masked mobile. */
function displayName(session: Session | null, info: AuthInfo | undefined): string {
  return (info?.realNameState === 'passed' && info.realName) || info?.nickName || session?.userName || info?.mobile || ''
}

export function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  )
}
