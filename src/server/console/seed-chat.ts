import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { guestNamed, guestTalk, storeMessage } from '../services/chat/chat'

const MIN = 60_000

type Line = { from: 'guest' | 'host'; text: string; minutesAgo: number }

/**
 * The overseas demo host's guest chat (issue 19): two conversations about its Tokyo listing, one
 * answered and read, one with the guest arriving today asking something the host has not read
 * yet (the badge, the home's card and to-do show it). Replies are prompt: no late reply recorded.
 */
export async function seedDemoChat(db: Kysely<Database>, hostId: number, luId: string, listingTitle: string, now: number): Promise<void> {
  await conversation(db, hostId, luId, listingTitle, 'Liam Chen', [
    { from: 'guest', text: 'Hi! Is there a parking space near the apartment?', minutesAgo: 26 * 60 },
    { from: 'host', text: 'Hello Liam, there is a coin parking 100 m away, about 2,000 yen a day.', minutesAgo: 26 * 60 - 12 },
    { from: 'guest', text: 'Perfect, thank you!', minutesAgo: 26 * 60 - 9 },
  ], now)
  await conversation(db, hostId, luId, listingTitle, 'Emma Wilson', [
    { from: 'guest', text: 'Hello, we land at Haneda at 14:00 today. What time can we check in?', minutesAgo: 3 * 60 },
    { from: 'host', text: 'Welcome! Check-in is from 15:00; the key box code comes by message this morning.', minutesAgo: 3 * 60 - 20 },
    { from: 'guest', text: 'Thanks! Could we leave our luggage after check-out tomorrow?', minutesAgo: 25 },
  ], now, { unreadFromLast: 1 })
}

async function conversation(
  db: Kysely<Database>, hostId: number, luId: string, listingTitle: string, guest: string, lines: readonly Line[], now: number,
  options: { unreadFromLast?: number } = {},
): Promise<void> {
  const guestId = await guestNamed(db, guest, now)
  const first = lines[0]!
  const talk = await guestTalk(db, guestId, hostId, luId, listingTitle, now - first.minutesAgo * MIN)
  const stored: number[] = []
  for (const [index, line] of lines.entries()) {
    const message = await storeMessage(db, talk, line.from === 'guest' ? 'tenant' : 'landlord', `demo-${talk.talk_id}-${index}`, line.text, now - line.minutesAgo * MIN)
    stored.push(Number(message.id))
  }
  // read on both sides, but the last guest messages the host has not opened yet; nothing left to push
  const unreadFrom = options.unreadFromLast ? stored[stored.length - options.unreadFromLast] : undefined
  let read = db.updateTable('chat_messages').set({ is_read: 1 }).where('talk_id', '=', talk.talk_id)
  // (no bound beyond PostgreSQL's integer when every message is read)
  if (unreadFrom !== undefined) read = read.where('id', '<', unreadFrom)
  await read.execute()
  await db.updateTable('chat_messages').set({ pushed_at: now }).where('talk_id', '=', talk.talk_id).execute()
}

