import type { OrderPushPayload } from '../../../domain/alerts/schemas'
import type { ServerConfig } from '../../config'
import type { Job } from '../../job'
import { badgeOf } from '../alerts/badge'
import { pushPolicyOf, sendPush } from '../alerts/push'
import type { PushOptions } from '../alerts/push'
import type { Db } from '../order/repo'

const TEXTS = {
  zh: { title: (guest: string) => `${guest} 发来新消息` },
  en: { title: (guest: string) => `New message from ${guest}` },
}

/**
 * Web Push of guests' messages (issue 19): each guest message not pushed yet goes to every active
 * subscription of its host, in the subscription's language, once (the push pipeline of orders,
 * decision 0026); a click opens the conversation.
 */
export async function deliverChatPushes(db: Db, now: number, options: PushOptions = {}): Promise<number> {
  const messages = await db.selectFrom('chat_messages').innerJoin('chat_talks', 'chat_talks.talk_id', 'chat_messages.talk_id')
    .innerJoin('chat_guests', 'chat_guests.id', 'chat_talks.guest_id')
    .select(['chat_messages.id', 'chat_messages.talk_id', 'chat_messages.user_id', 'chat_messages.content', 'chat_guests.nick_name'])
    .where('chat_messages.pushed_at', 'is', null).where('chat_messages.from_role', '=', 'tenant').orderBy('chat_messages.id').limit(200).execute()
  let sent = 0
  for (const message of messages) {
    const claimed = await db.updateTable('chat_messages').set({ pushed_at: now }).where('id', '=', message.id).where('pushed_at', 'is', null).executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) continue
    const subs = await db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', message.user_id).where('gone_at', 'is', null).execute()
    const badge = subs.length > 0 ? await badgeOf(db, Number(message.user_id), now) : 0
    for (const sub of subs) {
      const t = sub.lang === 'en' ? TEXTS.en : TEXTS.zh
      const body = Array.from(message.content)
      const payload: OrderPushPayload = {
        badge,
        kind: 'chat',
        orderNo: null,
        title: t.title(message.nick_name),
        body: body.length > 120 ? `${body.slice(0, 119).join('')}…` : message.content,
        url: `/chat?talkId=${encodeURIComponent(message.talk_id)}`,
      }
      if (await sendPush(db, sub, payload, now, options)) sent += 1
    }
  }
  return sent
}

/** The job's name (a guest's message asks for a run at once). */
export const CHAT_PUSH_JOB = 'chat-push'

/** The job `chat-push`: every 5 seconds, as the order pushes. */
export function chatPushJobFor(config: Pick<ServerConfig, 'pushServiceHosts' | 'pushAllowPrivate'>): Job {
  return { name: CHAT_PUSH_JOB, everyMs: 5_000, run: (db, now) => deliverChatPushes(db, now, { policy: pushPolicyOf(config) }) }
}
