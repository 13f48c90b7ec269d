import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { ConsoleError } from './console-error'

export type SystemMessageInput = { title: string; content: string; tips?: string; jumpUrl?: string }

/** Sends a system message (setting/systemMessage list, unread badge) to one landlord. */
export async function sendSystemMessage(db: Kysely<Database>, userId: number, input: SystemMessageInput, now: number): Promise<number> {
  const title = input.title.trim()
  const content = input.content.trim()
  const jumpUrl = (input.jumpUrl ?? '').trim()
  if (title === '') throw new ConsoleError('--title is required')
  if (Array.from(title).length > TITLE_MAX) throw new ConsoleError(`--title is at most ${TITLE_MAX} characters`)
  if (content === '') throw new ConsoleError('--content is required')
  if (Array.from(content).length > CONTENT_MAX) throw new ConsoleError(`--content is at most ${CONTENT_MAX} characters`)
  if (jumpUrl !== '' && !/^(\/(?!\/)|https?:\/\/)\S*$/.test(jumpUrl)) {
    throw new ConsoleError('--jump must be a portal path (/order/orderList) or an http(s) address')
  }
  const row = await db.insertInto('system_messages').values({
    user_id: userId, title, tips: (input.tips ?? '').trim(), content, is_read: 0, jump_url: jumpUrl, created_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export const TITLE_MAX = 50
export const CONTENT_MAX = 2000
