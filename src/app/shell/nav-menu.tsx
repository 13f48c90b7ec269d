import { Trans, useLingui } from '@lingui/react/macro'
import { MENU_CONTENT, MENU_ITEM } from '../ui/menu-styles'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import { AppLink } from './app-link'
import { Chevron } from './app-qr-menu'
import { NAV_ENTRIES } from './nav-entries'
import { DeferredDropdown } from '../ui/overlay-kit'
import { useLanded } from './landed'

/** The header's text triggers (navigation, mobile app). */
export const HEADER_TRIGGER =
  'inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm text-gray-800 hover:bg-gray-100 data-[state=open]:bg-gray-100'

export { MENU_CONTENT, MENU_ITEM } from '../ui/menu-styles'

/** The navigation dropdown of the header (spec 2): the host's main work areas. */
export function NavMenu({ subject }: { subject: PermissionSubject }) {
  const { t } = useLingui()
  const landed = useLanded()
  return (
    <DeferredDropdown
      className={HEADER_TRIGGER}
      trigger={
        <>
          <Trans>Navigation</Trans>
          <Chevron />
        </>
      }
    >
      {(DropdownMenu) => (
        <DropdownMenu.Content sideOffset={6} align="start" className={MENU_CONTENT}>
          {visibleNavEntries(subject, landed).map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild className={MENU_ITEM}>
              <AppLink to={entry.to}>{t(entry.label)}</AppLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      )}
    </DeferredDropdown>
  )
}

/** The entries this host may use whose screens exist (`landed`: src/app/shell/landed.ts). */
export function visibleNavEntries(subject: PermissionSubject, landed: (to: string) => boolean) {
  return NAV_ENTRIES.filter((entry) => (!entry.capability || can(subject, entry.capability)) && landed(entry.to))
}
