import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Capability } from '../../domain/permissions'

/** The labelled groups of the account menu and the phone's menu (issue 34), in the order they show. */
export const MENU_GROUPS = ['money', 'listings', 'business', 'account', 'help'] as const
export type MenuGroupKey = (typeof MENU_GROUPS)[number]

export const MENU_GROUP_LABELS: Record<MenuGroupKey, MessageDescriptor> = {
  money: msg({ message: 'Money', context: 'menu group' }),
  listings: msg({ message: 'Listings and calendar', context: 'menu group' }),
  business: msg({ message: 'Orders and business', context: 'menu group' }),
  account: msg({ message: 'Account', context: 'menu group' }),
  help: msg({ message: 'Help', context: 'menu group' }),
}

export type NavEntry = {
  to: string
  label: MessageDescriptor
  /** Where the entry sits in the grouped menus (the navigation dropdown lists them all). */
  group?: MenuGroupKey
  /** The entry shows only when can(subject, capability). */
  capability?: Capability
  /** A mainland payout function (payout accounts, the wallet): not for overseas hosts (decision 0052). */
  mainlandOnly?: boolean
}

/** The header's navigation dropdown (spec 2 Header). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/house/houseInfo', label: msg({ message: 'Listings' }), group: 'listings' },
  { to: '/house/roomManagement', label: msg({ message: 'Availability calendar' }), group: 'listings' },
  { to: '/house/directConnection', label: msg({ message: 'Direct connection' }), group: 'listings' },
  { to: '/order/orderList', label: msg({ message: 'Orders' }), group: 'business' },
  { to: '/order/comment', label: msg({ message: 'Reviews' }), group: 'business' },
  { to: '/activity/promotion', label: msg({ message: 'Self-service promotion' }), capability: 'selfPromotionLink', group: 'business' },
  { to: '/activity/list', label: msg({ message: 'Event registration' }), group: 'business' },
  { to: '/data/business', label: msg({ message: 'Business data' }), group: 'business' },
  { to: '/setting/systemMessage', label: msg({ message: 'System messages' }), group: 'account' },
  { to: '/chat', label: msg({ message: 'Guest messages' }), capability: 'guestChat', group: 'business' },
]

/** The two publish buttons: domestic (incl. Hong Kong, Macau and Taiwan) and overseas. */
export const PUBLISH_ENTRIES = [
  {
    to: '/select-house-type?publishType=domestic',
    label: msg({ message: 'Publish a domestic listing' }),
    hint: msg({ message: 'Mainland China, Hong Kong, Macau and Taiwan' }),
  },
  {
    to: '/select-house-type?publishType=overseas',
    label: msg({ message: 'Publish an overseas listing' }),
    hint: msg({ message: 'Listings outside China' }),
  },
] as const

/**
 * The money entries of the account menu (issues 15, 16): each shows once its screen exists, to a
 * host the merchant gates let in (not a KA merchant; on the merchant white list or overseas; the
 * wallet and payout accounts for mainland hosts only). Opening one directly still tells the
 * others why not (spec 5).
 */
export const FINANCE_ENTRIES: readonly NavEntry[] = [
  { to: '/setting/unionpayWallet', label: msg({ message: 'Wallet' }), mainlandOnly: true },
  { to: '/settle/merchantlist', label: msg({ message: 'Payout accounts' }), mainlandOnly: true },
  { to: '/settle/detail', label: msg({ message: 'Settlement statements' }) },
  { to: '/settle/monthlyBillDetail', label: msg({ message: 'Monthly bills' }) },
  { to: '/settle/invoice', label: msg({ message: 'Invoices' }) },
]

/** The help pages of the menus (issue 34): how hosting here works. */
export const HELP_ENTRIES: readonly NavEntry[] = [
  { to: '/guide/knowledge', label: msg({ message: 'Host knowledge base' }) },
]

/** The host's own settings in the account menu (issue 18): every host, mainland and overseas. */
export const SETTING_ENTRIES: readonly NavEntry[] = [
  { to: '/setting/userinfo', label: msg({ message: 'Personal information' }) },
  { to: '/setting/videoManage', label: msg({ message: 'Alerts and sounds' }) },
]

export const SYSTEM_MESSAGE_PATH = '/setting/systemMessage'
export const GUEST_CHAT_PATH = '/chat'

/**
 * The phone's tab bar (issue 13): what a host opens every day, for mainland and overseas hosts
 * alike (an overseas host has no navigation dropdown). Each shows once its screen exists; guest
 * chat only for a host who may chat (issue 19), with its unread count as on the floating panel.
 */
export type TabKey = 'home' | 'calendar' | 'orders' | 'listings' | 'chat' | 'messages'
export const TAB_ENTRIES: ReadonlyArray<{ key: TabKey; to: string; label: MessageDescriptor; capability?: Capability }> = [
  { key: 'home', to: '/work/index', label: msg({ message: 'Home' }) },
  { key: 'calendar', to: '/house/roomManagement', label: msg({ message: 'Calendar' }) },
  { key: 'orders', to: '/order/orderList', label: msg({ message: 'Orders', context: 'tab bar' }) },
  { key: 'listings', to: '/house/houseInfo', label: msg({ message: 'Listings' }) },
  { key: 'chat', to: GUEST_CHAT_PATH, label: msg({ message: 'Guests', context: 'tab bar' }), capability: 'guestChat' },
  { key: 'messages', to: '/setting/systemMessage', label: msg({ message: 'Messages' }) },
]
