import type { I18n } from '@lingui/core'
import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ChatTalk } from '../../../domain/chat/endpoints'
import { badgeText } from '../../../domain/badge'
import { onChatMessages, useChatConnectionFor } from '../../data/chat-connection'
import { useChatConnection } from '../../data/chat-status'
import { readTalks, refreshTalks } from '../../data/chat-store'
import { useAuthInfo } from '../../data/identity'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { cx } from '../../ui/cx'
import { useFillViewport } from '../../ui/use-fill-viewport'
import { Avatar } from './chat-avatar'
import { Conversation } from './chat-conversation'
import '../../shell/message-texts/chat'

/**
 * /chat (portal spec 2, a standalone page; issue 19, decision 0063): the host's conversations with
 * guests (from the device at once, then the server), the selected one's messages with time labels,
 * older ones at the top, the input with its 60 emoji. Messages are written through the outbox:
 * shown as sending, unsent while the connection is away, sent once; a refused one shows why and
 * can be sent again.
 */
export function ChatScreen({ talkId }: { talkId: string | undefined }) {
  const { t } = useLingui()
  useDocumentTitle(t`Guest messages`)
  const navigate = useNavigate()
  const { info } = useAuthInfo()
  // guest chat is an overseas host's (portal spec 2); the server refuses the others too
  const mainland = info !== undefined && !info.isOverSea
  // the conversation and its input fit the window, above the phone's tab bar
  const fill = useFillViewport()
  return (
    <div ref={fill} className="mx-auto flex min-h-96 w-full max-w-6xl flex-col gap-3 px-2 py-3 sm:px-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/work/index" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"><Trans>Back to the home page</Trans></Link>
        <h1 className="text-xl font-semibold text-gray-900"><Trans>Guest messages</Trans></h1>
        {!mainland && <ConnectionNote />}
      </div>
      {mainland ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-sm text-gray-800" data-testid="chat-not-for-host">
          <Trans>Guest messages are for hosts of overseas listings. Guests of your listings reach you through their orders and by phone.</Trans>
        </p>
      ) : (
        <ChatView talkId={talkId} onSelect={(id) => void navigate({ to: '/chat', search: id ? { talkId: Number(id) } : {} })} />
      )}
    </div>
  )
}

/** Says when the chat is not connected: written messages wait; after ten failed joins the service is away. */
export function ConnectionNote() {
  const connection = useChatConnection()
  if (connection.joined) return null
  return (
    <span role="status" className="rounded bg-amber-100 px-2 py-1 text-xs text-amber-900" data-testid="chat-connection">
      {connection.failed ? <Trans>The chat service is not available. Try again later.</Trans> : <Trans>Connecting… Messages you write are sent when the connection is back.</Trans>}
    </span>
  )
}

/**
 * The conversations and the chosen one, side by side from md up (stacked in `compact`, as on a
 * phone): the page and the popup show the same. The connection runs while it is shown.
 */
export function ChatView({ talkId, onSelect, compact = false }: { talkId: string | undefined; onSelect: (talkId: string | undefined) => void; compact?: boolean }) {
  const { t, i18n } = useLingui()
  const [talks, setTalks] = useState<ChatTalk[] | null>(null)
  const offline = useOffline()
  // the long-poll runs while the chat is shown (decision 0063)
  useChatConnectionFor(true)

  const reloadTalks = useCallback(async () => setTalks(await readTalks()), [])
  useEffect(() => {
    void reloadTalks()
    if (!offline) void refreshTalks().then(setTalks, () => undefined)
    return onChatMessages(() => void reloadTalks())
  }, [offline, reloadTalks])

  const selected = talks?.find((talk) => talk.talkId === talkId)
  const select = onSelect

  return (
      <div className={cx('grid min-h-0 flex-1 gap-3', !compact && 'md:grid-cols-[18rem_1fr]')}>
        <nav aria-label={t`Conversations`} className={cx('min-h-0 min-w-0 overflow-y-auto rounded-lg border border-gray-200 bg-white', selected && (compact ? 'hidden' : 'hidden md:block'))}>
          {talks === null ? null : talks.length === 0 ? (
            <p className="p-4 text-sm text-gray-700"><Trans>No guest has written to you yet.</Trans></p>
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="chat-talks">
              {talks.map((talk) => (
                <li key={talk.talkId}>
                  <button
                    type="button"
                    onClick={() => select(talk.talkId)}
                    aria-current={talk.talkId === talkId ? 'true' : undefined}
                    data-talk={talk.talkId}
                    className={cx('flex w-full items-start gap-3 px-3 py-3 text-left hover:bg-gray-50', talk.talkId === talkId && 'bg-brand-50')}
                  >
                    <Avatar name={talk.user.nickName} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate font-medium text-gray-900">{talk.user.nickName}</span>
                        <time dateTime={new Date(talk.timestamp).toISOString()} className="shrink-0 text-xs text-gray-700" data-testid="talk-time">
                          {talkTime(talk.timestamp, i18n)}
                        </time>
                      </span>
                      <span className="block truncate text-xs text-gray-700">{talk.storeName}</span>
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-sm text-gray-800">{talk.latestMsg}</span>
                        {talk.unread > 0 && (
                          <span className="shrink-0 rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white" data-testid="talk-unread">
                            <span aria-hidden="true">{badgeText(talk.unread)}</span>
                            <span className="sr-only">{t`${talk.unread} unread`}</span>
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className={cx('flex min-h-0 min-w-0 flex-col rounded-lg border border-gray-200 bg-white', !selected && (compact ? 'hidden' : 'hidden md:flex'))} aria-label={selected ? t`Conversation with ${selected.user.nickName}` : t`Conversation`}>
          {selected ? (
            <Conversation key={selected.talkId} talk={selected} compact={compact} onBack={() => select(undefined)} onRead={() => void reloadTalks()} onDeleted={(remaining) => {
              void reloadTalks()
              select(remaining[0])
            }} />
          ) : (
            <p className="m-auto p-6 text-sm text-gray-700">
              {talkId ? <Trans>This conversation is no longer here.</Trans> : <Trans>Choose a conversation.</Trans>}
            </p>
          )}
        </section>
      </div>
  )
}

/** A conversation's last message time in the list: the time today, the date before (as messengers show it). */
function talkTime(timestamp: number, i18n: I18n): string {
  const at = new Date(timestamp)
  const today = new Date()
  const sameDay = at.getFullYear() === today.getFullYear() && at.getMonth() === today.getMonth() && at.getDate() === today.getDate()
  return sameDay
    ? i18n.date(at, { hour: '2-digit', minute: '2-digit' })
    : i18n.date(at, { month: 'short', day: 'numeric', ...(at.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }) })
}
