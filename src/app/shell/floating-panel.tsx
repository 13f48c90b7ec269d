import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Popover, Tooltip } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { badgeText } from '../../domain/badge'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import type { AuthInfo } from '../../domain/endpoints'
import { identityQueries } from '../data/identity'
import { AppLink } from './app-link'
import { GUEST_CHAT_PATH, SYSTEM_MESSAGE_PATH } from './nav-entries'
import { useOnlineService } from './use-online-service'

type FloatingPanelProps = {
  isLoggedIn: boolean
  info: AuthInfo | undefined
  subject: PermissionSubject
}

/**
 * The floating side panel (spec 2): online service; the business manager's contact when the
 * landlord has one; system messages with the unread badge; guest messages for overseas
 * landlords with at least one listing.
 */
export function FloatingPanel({ isLoggedIn, info, subject }: FloatingPanelProps) {
  const { t } = useLingui()
  const openService = useOnlineService()
  const unread = useQuery({ ...identityQueries.unread(), enabled: isLoggedIn })
  const unreadText = badgeText(unread.data ?? 0)
  return (
    <Tooltip.Provider delayDuration={200}>
      <aside
        aria-label={t`Quick help`}
        className="fixed right-3 bottom-20 z-20 flex flex-col gap-2 md:right-4 md:bottom-8"
      >
        <PanelButton label={t`Online customer service`} onClick={openService}>
          <HeadsetIcon />
        </PanelButton>
        {info?.housekeeperInfo && can(subject, 'businessManagerPopover') && (
          <Popover.Root>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <Popover.Trigger aria-label={t`Your business manager`} className={PANEL_BUTTON}>
                  <ManagerIcon />
                </Popover.Trigger>
              </Tooltip.Trigger>
              <PanelTooltip>{t`Your business manager`}</PanelTooltip>
            </Tooltip.Root>
            <Popover.Portal>
              <Popover.Content side="left" sideOffset={8} className="z-50 w-60 rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-lg">
                <h2 className="mb-2 font-semibold text-gray-900">
                  <Trans>Your business manager</Trans>
                </h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-800">
                  <dt>
                    <Trans>Name</Trans>
                  </dt>
                  <dd data-testid="manager-name">{info.housekeeperInfo.realName}</dd>
                  <dt>
                    <Trans>Mobile</Trans>
                  </dt>
                  <dd>
                    <a href={`tel:${info.housekeeperInfo.mobile}`} className="text-brand-800 underline">
                      {info.housekeeperInfo.mobile}
                    </a>
                  </dd>
                </dl>
                <Popover.Arrow className="fill-white" />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        )}
        {isLoggedIn && (
          <PanelLink
            to={SYSTEM_MESSAGE_PATH}
            label={unreadText ? t`System messages, ${unreadText} unread` : t`System messages`}
            tooltip={t`System messages`}
            badge={unreadText}
          >
            <BellIcon />
          </PanelLink>
        )}
        {isLoggedIn && can(subject, 'guestChat') && (
          <PanelLink to={GUEST_CHAT_PATH} label={t`Guest messages`} tooltip={t`Guest messages`}>
            <ChatIcon />
          </PanelLink>
        )}
      </aside>
    </Tooltip.Provider>
  )
}

const PANEL_BUTTON =
  'relative inline-flex size-11 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-800 shadow-md hover:bg-brand-50 hover:text-brand-800'

function PanelButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" aria-label={label} onClick={onClick} className={PANEL_BUTTON}>
          {children}
        </button>
      </Tooltip.Trigger>
      <PanelTooltip>{label}</PanelTooltip>
    </Tooltip.Root>
  )
}

function PanelLink({
  to,
  label,
  tooltip,
  badge,
  children,
}: {
  to: string
  label: string
  tooltip: string
  badge?: string
  children: ReactNode
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <AppLink to={to} aria-label={label} className={PANEL_BUTTON}>
          {children}
          {badge && (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {badge}
            </span>
          )}
        </AppLink>
      </Tooltip.Trigger>
      <PanelTooltip>{tooltip}</PanelTooltip>
    </Tooltip.Root>
  )
}

function PanelTooltip({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Portal>
      <Tooltip.Content side="left" sideOffset={6} className="z-50 rounded bg-gray-900 px-2 py-1 text-xs text-white">
        {children}
      </Tooltip.Content>
    </Tooltip.Portal>
  )
}

function HeadsetIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </svg>
  )
}

function ManagerIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <circle cx="12" cy="7" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M4 21c1-4 4-6 8-6s7 2 8 6M12 15l-1.5 3 1.5 3 1.5-3z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </svg>
  )
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </svg>
  )
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path d="M4 5h16v11H9l-5 4z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </svg>
  )
}
