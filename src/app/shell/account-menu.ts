import type { MessageDescriptor } from '@lingui/core'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import { HELP_ENTRIES, MENU_GROUP_LABELS, MENU_GROUPS, NAV_ENTRIES, PUBLISH_ENTRIES, SETTING_ENTRIES } from './nav-entries'
import type { MenuGroupKey, NavEntry } from './nav-entries'

/** One entry of the grouped menus: a link, or one of the menu's own actions. */
export type MenuEntry =
  | { kind: 'link'; to: string; label: MessageDescriptor }
  | { kind: 'realName' | 'setName' | 'city' | 'logout' | 'onlineService' | 'manager' | 'appCodes' }

export type MenuGroup = { key: MenuGroupKey; label: MessageDescriptor; entries: MenuEntry[] }

export type AccountMenuInput = {
  subject: PermissionSubject
  /** Whether the portal has a screen at a path (src/app/shell/landed.ts). */
  landed: (to: string) => boolean
  /** The phone's collapsed header: the work areas, publishing and help live in this one menu. */
  phone: boolean
  /** The landlord info has arrived (until then: log out and help only). */
  known: boolean
  isOverSea: boolean
  /** The host has not chosen the nickname guests see (decision 0069). */
  needsName: boolean
  /** The money entries the merchant gates let this host open (user-menu.tsx reads them). */
  finance: readonly NavEntry[]
}

/**
 * The signed-in host's menu as labelled groups (issue 34): prompts first (real-name
 * authentication, the nickname), then money, listings, orders and business, account, help; a
 * group with nothing in it is left out. The work areas are here on a phone and for an overseas
 * host, who has no navigation dropdown (spec 2); elsewhere the dropdown holds them.
 */
export function accountMenu(input: AccountMenuInput): { prompts: MenuEntry[]; groups: MenuGroup[] } {
  const { subject, landed, phone, known } = input
  const link = (entry: NavEntry): MenuEntry => ({ kind: 'link', to: entry.to, label: entry.label })
  const work = known && (phone || !can(subject, 'navigationMenu'))
    ? NAV_ENTRIES.filter((entry) => (!entry.capability || can(subject, entry.capability)) && landed(entry.to))
    : []
  const workIn = (group: MenuGroupKey) => work.filter((entry) => entry.group === group).map(link)

  const prompts: MenuEntry[] = []
  if (known && can(subject, 'realNamePrompt')) prompts.push({ kind: 'realName' })
  if (known && input.needsName && landed(NAME_PATH)) prompts.push({ kind: 'setName' })

  const entries: Record<MenuGroupKey, MenuEntry[]> = {
    money: input.finance.map(link),
    listings: [
      ...workIn('listings'),
      ...(phone && can(subject, 'publishButtons') ? PUBLISH_ENTRIES.map((entry) => ({ kind: 'link' as const, to: entry.to, label: entry.label })) : []),
    ],
    business: workIn('business'),
    account: [
      ...(known ? SETTING_ENTRIES.filter((entry) => landed(entry.to)).map(link) : []),
      ...workIn('account'),
      // the city of the become-landlord dialog is a mainland choice: an overseas host is not asked for a province
      ...(known && !input.isOverSea ? [{ kind: 'city' as const }] : []),
      { kind: 'logout' },
    ],
    help: [
      { kind: 'onlineService' },
      ...HELP_ENTRIES.map(link),
      // on a phone the floating panel (with the business manager) is not shown
      ...(phone && can(subject, 'businessManagerPopover') ? [{ kind: 'manager' as const }] : []),
      ...(phone && can(subject, 'appDownloadMenu') ? [{ kind: 'appCodes' as const }] : []),
    ],
  }
  const groups = MENU_GROUPS.map((key) => ({ key, label: MENU_GROUP_LABELS[key], entries: entries[key] })).filter((group) => group.entries.length > 0)
  return { prompts, groups }
}

/** Where a host chooses its nickname. */
export const NAME_PATH = '/setting/userinfo'
