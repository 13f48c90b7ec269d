import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { chatContentProblem } from '../../domain/chat/rules'
import { guestNamed, guestTalk, storeMessage } from '../services/chat/chat'
import { ConsoleError, type ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'

const USAGE = [
  'chat guest-send <host mobile> --listing luId --guest NAME --text T [--local-id X] [--country 86]',
  '                                              a guest writes to the host about a listing (the talk is made on the first message)',
  'chat guest-read <talkId>                      the guest reads the conversation (the host\'s messages become read); prints it',
  'chat list <host mobile> [--country 86]        the host\'s conversations with their unread counts',
  'chat late <host mobile> [--country 86]        the host\'s replies over 60 minutes late (a violation reason)',
]
export const CHAT_HELP = USAGE.map((line) => `  ${line}`)

/** `chat ...`: the guests' side of the guest chat (issue 19, decision 0063). */
export async function chatCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      listing: { type: 'string' }, guest: { type: 'string' }, text: { type: 'string' }, 'local-id': { type: 'string' },
      country: { type: 'string', default: '86' },
    },
  })
  const now = deps.now()
  switch (sub) {
    case 'guest-send': {
      const host = await requireLandlord(deps.db, positionals[0] ?? '', values.country!)
      const luId = values.listing?.trim() ?? ''
      const listing = await deps.db.selectFrom('listings').select(['lu_id', 'title']).where('lu_id', '=', luId).where('user_id', '=', host.id).where('deleted_at', 'is', null).executeTakeFirst()
      if (!listing) throw new ConsoleError(`--listing: no listing ${luId || '(none given)'} of landlord ${host.id}`)
      const name = values.guest?.trim() ?? ''
      if (name === '') throw new ConsoleError('--guest NAME is required')
      const text = values.text ?? ''
      const problem = chatContentProblem(text)
      if (problem) throw new ConsoleError(`--text: ${problem === 'chatBlankMessage' ? 'a message cannot be blank' : 'at most 1000 characters'}`)
      const guestId = await guestNamed(deps.db, name, now)
      const talk = await guestTalk(deps.db, guestId, host.id, listing.lu_id, listing.title, now)
      const message = await storeMessage(deps.db, talk, 'tenant', values['local-id'] ?? randomUUID(), text.trim(), now)
      return [`talk ${talk.talk_id} message ${message.id} from ${name} (guest ${guestId})`]
    }
    case 'guest-read': {
      const talkId = positionals[0] ?? ''
      const talk = await deps.db.selectFrom('chat_talks').selectAll().where('talk_id', '=', talkId).executeTakeFirst()
      if (!talk) throw new ConsoleError(`no talk ${talkId}`)
      await deps.db.updateTable('chat_messages').set({ is_read: 1 }).where('talk_id', '=', talkId).where('from_role', '=', 'landlord').where('is_read', '=', 0).execute()
      const rows = await deps.db.selectFrom('chat_messages').select(['id', 'from_role', 'local_id', 'content', 'created_at']).where('talk_id', '=', talkId).orderBy('id').execute()
      return rows.map((row) => `${row.id}  ${new Date(Number(row.created_at)).toISOString()}  ${row.from_role === 'landlord' ? 'host ' : 'guest'}  ${row.local_id}  ${row.content}`)
    }
    case 'list': {
      const host = await requireLandlord(deps.db, positionals[0] ?? '', values.country!)
      const talks = await deps.db.selectFrom('chat_talks').innerJoin('chat_guests', 'chat_guests.id', 'chat_talks.guest_id')
        .select(['chat_talks.talk_id', 'chat_talks.lu_id', 'chat_talks.listing_title', 'chat_talks.deleted_at', 'chat_guests.nick_name'])
        .where('chat_talks.user_id', '=', host.id).orderBy('chat_talks.last_msg_at', 'desc').execute()
      if (talks.length === 0) return [`landlord ${host.id}: no conversations`]
      const lines: string[] = []
      for (const talk of talks) {
        const unread = await deps.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n'))
          .where('talk_id', '=', talk.talk_id).where('from_role', '=', 'tenant').where('is_read', '=', 0).executeTakeFirstOrThrow()
        lines.push(`${talk.talk_id}  ${talk.nick_name}  ${talk.listing_title} (${talk.lu_id})  unread ${Number(unread.n)}${talk.deleted_at === null ? '' : '  (deleted by the host)'}`)
      }
      return lines
    }
    case 'late': {
      const host = await requireLandlord(deps.db, positionals[0] ?? '', values.country!)
      const rows = await deps.db.selectFrom('chat_late_replies').selectAll().where('user_id', '=', host.id).orderBy('id').execute()
      if (rows.length === 0) return [`landlord ${host.id}: no late replies`]
      return rows.map((row) => `talk ${row.talk_id}: guest message ${row.guest_msg_id} answered after ${Math.round(Number(row.delay_ms) / 60_000)} minutes (message ${row.reply_msg_id})`)
    }
    default:
      throw new ConsoleError(`chat needs guest-send, guest-read, list or late, got: ${sub ?? 'nothing'}`)
  }
}
