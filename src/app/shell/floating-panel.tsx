import { lazy, Suspense, useState } from 'react'
import { lazyWhenOnline } from '../lazy-when-online'
import type { MouseEvent, ReactNode } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { badgeText } from '../../domain/badge'
import { useChatUnread } from '../data/chat-state'
import { can } from '../../domain/permissions'
import type { PermissionSubject } from '../../domain/permissions'
import type { AuthInfo } from '../../domain/endpoints'
import { identityQueries } from '../data/identity'
import { AppLink } from './app-link'
import { GUEST_CHAT_PATH, SYSTEM_MESSAGE_PATH } from './nav-entries'
import { useOnlineService } from './use-online-service'
import { useLanded } from './landed'
import { PlainTrigger, preloadOverlays, useDeferredOverlay } from '../ui/overlay-kit'
import type { OverlayKit } from '../ui/overlay-kit'

type FloatingPanelProps = {
  isLoggedIn: boolean
  info: AuthInfo | undefined
  subject: PermissionSubject
}

/**
 * The floating side panel (spec 2): online service; the business manager's contact when the
 * landlord has one; system messages with the unread badge; guest messages for overseas
 * landlords with at least one listing. From md up only: on phones the tab bar and the menu hold
 * its entries, so nothing floats over a page's controls (issue 13).
 */
/** The chat popup loads when the host opens it (decision 0063). */
const ChatPopup = lazy(() => import('../features/chat/chat-popup'))
/** The chime for guests' messages, with its settings' read (decision 0063). */
const ChatChime = lazyWhenOnline(() => import('./chat-chime').then((m) => m.default))

export function FloatingPanel({ isLoggedIn, info, subject }: FloatingPanelProps) {
  const { t } = useLingui()
  const openService = useOnlineService()
  const landed = useLanded()
  const unread = useQuery({ ...identityQueries.unread(), enabled: isLoggedIn })
  const unreadText = badgeText(unread.data ?? 0)
  const chatOn = isLoggedIn && can(subject, 'guestChat')
  const chatCount = useChatUnread(chatOn)
  const chatUnread = badgeText(chatCount ?? 0)
  const [chatOpen, setChatOpen] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })
  // the tooltips and the manager's popover are Radix overlays: their code loads when a pointer
  // comes over the panel or focus enters it; until then the buttons work without tooltips
  const manager = useDeferredOverlay()
  const kit = manager.kit
  const panel = (
    <aside
      aria-label={t`Quick help`}
      onPointerEnter={preloadOverlays}
      onFocus={preloadOverlays}
      className="fixed right-4 bottom-8 z-20 hidden flex-col gap-2 md:flex"
    >
      <PanelButton kit={kit} mark="service" label={t`Online customer service`} onClick={openService}>
        <HeadsetIcon />
      </PanelButton>
      {info?.housekeeperInfo && can(subject, 'businessManagerPopover') && (
        <ManagerPopover
          kit={kit}
          openOnLoad={manager.openOnLoad}
          intent={manager.intent}
          label={t`Your business manager`}
        >
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
        </ManagerPopover>
      )}
      {isLoggedIn && landed(SYSTEM_MESSAGE_PATH) && (
        <PanelLink
          kit={kit}
          mark="messages"
          to={SYSTEM_MESSAGE_PATH}
          label={unreadText ? t`System messages, ${unreadText} unread` : t`System messages`}
          tooltip={t`System messages`}
          badge={unreadText}
        >
          <BellIcon />
        </PanelLink>
      )}
      {isLoggedIn && can(subject, 'guestChat') && landed(GUEST_CHAT_PATH) && (
        <PanelLink
          kit={kit}
          mark="chat"
          to={GUEST_CHAT_PATH}
          label={chatUnread ? t`Guest messages, ${chatUnread} unread` : t`Guest messages`}
          tooltip={t`Guest messages`}
          badge={chatUnread}
          // a plain click opens the chat popup over the page (spec 2); a modified one, or the chat page itself, the page
          onPlainClick={pathname === GUEST_CHAT_PATH ? undefined : () => setChatOpen((open) => !open)}
        >
          <ChatIcon />
        </PanelLink>
      )}
      {chatOn && (
        <Suspense fallback={null}>
          <ChatChime unread={chatCount} />
        </Suspense>
      )}
      {chatOn && chatOpen && pathname !== GUEST_CHAT_PATH && (
        <Suspense fallback={null}>
          <ChatPopup onClose={() => setChatOpen(false)} />
        </Suspense>
      )}
    </aside>
  )
  return kit ? <kit.Tooltip.Provider delayDuration={200}>{panel}</kit.Tooltip.Provider> : panel
}

