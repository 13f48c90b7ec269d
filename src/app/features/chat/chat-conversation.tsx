import { useCallback, useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { ChatTalk } from '../../../domain/chat/endpoints'
import { CHAT_LIMITS, MESSAGE_STATUS, needsTimeLabel } from '../../../domain/chat/rules'
import { onChatMessages, setChatUnread } from '../../data/chat-connection'
import {
  forgetTalk, loadHistory, markTalkRead, readMessages, resendChatMessage, sendChatMessage, sendStates, shownStatus,
  type LocalMessage, type SendStates,
} from '../../data/chat-store'
import { useAuthInfo } from '../../data/identity'
import { useOutboxRead } from '../../data/use-outbox-read'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { cx } from '../../ui/cx'
import { Avatar } from './chat-avatar'
import { Composer } from './chat-composer'
import { ChatStay } from './chat-stay'

export function Conversation({ talk, onBack, onDeleted, onRead, compact }: { talk: ChatTalk; onBack: () => void; onDeleted: (remaining: string[]) => void; onRead: () => void; compact: boolean }) {
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

function StatusMark({ status }: { status: number }) {
  const { t } = useLingui()
  const label = status === MESSAGE_STATUS.sending ? t`Sending` : status === MESSAGE_STATUS.unsent ? t`Not sent yet: waiting for the connection` : status === MESSAGE_STATUS.error ? t`Not sent` : t`Sent`
  return (
    <span className={cx('shrink-0 text-xs', status === MESSAGE_STATUS.error ? 'text-red-800' : status === MESSAGE_STATUS.sent ? 'text-gray-500' : 'text-amber-800')} data-testid="chat-status">
      {status === MESSAGE_STATUS.sent ? <span className="sr-only">{label}</span> : label}
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
