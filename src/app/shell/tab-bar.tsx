import type { ReactNode } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { badgeText } from '../../domain/badge'
import { identityQueries } from '../data/identity'
import { AppLink } from './app-link'
import { useLanded } from './landed'
import { TAB_ENTRIES } from './nav-entries'
import type { TabKey } from './nav-entries'
import { useWaitingOrders } from './order-reminder-query'
import { useChatUnread } from '../data/chat-state'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'

/**
 * The bottom tab bar of a signed-in host on a phone (below md; issue 13): home, calendar,
 * orders (with the orders waiting for an answer), listings and messages (unread). It replaces
 * the floating panel there, so nothing floats over a page's controls. 56 px high, each tab at
 * least 44 px wide. A host who may chat has a guests' tab with its unread guest messages (issue 19).
 */
export function TabBar({ subject }: { subject: PermissionSubject }) {
  const { t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const landed = useLanded()
  const unread = useQuery(identityQueries.unread())
  const waiting = useWaitingOrders()
  const chatOn = can(subject, 'guestChat')
  const chat = useChatUnread(chatOn)
  const badges: Partial<Record<TabKey, string>> = {
    orders: badgeText(waiting ?? 0),
    chat: badgeText(chat ?? 0),
    messages: badgeText(unread.data ?? 0),
  }
  const tabs = TAB_ENTRIES.filter((entry) => landed(entry.to) && (!entry.capability || can(subject, entry.capability)))
  return (
    <nav
      aria-label={t`Sections`}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden"
    >
      <ul className="flex h-14">
        {tabs.map((entry) => {
          const current = pathname === entry.to || pathname.startsWith(`${entry.to}/`) || (entry.key === 'home' && pathname === '/')
          const badge = badges[entry.key]
          return (
            <li key={entry.key} className="flex min-w-11 flex-1">
              <AppLink
                to={entry.to}
                aria-current={current ? 'page' : undefined}
                className={`relative flex flex-1 flex-col items-center justify-center gap-0.5 text-xs ${
                  current ? 'font-semibold text-brand-800' : 'text-gray-700 hover:text-gray-900'
                }`}
              >
                <TabIcon tab={entry.key} />
                <span>{t(entry.label)}</span>
                {badge && (
                  <span
                    data-testid={`tab-badge-${entry.key}`}
                    className="absolute top-1 left-1/2 ml-2 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
                  >
                    <span aria-hidden="true">{badge}</span>
                    <span className="sr-only">{entry.key === 'orders' ? t`${badge} waiting` : t`${badge} unread`}</span>
                  </span>
                )}
              </AppLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

const ICONS: Record<TabKey, ReactNode> = {
  home: <path d="M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />,
  calendar: <path d="M5 6h14v14H5zM5 10h14M9 4v4M15 4v4" />,
  orders: <path d="M6 4h12v16H6zM9 9h6M9 13h6M9 17h3" />,
  listings: <path d="M3 10 12 4l9 6M5 9v11h14V9M10 20v-5h4v5" />,
  chat: <path d="M4 5h16v11H9l-4 4v-4H4zM8 9h8M8 12h5" />,
  messages: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
}

function TabIcon({ tab }: { tab: TabKey }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
      {ICONS[tab]}
    </svg>
  )
}
