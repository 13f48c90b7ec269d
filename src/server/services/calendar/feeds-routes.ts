import { exportPath } from '../../../domain/calendar/feed-schemas'
import { unitToday } from '../../../domain/calendar/zones'
import type { Handlers } from '../../handler'
import { callerOf } from '../house/service'
import { fetchLimitsOf, recordBlockChanges } from './feeds-import'
import { deleteFeed, feedsOfUnits, setExportToken, unitBlockedNights } from './feeds-repo'
import { addFeed, alertsOf, ensureExports, feedViews, importAndAnswer, newExportToken, ownFeed } from './feeds-service'
import { inTransaction } from './repo'
import { listUnits, ownUnits } from './units'

/**
 * house service: outside calendars (CALENDAR-CONTRACT.md, helper F). Add and refresh download
 * the calendar before writing, outside any transaction, so they are not idempotent endpoints
 * (a retried add finds the same address and answers the same feed); remove and reset are.
 */
export const feedHandlers: Handlers = {
  calendarFeeds: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const units = input.unitId ? await ownUnits(ctx.db, caller.userId, [input.unitId]) : await listUnits(ctx.db, caller.userId)
    const now = ctx.now()
    const rows = await feedsOfUnits(ctx.db, units.map((u) => u.unitId))
    return {
      feeds: await feedViews(ctx.db, rows, new Map(units.map((u) => [u.unitId, u])), now),
      exports: await ensureExports(ctx.db, units.map((u) => u.unitId), now),
      alerts: await alertsOf(ctx.db, units, now),
    }
  },
  calendarFeedAdd: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const limits = fetchLimitsOf(ctx.config)
    const { feed, unit } = await addFeed(ctx.db, caller.userId, input, limits, ctx.now())
    return importAndAnswer(ctx.db, feed, unit, limits, ctx.now())
  },
  calendarFeedRefresh: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const { feed, unit } = await ownFeed(ctx.db, caller.userId, input.feedId)
    return importAndAnswer(ctx.db, feed, unit, fetchLimitsOf(ctx.config), ctx.now())
  },
  calendarFeedRemove: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const { feed, unit } = await ownFeed(ctx.db, caller.userId, input.feedId)
    const now = ctx.now()
    const today = unitToday(unit.country, now)
    await inTransaction(ctx.db, async (trx) => {
      const before = await unitBlockedNights(trx, unit.unitId, today)
      await deleteFeed(trx, feed.id)
      const after = await unitBlockedNights(trx, unit.unitId, today)
      await recordBlockChanges(trx, { userId: caller.userId, unitId: unit.unitId, before, after, now, actor: caller.actor,
        summary: { removedFeed: { feedId: feed.id, name: feed.name, url: feed.url } } })
    })
    return { feedId: feed.id }
  },
  calendarExportReset: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const [unit] = await ownUnits(ctx.db, caller.userId, [input.unitId])
    const token = newExportToken()
    await setExportToken(ctx.db, unit!.unitId, token, ctx.now())
    return { unitId: unit!.unitId, url: exportPath(token) }
  },
}
