import { call } from '../../client/api'
import { getDb } from '../../client/db'
import { registerEndpoints } from '../../client/endpoint-defs'
import { discardNotSynced, enqueue, listNotSynced, listPending } from './outbox-lazy'
import { CHAT_ITEM_PREFIX } from '../../client/outbox/outbox-types'
import type { NotSyncedEntry, OutboxEntry } from '../../client/outbox/outbox-types'
import { chatEndpoints, type ChatMessage, type ChatTalk } from '../../domain/chat/endpoints'
import { FILTERED_TALK_ID, MESSAGE_STATUS, type MessageStatus } from '../../domain/chat/rules'

// the chat's calls come with its code (decision 0043)
registerEndpoints('chat', chatEndpoints)

/**
 * The chat kept on the device (Dexie tables chatConversations and chatMessages; spec 9 "IM-chat"):
 * conversations and messages show at once, also offline; the host's messages are written here
 * as "sending" in the same transaction as their outbox entry (issue 19, decision 0063).
 */

/** A message as this device shows it: the server's copy, or the host's own while it is sent. */
export type LocalMessage = ChatMessage

/** One row per message: the sender's role, the talk and the localId (stable from writing to stored). */
export function messageRowId(message: Pick<ChatMessage, 'fromRole' | 'talkId' | 'localId'>): string {
  return `${message.fromRole}:${message.talkId}:${message.localId}`
}

/** The outbox item of a conversation: its messages are sent in order. */
export function chatItem(talkId: string): string {
  return `${CHAT_ITEM_PREFIX}${talkId}`
}

export async function readTalks(): Promise<ChatTalk[]> {
  const rows = await getDb().chatConversations.orderBy('updatedAt').reverse().toArray()
  return rows.map((row) => row.data as ChatTalk).filter((talk) => talk.talkId !== FILTERED_TALK_ID)
}

export async function saveTalks(talks: readonly ChatTalk[], replaceAll = false): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.chatConversations, async () => {
    if (replaceAll) await db.chatConversations.clear()
    await db.chatConversations.bulkPut(talks.filter((t) => t.talkId !== FILTERED_TALK_ID).map((talk) => ({ id: talk.talkId, updatedAt: talk.timestamp, data: talk })))
  })
}

/** The messages of a conversation on this device, oldest first. */
export async function readMessages(talkId: string): Promise<LocalMessage[]> {
  const rows = await getDb().chatMessages.where('[conversationId+sentAt]').between([talkId, -Infinity], [talkId, Infinity]).toArray()
  return rows.map((row) => row.data as LocalMessage)
}

/** Stores the server's messages (the host's own replace their "sending" copies, found by localId). */
export async function saveMessages(messages: readonly ChatMessage[]): Promise<void> {
  if (messages.length === 0) return
  const db = getDb()
  await db.chatMessages.bulkPut(messages.filter((m) => m.talkId !== FILTERED_TALK_ID).map((message) => ({
    id: messageRowId(message), conversationId: message.talkId, sentAt: message.createTimestamp, data: { ...message, status: MESSAGE_STATUS.sent, statusText: '' },
  })))
}

/** Removes a conversation and its messages from the device; with none left, the whole chat copy goes (spec 4). */
export async function forgetTalk(talkId: string, remaining: readonly string[]): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.chatConversations, db.chatMessages, async () => {
    if (remaining.length === 0) {
      await db.chatConversations.clear()
      await db.chatMessages.clear()
      return
    }
    await db.chatConversations.delete(talkId)
    await db.chatMessages.where('conversationId').equals(talkId).delete()
  })
}

/** Every chat row of the device (logout, spec 2). */
export async function clearChat(): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.chatConversations, db.chatMessages, async () => {
    await db.chatConversations.clear()
    await db.chatMessages.clear()
  })
}

/**
 * Sends a message through the outbox: shown at once as sending (1), sent with its localId as the
 * idempotency of the message (the server stores one per localId, so a send repeated after a lost
 * answer is delivered once).
 */
export async function sendChatMessage(talk: Pick<ChatTalk, 'talkId' | 'userId' | 'object'>, content: string, hostId: string, localId: string = crypto.randomUUID()): Promise<string> {
  const now = Date.now()
  const local: LocalMessage = {
    msgId: '', localId, talkId: talk.talkId, groupId: talk.talkId, fromUserId: hostId, toUserId: talk.userId, fromRole: 'landlord',
    content, createTime: new Date(now).toISOString().replace('T', ' ').slice(0, 19), createTimestamp: now, isRead: '0',
    luId: talk.object.objectId, status: MESSAGE_STATUS.sending, statusText: '',
  }
  await enqueue({
    endpoint: 'imSend',
    item: chatItem(talk.talkId),
    params: { talkId: talk.talkId, content, localId },
    meta: { localId },
    apply: async () => {
      await getDb().chatMessages.put({ id: messageRowId(local), conversationId: talk.talkId, sentAt: now, data: local })
    },
  })
  return localId
}

