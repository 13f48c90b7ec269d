import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { addDays } from '../../domain/calendar/dates'
import { orderAmounts } from '../../domain/order/amounts'
import type { Database } from '../db/schema'
import { listUnits } from '../services/calendar/units'
import { keepOrderFigures } from '../services/dashboard/kept-figures'
import { marketToday, writeMarketLog } from '../services/market/activities'
import { findOrder } from '../services/order/repo'

const DAY = 86_400_000

/**
 * The platform's activities and the demo host's promotions (issue 17): activities open for
 * sign-up (one joined with two listings), one whose enrollment staff closed, one past; a
 * self-service promotion on weekday nights. Dates follow the day the demo is seeded.
 */
export async function seedDemoMarket(db: Kysely<Database>, userId: number, operator: string, now: number): Promise<void> {
  const today = marketToday(now)
  const d = (n: number) => addDays(today, n)
  const activity = async (id: string, v: { name: string; type: string; description: string; stay: [number, number]; enroll: [number, number]; discount: number; bearer: string; share?: number; closed?: boolean; lodge?: string }) => {
    await db.insertInto('activities').values({
      id, name: v.name, type: v.type, description: v.description, stay_from: d(v.stay[0]), stay_to: d(v.stay[1]), enroll_from: d(v.enroll[0]), enroll_until: d(v.enroll[1]),
      discount_percent: v.discount, cost_bearer: v.bearer, platform_percent: v.bearer === 'platform' ? 100 : v.bearer === 'host' ? 0 : (v.share ?? 50),
      lodge: v.lodge ?? 'all', region: 'all', closed_at: v.closed ? now - 2 * DAY : null, created_at: now - 20 * DAY,
    }).onConflict((oc) => oc.column('id').doNothing()).execute()
    if (v.closed) await writeMarketLog(db, { targetId: id, userId: 0, action: 'enrollmentClosed', title: null, operator: 'platform' }, now - 2 * DAY)
  }
  await activity('ADEMOWINTER', {
    name: '冬日暖居季 Winter getaway', type: 'seasonal', description: '平台补贴 15%，活动房源在搜索结果中优先展示。The platform pays the 15 % and shows the listings first in search.',
    stay: [5, 60], enroll: [-10, 20], discount: 15, bearer: 'platform',
  })
  await activity('ADEMOSPRING', {
    name: '春节特惠 Spring Festival', type: 'holiday', description: '春节期间连住更优惠，平台与房东各承担一半。Half paid by the platform, half by you.',
    stay: [70, 85], enroll: [-5, 60], discount: 10, bearer: 'shared', share: 50,
  })
  await activity('ADEMONEW', {
    name: '新房冲量 New listing boost', type: 'newListing', description: '新上线房源专享。For listings new to the platform.',
    stay: [1, 30], enroll: [-30, 10], discount: 20, bearer: 'host', closed: true, lodge: 'house',
  })
  await activity('ADEMOAUTUMN', {
    name: '金秋出游季 Autumn trips', type: 'seasonal', description: '', stay: [-70, -60], enroll: [-90, -72], discount: 12, bearer: 'platform',
  })

  const units = (await listUnits(db, userId)).filter((u) => u.status === 'online' && u.kind === 'bnb')
  const join = async (activityId: string, unitIds: string[], at: number) => {
    for (const unitId of unitIds) {
      const title = units.find((u) => u.unitId === unitId)?.title ?? null
      await db.insertInto('activity_entries').values({ activity_id: activityId, unit_id: unitId, user_id: userId, state: 'registered', joined_at: at, withdrawn_at: null })
        .onConflict((oc) => oc.columns(['activity_id', 'unit_id']).doNothing()).execute()
      await writeMarketLog(db, { targetId: activityId, userId, action: 'signUp', title, operator }, at)
    }
  }
  const [first, second, third] = units
  if (first && second) await join('ADEMOWINTER', [first.unitId, second.unitId], now - 3 * DAY)
  if (first) {
    await join('ADEMOAUTUMN', [first.unitId], now - 80 * DAY)
    // the past stays on its nights were priced by it: 12 % off paid by the platform, the guest paid
    // less and the host's income is unchanged (the rebate is paid with it)
    const stays = await db.selectFrom('orders').select(['order_no', 'original_rent', 'merchant_discount', 'invoice_provider', 'nights', 'currency'])
      .where('user_id', '=', userId).where('unit_id', '=', first.unitId).where('state', 'in', ['completed', 'leftEarly'])
      .where('check_in', '>=', d(-70)).where('check_out', '<=', addDays(d(-60), 1)).execute()
    for (const stay of stays) {
      const platform = Math.round((Number(stay.original_rent) * 12) / 100)
      const amounts = orderAmounts({
        originalRent: Number(stay.original_rent), merchantDiscount: Number(stay.merchant_discount), platformDiscount: platform,
        invoiceByPlatform: stay.invoice_provider === 'platform',
      })
      const before = (await findOrder(db, stay.order_no))!
      await db.updateTable('orders').set({
        platform_discount: amounts.platformDiscount, rent: amounts.rent, service_fee: amounts.serviceFee,
        invoice_service_fee: amounts.invoiceServiceFee, income: amounts.income,
      }).where('order_no', '=', stay.order_no).execute()
      await keepOrderFigures(db, before, (await findOrder(db, stay.order_no))!)
      await db.insertInto('order_offers').values({
        order_no: stay.order_no, source: 'activity', offer_id: 'ADEMOAUTUMN', user_id: userId, currency: stay.currency, percent: 12,
        nights: Number(stay.nights), host_amount: 0, platform_amount: platform,
      }).execute()
    }
  }
  // a weekday promotion on the third listing (or the first): Monday to Thursday nights
  const target = third ?? first
  if (target) {
    const id = randomUUID()
    await db.insertInto('promotions').values({
      id, user_id: userId, name: '工作日特惠 Weekday deal', kind: 'discount', discount_percent: 12, stay_from: d(3), stay_to: d(45),
      weekdays: JSON.stringify([1, 2, 3, 4]), days_before: null, min_nights: null, created_at: now - DAY, withdrawn_at: null,
    }).execute()
    await db.insertInto('promotion_units').values({ promotion_id: id, unit_id: target.unitId, user_id: userId }).execute()
    await writeMarketLog(db, { targetId: id, userId, action: 'create', title: null, operator }, now - DAY)
  }
}
