import type { I18n } from '@lingui/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import * as Popover from 'radix-ui/popover'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { ChatTalk } from '../../../domain/chat/endpoints'
import { CHAT_LIMITS, chatContentProblem, EMOJI, MESSAGE_STATUS, needsTimeLabel } from '../../../domain/chat/rules'
import { badgeText } from '../../../domain/badge'
import { onChatMessages, setChatUnread, useChatConnectionFor } from '../../data/chat-connection'
import { useChatConnection } from '../../data/chat-status'
import {
  forgetTalk, loadHistory, markTalkRead, readMessages, readTalks, refreshTalks, resendChatMessage, sendChatMessage, sendStates, shownStatus,
  type LocalMessage, type SendStates,
} from '../../data/chat-store'
import { useAuthInfo } from '../../data/identity'
import { useOutboxRead } from '../../data/use-outbox-read'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { cx } from '../../ui/cx'
import { useFillViewport } from '../../ui/use-fill-viewport'
import { ChatStay } from './chat-stay'
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

function Conversation({ talk, onBack, onDeleted, onRead, compact }: { talk: ChatTalk; onBack: () => void; onDeleted: (remaining: string[]) => void; onRead: () => void; compact: boolean }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const { info } = useAuthInfo()
  const offline = useOffline()
  const [messages, setMessages] = useState<LocalMessage[]>([])
  const [more, setMore] = useState(true)
  const [historyFailed, setHistoryFailed] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const list = useRef<HTMLOListElement>(null)
  const lastOlder = useRef(0)
  const stickToEnd = useRef(true)

  const reload = useCallback(async () => setMessages(await readMessages(talk.talkId)), [talk.talkId])
  const waitingIds = useRef<Set<string>>(new Set())
  const states = useOutboxRead<SendStates>(async () => {
    const next = await sendStates(talk.talkId)
    // a message that left the outbox was stored: its stored copy (with its msgId) replaces the one shown as sending
    const left = [...waitingIds.current].some((localId) => !next.has(localId))
    waitingIds.current = new Set([...next].filter(([, state]) => !('refused' in state)).map(([localId]) => localId))
    if (left) await loadHistory(talk.talkId).catch(() => undefined)
    await reload()
    return next
  }, new Map(), [talk.talkId, reload], (a, b) => sameStates(a, b))

  // the device's copy at once; then the newest page from the server
  useEffect(() => {
    stickToEnd.current = true
    void reload()
    if (offline) return
    loadHistory(talk.talkId).then(
      (page) => {
        setMore(page.more)
        void reload()
      },
      () => setHistoryFailed(true),
    )
    return onChatMessages((batch) => {
      if (batch.length === 0 || batch.some((m) => m.talkId === talk.talkId)) void reload()
    })
  }, [talk.talkId, offline, reload])

  // keep the newest in view when it grows at the end
  useEffect(() => {
    if (stickToEnd.current && list.current) list.current.scrollTop = list.current.scrollHeight
  }, [messages])

  // a read receipt for the guest's newest message while this conversation is open
  const lastGuest = [...messages].reverse().find((m) => m.fromRole === 'tenant' && m.msgId !== '')
  useEffect(() => {
    if (!lastGuest || lastGuest.isRead === '1' || offline) return
    call('imRead', { talkId: talk.talkId, msgId: lastGuest.msgId }, { hideMessage: true }).then(
      async (answer) => {
        setChatUnread(answer.unread)
        // the list's count for this conversation and the messages' read marks, on the device (no reads again)
        await markTalkRead(talk.talkId, lastGuest.msgId)
        onRead()
        await reload()
      },
      () => undefined,
    )
  }, [lastGuest?.msgId, lastGuest?.isRead, talk.talkId, offline])

  // older messages at the top, at most every 500 ms (spec 9)
  const onScroll = () => {
    const el = list.current
    if (!el) return
    stickToEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40
    if (el.scrollTop > 20 || !more || offline) return
    const now = Date.now()
    if (now - lastOlder.current < CHAT_LIMITS.historyThrottleMs) return
    lastOlder.current = now
    const oldest = messages.find((m) => m.msgId !== '')
    if (!oldest) return
    const before = el.scrollHeight
    loadHistory(talk.talkId, oldest.msgId).then(
      async (page) => {
        setMore(page.more)
        await reload()
        requestAnimationFrame(() => {
          if (list.current) list.current.scrollTop = list.current.scrollHeight - before
        })
      },
      () => setHistoryFailed(true),
    )
  }

  const remove = async () => {
    setConfirmDelete(false)
    try {
      const { talkIds } = await call('imDeleteTalk', { talkId: talk.talkId }, { hideMessage: true })
      await forgetTalk(talk.talkId, talkIds)
      onDeleted(talkIds)
    } catch {
      setHistoryFailed(true)
    }
  }

  const hostId = info?.landlordId ?? ''
  let previousAt: number | null = null
  return (
    <>
      <header className="flex items-center gap-2 border-b border-gray-200 px-3 py-2">
        <Button variant="ghost" size="sm" className={compact ? undefined : 'md:hidden'} onClick={onBack}><Trans>Back</Trans></Button>
        <Avatar name={talk.user.nickName} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-medium text-gray-900">{talk.user.nickName}</h2>
          <p className="truncate text-xs text-gray-700">{talk.storeName}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)} disabled={offline}><Trans>Delete</Trans></Button>
      </header>
      <div className={cx('flex min-h-0 flex-1 flex-col', !compact && 'md:flex-row')}>
        {/* the stay loads on its own: the messages never wait for it (issue 34) */}
        <ChatStay talk={talk} compact={compact} />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          {historyFailed && (
            <p role="alert" className="mx-3 mt-2 rounded bg-red-50 p-2 text-xs text-red-800"><Trans>Failed to load the history. Check the connection and try again.</Trans></p>
          )}
          <ol ref={list} onScroll={onScroll} className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-3 py-3" data-testid="chat-messages" aria-live="polite">
            {more && !offline && messages.length >= CHAT_LIMITS.historyPage && (
              <li className="text-center text-xs text-gray-600"><Trans>Scroll up for older messages</Trans></li>
            )}
            {messages.map((message) => {
              const label = needsTimeLabel(previousAt, message.createTimestamp)
              previousAt = message.createTimestamp
              const mine = message.fromRole === 'landlord'
              const shown = shownStatus(message, states)
              return (
                <li key={`${message.fromRole}:${message.localId}`} className="flex flex-col gap-1">
                  {label && (
                    <time dateTime={new Date(message.createTimestamp).toISOString()} className="self-center text-xs text-gray-600" data-testid="chat-time-label">
                      {i18n.date(new Date(message.createTimestamp), { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  )}
                  <div className={cx('flex items-end gap-2', mine ? 'flex-row-reverse' : '')} data-testid="chat-message" data-from={message.fromRole} data-status={shown.status}>
                    <p className={cx('max-w-[80%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words', mine ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-900')}>
                      {message.content}
                    </p>
                    {mine && <StatusMark status={shown.status} />}
                  </div>
                  {mine && shown.status === MESSAGE_STATUS.error && (
                    <p className="flex flex-wrap items-center justify-end gap-2 text-xs text-red-800" role="alert">
                      {shown.refusal ? text(shown.refusal.refusal.key, shown.refusal.refusal.params) : null}
                      <Button variant="ghost" size="sm" onClick={() => void resendChatMessage(talk, message, hostId, shown.refusal?.id)}><Trans>Send again</Trans></Button>
                    </p>
                  )}
                </li>
              )
            })}
          </ol>
          <Composer onSend={(content) => sendChatMessage(talk, content, hostId).then(() => {
            stickToEnd.current = true
          })} />
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t`Delete this conversation?`}
        description={t`It leaves your list on every device. If the guest writes again, it comes back.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t`Delete`}
        onConfirm={() => void remove()}
      />
    </>
  )
}

/** The input (spec 5): Enter sends, Shift+Enter is a new line; blank is not sent; 1000 characters at most, each warning for 1 s. */
function Composer({ onSend }: { onSend: (content: string) => Promise<void> }) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  const [warning, setWarning] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLTextAreaElement>(null)
  const warn = (message: string) => {
    setWarning(message)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setWarning(null), CHAT_LIMITS.warningMs)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  const send = () => {
    const problem = chatContentProblem(value)
    if (problem === 'chatBlankMessage') return warn(t`Cannot send a blank message`)
    if (problem === 'chatTooLong') return warn(t`A message is at most ${CHAT_LIMITS.inputMax} characters`)
    const content = value.trim()
    setValue('')
    void onSend(content)
    input.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }
  const change = (next: string) => {
    const chars = Array.from(next)
    if (chars.length > CHAT_LIMITS.inputMax) {
      warn(t`A message is at most ${CHAT_LIMITS.inputMax} characters`)
      setValue(chars.slice(0, CHAT_LIMITS.inputMax).join(''))
      return
    }
    setValue(next)
  }
  return (
    <div className="border-t border-gray-200 p-2">
      {warning && <p role="alert" className="mb-1 text-xs text-red-800" data-testid="chat-warning">{warning}</p>}
      <div className="flex items-end gap-2">
        <EmojiPicker onPick={(emoji) => change(value + emoji)} />
        <label className="sr-only" htmlFor="chat-input"><Trans>Message</Trans></label>
        <textarea
          id="chat-input"
          ref={input}
          rows={2}
          value={value}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Write a message. Enter sends, Shift+Enter starts a new line.`}
          className="min-h-11 flex-1 resize-none rounded-md border border-gray-400 px-3 py-2 text-base focus:outline-2 focus:outline-brand-700"
        />
        <Button onClick={send}><Trans>Send</Trans></Button>
      </div>
      <p className="mt-1 text-right text-xs text-gray-600 tabular-nums" aria-live="off">{Array.from(value).length}/{CHAT_LIMITS.inputMax}</p>
    </div>
  )
}

function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useLingui()
  return (
    <Popover.Root>
      <Popover.Trigger aria-label={t`Emoji`} className="inline-flex size-11 items-center justify-center rounded-md border border-gray-300 text-xl hover:bg-gray-50">
        <span aria-hidden="true">😊</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content side="top" align="start" sideOffset={6} className="z-50 w-72 rounded-lg border border-gray-200 bg-white p-2 shadow-lg" aria-label={t`Emoji`}>
          <div role="group" aria-label={t`Emoji`} className="grid grid-cols-10 gap-1">
            {EMOJI.map((emoji) => (
              <Popover.Close key={emoji} type="button" onClick={() => onPick(emoji)} className="rounded p-0.5 text-xl hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700" aria-label={emoji}>
                {emoji}
              </Popover.Close>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function StatusMark({ status }: { status: number }) {
  const { t } = useLingui()
  const label = status === MESSAGE_STATUS.sending ? t`Sending` : status === MESSAGE_STATUS.unsent ? t`Not sent yet: waiting for the connection` : status === MESSAGE_STATUS.error ? t`Not sent` : t`Sent`
  return (
    <span className={cx('shrink-0 text-xs', status === MESSAGE_STATUS.error ? 'text-red-800' : status === MESSAGE_STATUS.sent ? 'text-gray-500' : 'text-amber-800')} data-testid="chat-status">
      {status === MESSAGE_STATUS.sent ? <span className="sr-only">{label}</span> : label}
    </span>
  )
}

function Avatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
      {Array.from(name)[0] ?? '?'}
    </span>
  )
}

function sameStates(a: SendStates, b: SendStates): boolean {
  if (a.size !== b.size) return false
  for (const [key, value] of a) {
    const other = b.get(key)
    if (!other) return false
    if ('refused' in value !== 'refused' in other) return false
    if ('tried' in value && 'tried' in other && value.tried !== other.tried) return false
  }
  return true
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
