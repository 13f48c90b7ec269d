import { useId } from 'react'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { hostDisplayName, needsNickname } from '../../domain/profile/display-name'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import type { AuthInfo } from '../../domain/endpoints'
import type { Session } from '../../client/session'
import { identityQueries, useCityLabel } from '../data/identity'
import { merchantRedirect } from './merchant-gate'
import { Chevron } from './header-trigger'
import { MENU_CONTENT, MENU_ITEM } from './nav-menu'
import { FINANCE_ENTRIES } from './nav-entries'
import { accountMenu, NAME_PATH } from './account-menu'
import type { MenuEntry, MenuGroup } from './account-menu'
import { useOnlineService } from './use-online-service'
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
 * landlords), a prompt to complete real-name authentication until it has passed, then labelled
 * groups (issue 34): money, the work areas of an overseas host, account (settings, the city
 * choice of the become-landlord dialog, log out) and help.
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
        <DropdownMenu.Content sideOffset={6} align="end" className={`${MENU_CONTENT} max-h-[80vh] w-64 overflow-y-auto`}>
          <UserMenuItems info={info} subject={subject} onRealName={onRealName} onChooseCity={onChooseCity} onLogout={onLogout} />
        </DropdownMenu.Content>
      )}
    </DeferredDropdown>
  )
}

/** The entries of the user menu, grouped; the phone's menu shows them with the work areas, publishing and help. */
export function UserMenuItems({
  info,
  subject,
  onRealName,
  onChooseCity,
  onLogout,
  phone = false,
  onAppCodes,
}: Omit<UserMenuProps, 'session'> & { phone?: boolean; onAppCodes?: () => void }) {
  const showId = info && can(subject, 'showIdInUserMenu') && info.realName !== ''
  const landed = useLanded()
  const finance = useFinanceEntries(info, landed)
  const menu = accountMenu({
    subject,
    landed,
    phone,
    known: info !== undefined,
    isOverSea: info?.isOverSea === true,
    needsName: needsNickname(info),
    finance,
  })
  const actions: MenuActions = { onRealName, onChooseCity, onLogout, ...(onAppCodes ? { onAppCodes } : {}) }
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
      {menu.prompts.map((entry) => (
        <MenuEntryItem key={entry.kind} entry={entry} info={info} actions={actions} />
      ))}
      {menu.groups.map((group, index) => (
        <MenuGroupView key={group.key} group={group} first={index === 0 && menu.prompts.length === 0 && !showId}>
          {group.entries.map((entry) => (
            <MenuEntryItem key={entry.kind === 'link' ? entry.to : entry.kind} entry={entry} info={info} actions={actions} />
          ))}
        </MenuGroupView>
      ))}
    </>
  )
}

type MenuActions = { onRealName: () => void; onChooseCity: () => void; onLogout: () => void; onAppCodes?: () => void }

/** A labelled group: Radix's group named by its visible label, so a screen reader says which group an item is in. */
function MenuGroupView({ group, first, children }: { group: MenuGroup; first: boolean; children: ReactNode }) {
  const { i18n } = useLingui()
  const id = useId()
  const kit = useOverlayKit()
  if (!kit) return null
  const { DropdownMenu } = kit
  return (
    <>
      {!first && <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />}
      <DropdownMenu.Group aria-labelledby={id} data-menu-group={group.key}>
        <DropdownMenu.Label id={id} className="px-3 pt-2 pb-1 text-xs font-semibold text-gray-700">
          {i18n._(group.label)}
        </DropdownMenu.Label>
        {children}
      </DropdownMenu.Group>
    </>
  )
}

function MenuEntryItem({ entry, info, actions }: { entry: MenuEntry; info: AuthInfo | undefined; actions: MenuActions }) {
  const { i18n } = useLingui()
  const city = useCityLabel(info)
  const openService = useOnlineService()
  const kit = useOverlayKit()
  if (!kit) return null
  const { DropdownMenu } = kit
  switch (entry.kind) {
    case 'link':
      return (
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <AppLink to={entry.to}>{i18n._(entry.label)}</AppLink>
        </DropdownMenu.Item>
      )
    case 'realName':
      return (
        <DropdownMenu.Item className={MENU_ITEM} onSelect={actions.onRealName}>
          <span className="size-2 rounded-full bg-red-700" aria-hidden="true" />
          {info?.realNameState === 'pending' ? (
            <Trans>Real-name authentication under review</Trans>
          ) : (
            <Trans>Complete real-name authentication</Trans>
          )}
        </DropdownMenu.Item>
      )
    case 'setName':
      return (
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <AppLink to={NAME_PATH} data-testid="menu-set-name">
            <span className="size-2 rounded-full bg-red-700" aria-hidden="true" />
            <Trans>Choose the name guests see</Trans>
          </AppLink>
        </DropdownMenu.Item>
      )
    case 'city':
      return (
        <DropdownMenu.Item className={MENU_ITEM} onSelect={actions.onChooseCity}>
          {city ? <Trans>City: {city}</Trans> : <Trans>Choose your city</Trans>}
        </DropdownMenu.Item>
      )
    case 'logout':
      return (
        <DropdownMenu.Item className={MENU_ITEM} onSelect={actions.onLogout}>
          <Trans>Log out</Trans>
        </DropdownMenu.Item>
      )
    case 'onlineService':
      return (
        <DropdownMenu.Item className={MENU_ITEM} onSelect={openService}>
          <Trans>Online customer service</Trans>
        </DropdownMenu.Item>
      )
    case 'manager': {
      const manager = info?.housekeeperInfo
      if (!manager) return null
      return (
        <DropdownMenu.Item asChild className={MENU_ITEM}>
          <a href={`tel:${manager.mobile}`} data-testid="phone-menu-manager">
            <span className="flex flex-col">
              <span>
                <Trans>Your business manager: {manager.realName}</Trans>
              </span>
              <span className="text-xs text-gray-700">{manager.mobile}</span>
            </span>
          </a>
        </DropdownMenu.Item>
      )
    }
    case 'appCodes':
      return actions.onAppCodes ? (
        <DropdownMenu.Item className={MENU_ITEM} onSelect={actions.onAppCodes}>
          <Trans>Mobile app</Trans>
        </DropdownMenu.Item>
      ) : null
  }
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

/**
 * What the trigger says: the host's name (verified real name, else the nickname guests see), else
 * the account's masked sign-in number, which names the account to its owner, not the host to
 * guests (decision 0069).
 */
function displayName(session: Session | null, info: AuthInfo | undefined): string {
  return hostDisplayName(info) || session?.userName || info?.mobile || ''
}

export function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  )
}
