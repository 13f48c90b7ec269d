import { Trans, useLingui } from '@lingui/react/macro'
import { MENU_CONTENT, MENU_ITEM } from '../ui/menu-styles'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import { AppLink } from './app-link'
import { Chevron, HEADER_TRIGGER } from './header-trigger'
import { NAV_ENTRIES } from './nav-entries'
import { DeferredDropdown } from '../ui/overlay-kit'
import { useLanded } from './landed'

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