const PANEL_BUTTON =
  'relative inline-flex size-11 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-800 shadow-md hover:bg-brand-50 hover:text-brand-800'

type Kit = OverlayKit | undefined

/** Marks a panel button and its successor once the overlays load, so that focus stays on it. */
const markOf = (name: string) => ({ 'data-overlay-trigger': `panel-${name}` })

function ManagerPopover({
  kit,
  openOnLoad,
  intent,
  label,
  children,
}: {
  kit: Kit
  openOnLoad: boolean
  intent: ReturnType<typeof useDeferredOverlay>['intent']
  label: string
  children: ReactNode
}) {
  if (!kit) {
    return (
      <PlainTrigger popup="dialog" aria-label={label} className={PANEL_BUTTON} {...intent} {...markOf('manager')}>
        <ManagerIcon />
      </PlainTrigger>
    )
  }
  const { Popover, Tooltip } = kit
  return (
    <Popover.Root defaultOpen={openOnLoad}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <Popover.Trigger aria-label={label} className={PANEL_BUTTON} {...markOf('manager')}>
            <ManagerIcon />
          </Popover.Trigger>
        </Tooltip.Trigger>
        <PanelTooltip kit={kit}>{label}</PanelTooltip>
      </Tooltip.Root>
      <Popover.Portal>
        <Popover.Content
          side="left"
          sideOffset={8}
          className="z-50 w-60 rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-lg"
        >
          {children}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function PanelButton({
  kit,
  mark,
  label,
  onClick,
  children,
}: {
  kit: Kit
  mark: string
  label: string
  onClick: () => void
  children: ReactNode
}) {
  const button = (
    <button type="button" aria-label={label} onClick={onClick} className={PANEL_BUTTON} {...markOf(mark)}>
      {children}
    </button>
  )
  return (
    <WithTooltip kit={kit} tooltip={label}>
      {button}
    </WithTooltip>
  )
}

function PanelLink({
  kit,
  mark,
  to,
  label,
  tooltip,
  badge,
  onPlainClick,
  children,
}: {
  kit: Kit
  mark: string
  to: string
  label: string
  tooltip: string
  badge?: string
  onPlainClick?: (() => void) | undefined
  children: ReactNode
}) {
  const open = onPlainClick
    ? (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onPlainClick()
    }
    : undefined
  const link = (
    <AppLink to={to} aria-label={label} className={PANEL_BUTTON} {...markOf(mark)} {...(open ? { onClick: open } : {})}>
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
  )
  return (
    <WithTooltip kit={kit} tooltip={tooltip}>
      {link}
    </WithTooltip>
  )
}

/** The control with its tooltip once the overlays' code is there; the control alone before. */
function WithTooltip({ kit, tooltip, children }: { kit: Kit; tooltip: string; children: ReactNode }) {
  if (!kit) return children
  const { Tooltip } = kit
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <PanelTooltip kit={kit}>{tooltip}</PanelTooltip>
    </Tooltip.Root>
  )
}

function PanelTooltip({ kit, children }: { kit: OverlayKit; children: ReactNode }) {
  const { Tooltip } = kit
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
      <path
        d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1z"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function ManagerIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <circle cx="12" cy="7" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path
        d="M4 21c1-4 4-6 8-6s7 2 8 6M12 15l-1.5 3 1.5 3 1.5-3z"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
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
