import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Notice, NoticeAudience } from '../../../domain/notice/endpoints'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import type { Handlers } from '../../handler'
import { callerOf } from '../house/service'

type Db = Kysely<Database>

/** The audiences a host belongs to: everyone's notices, and its region's. */
function audiencesOf(overseas: boolean): NoticeAudience[] {
  return ['all', overseas ? 'overseas' : 'mainland']
}

/**
 * Up to when the host has seen the notices: its mark, and never before it signed up (the notices
 * from before are on /notice, they do not pop up for a newcomer: decision 0059).
 */
async function seenUntil(db: Db, userId: number, joinedAt: number): Promise<number> {
  const row = await db.selectFrom('notice_seen').select('seen_until').where('user_id', '=', userId).executeTakeFirst()
  return Math.max(joinedAt, row ? Number(row.seen_until) : 0)
}

/** Staff announce a notice (the console). */
export async function sendNotice(db: Db, input: { title: string; content: string; audience: NoticeAudience; jumpUrl: string }, now: number): Promise<string> {
  const id = `N${randomUUID().replaceAll('-', '').slice(0, 15).toUpperCase()}`
  await db.insertInto('notices').values({ id, title: input.title, content: input.content, audience: input.audience, jump_url: input.jumpUrl, created_at: now }).execute()
  return id
}

/** Platform notices (issue 18, decision 0059): a host reads those for everyone and its region; its seen mark is its own. */
export const noticeHandlers: Handlers = {
  noticeList: async (ctx, { unseen, offset, length }) => {
    const caller = await callerOf(ctx)
    const seen = await seenUntil(ctx.db, caller.userId, Number(caller.user.created_at))
    const base = ctx.db.selectFrom('notices').where('audience', 'in', audiencesOf(caller.user.is_oversea === 1))
    const scope = unseen === '1' ? base.where('created_at', '>', seen) : base
    const [rows, total, unseenTotal] = await Promise.all([
      scope.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(length).execute(),
      scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base.where('created_at', '>', seen).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      list: rows.map((r): Notice => ({ id: r.id, title: r.title, content: r.content, jumpUrl: r.jump_url, createdAt: Number(r.created_at), unseen: Number(r.created_at) > seen })),
      total: Number(total.n),
      unseenTotal: Number(unseenTotal.n),
    }
  },

  noticeSeen: async (ctx, { id }) => {
    const caller = await callerOf(ctx)
    const notice = await ctx.db.selectFrom('notices').select('created_at').where('id', '=', id)
      .where('audience', 'in', audiencesOf(caller.user.is_oversea === 1)).executeTakeFirst()
    if (!notice) throw notFound()
    // never back: a replayed or reordered write leaves the newest mark
    const mark = Number(notice.created_at)
    await ctx.db.insertInto('notice_seen').values({ user_id: caller.userId, seen_until: mark })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({
        seen_until: eb.case().when('notice_seen.seen_until', '<', mark).then(mark).else(eb.ref('notice_seen.seen_until')).end(),
      }))).execute()
    return { seenUntil: await seenUntil(ctx.db, caller.userId, Number(caller.user.created_at)) }
  },
}
