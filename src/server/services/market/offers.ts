import type { Kysely } from 'kysely'
import { promotionApplies, type NightOffer, type PromotionKind } from '../../../domain/promotion/rules'
import type { Database } from '../../db/schema'

type Db = Kysely<Database>

/**
 * The offers of self-service promotions and joined activities on each night of a stay of one
 * unit (booked on `bookedOn`, the unit's today): what booking prices with (decision 0058).
 */
export async function unitOffers(db: Db, unitId: string, nights: readonly string[], stay: { bookedOn: string; nights: number }): Promise<NightOffer[][]> {
  if (nights.length === 0) return []
  const first = nights[0]!
  const last = nights[nights.length - 1]!
  const [promotions, activities] = await Promise.all([
    db.selectFrom('promotions').innerJoin('promotion_units', 'promotion_units.promotion_id', 'promotions.id')
      .select(['promotions.id', 'promotions.kind', 'promotions.discount_percent', 'promotions.stay_from', 'promotions.stay_to',
        'promotions.weekdays', 'promotions.days_before', 'promotions.min_nights'])
      .where('promotion_units.unit_id', '=', unitId).where('promotions.withdrawn_at', 'is', null)
      .where('promotions.stay_from', '<=', last).where('promotions.stay_to', '>=', first).execute(),
    db.selectFrom('activities').innerJoin('activity_entries', 'activity_entries.activity_id', 'activities.id')
      .select(['activities.id', 'activities.discount_percent', 'activities.platform_percent', 'activities.stay_from', 'activities.stay_to'])
      .where('activity_entries.unit_id', '=', unitId).where('activity_entries.state', '=', 'registered')
      .where('activities.stay_from', '<=', last).where('activities.stay_to', '>=', first).execute(),
  ])
  return nights.map((night) => [
    ...promotions.filter((p) => promotionApplies({
      kind: p.kind as PromotionKind, stayFrom: p.stay_from, stayTo: p.stay_to, weekdays: JSON.parse(p.weekdays) as number[],
      daysBefore: p.days_before, minNights: p.min_nights,
    }, night, stay)).map((p): NightOffer => ({ source: 'promotion', id: p.id, percent: p.discount_percent, platformPercent: 0 })),
    ...activities.filter((a) => night >= a.stay_from && night <= a.stay_to)
      .map((a): NightOffer => ({ source: 'activity', id: a.id, percent: a.discount_percent, platformPercent: a.platform_percent })),
  ])
}
