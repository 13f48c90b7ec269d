import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Capability } from '../../domain/permissions'

export type NavEntry = {
  to: string
  label: MessageDescriptor
  /** The entry shows only when can(subject, capability). */
  capability?: Capability
}

/** The header's navigation dropdown (spec 2 Header). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/house/houseInfo', label: msg({ message: 'Listings' }) },
  { to: '/house/roomManagement', label: msg({ message: 'Availability calendar' }) },
  { to: '/order/orderList', label: msg({ message: 'Orders' }) },
  { to: '/order/comment', label: msg({ message: 'Reviews' }) },
  { to: '/activity/promotion', label: msg({ message: 'Self-service promotion' }), capability: 'selfPromotionLink' },
  { to: '/activity/list', label: msg({ message: 'Event registration' }) },
  { to: '/setting/systemMessage', label: msg({ message: 'System messages' }) },
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
 * The money entries of a mainland host's account menu (issue 15): each shows once its screen
 * exists; a KA merchant or a host off the merchant white list is told so when opening one (spec 5).
 */
export const FINANCE_ENTRIES: readonly NavEntry[] = [
  { to: '/setting/unionpayWallet', label: msg({ message: 'Wallet' }) },
  { to: '/settle/merchantlist', label: msg({ message: 'Payout accounts' }) },
]

export const SYSTEM_MESSAGE_PATH = '/setting/systemMessage'
export const GUEST_CHAT_PATH = '/chat'

/**
 * The phone's tab bar (issue 13): what a host opens every day, for mainland and overseas hosts
 * alike (an overseas host has no navigation dropdown). Each shows once its screen exists.
 */
export const TAB_ENTRIES = [
  { key: 'home', to: '/work/index', label: msg({ message: 'Home' }) },
  { key: 'calendar', to: '/house/roomManagement', label: msg({ message: 'Calendar' }) },
  { key: 'orders', to: '/order/orderList', label: msg({ message: 'Orders', context: 'tab bar' }) },
  { key: 'listings', to: '/house/houseInfo', label: msg({ message: 'Listings' }) },
  { key: 'messages', to: '/setting/systemMessage', label: msg({ message: 'Messages' }) },
] as const
export type TabKey = (typeof TAB_ENTRIES)[number]['key']