/** A refused or unsent message sent again: the old copy goes, the same localId goes again (never delivered twice). */
export async function resendChatMessage(talk: Pick<ChatTalk, 'talkId' | 'userId' | 'object'>, message: LocalMessage, hostId: string, refusedEntryId?: string): Promise<void> {
  if (refusedEntryId) await discardNotSynced(refusedEntryId)
  await getDb().chatMessages.delete(messageRowId(message))
  await sendChatMessage(talk, message.content, hostId, message.localId)
}

/** What the outbox says of the host's messages of a conversation, by localId: waiting (and tried), or refused. */
export type SendStates = Map<string, { entry: OutboxEntry; tried: boolean } | { refused: NotSyncedEntry }>

export async function sendStates(talkId: string): Promise<SendStates> {
  const item = chatItem(talkId)
  const [pending, refused] = await Promise.all([listPending(item), listNotSynced()])
  const states: SendStates = new Map()
  for (const entry of pending) states.set(String(entry.meta?.localId ?? ''), { entry, tried: entry.attempts > 0 })
  for (const entry of refused.filter((e) => e.item === item)) states.set(String(entry.meta?.localId ?? ''), { refused: entry })
  return states
}

/** The status a message shows (spec 3): the outbox's view of the host's own messages, else the stored one. */
export function shownStatus(message: LocalMessage, states: SendStates): { status: MessageStatus; refusal?: NotSyncedEntry } {
  // stored on the server (it has its msgId): sent, whatever the outbox has not noticed yet
  if (message.fromRole !== 'landlord' || message.msgId !== '') return { status: MESSAGE_STATUS.sent }
  const state = states.get(message.localId)
  if (state && 'refused' in state) return { status: MESSAGE_STATUS.error, refusal: state.refused }
  if (state) return { status: state.tried ? MESSAGE_STATUS.unsent : MESSAGE_STATUS.sending }
  return { status: message.msgId === '' ? MESSAGE_STATUS.sending : (message.status as MessageStatus) }
}

/** Loads the conversations from the server into the device (their ids, then their details). */
export async function refreshTalks(): Promise<ChatTalk[]> {
  const { talkIds } = await call('imTalkIds', { userRole: 'landlord' }, { hideMessage: true })
  const list: ChatTalk[] = []
  for (let i = 0; i < talkIds.length; i += 50) {
    const page = await call('imTalkDetails', { talkIds: talkIds.slice(i, i + 50).join(',') }, { hideMessage: true })
    list.push(...page.list)
  }
  await saveTalks(list, true)
  return readTalks()
}

/** Re-reads only the named conversations' details (a batch's talks): the rest of the list stays as it is. */
export async function refreshTalksOf(talkIds: readonly string[]): Promise<void> {
  const ids = [...new Set(talkIds)].filter((id) => id !== FILTERED_TALK_ID)
  if (ids.length === 0) return
  const page = await call('imTalkDetails', { talkIds: ids.join(',') }, { hideMessage: true })
  await saveTalks(page.list)
}

/**
 * The host read a conversation up to the guest's message msgId (the server took the receipt):
 * the device's copy follows without asking again: no unread in the list, the guest's messages
 * up to it read.
 */
export async function markTalkRead(talkId: string, msgId: string): Promise<void> {
  const db = getDb()
  const upTo = Number(msgId)
  await db.transaction('rw', db.chatConversations, db.chatMessages, async () => {
    const row = await db.chatConversations.get(talkId)
    if (row) await db.chatConversations.put({ ...row, data: { ...(row.data as ChatTalk), unread: 0 } })
    const rows = await db.chatMessages.where('conversationId').equals(talkId).toArray()
    const read = rows.filter((r) => {
      const m = r.data as LocalMessage
      return m.fromRole === 'tenant' && m.msgId !== '' && Number(m.msgId) <= upTo && m.isRead !== '1'
    })
    if (read.length > 0) await db.chatMessages.bulkPut(read.map((r) => ({ ...r, data: { ...(r.data as LocalMessage), isRead: '1' } })))
  })
}

/** A page of a conversation from the server into the device (older than lastMsgId, or the newest). */
export async function loadHistory(talkId: string, lastMsgId = ''): Promise<{ more: boolean }> {
  const page = await call('imHistory', { talkId, lastMsgId, length: 10 }, { hideMessage: true })
  await saveMessages(page.list)
  return { more: page.more }
}
