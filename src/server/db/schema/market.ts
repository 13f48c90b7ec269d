/** A platform activity staff created (decision 0058). Dates 'yyyy-MM-dd'. */
export interface ActivitiesTable {
  id: string
  name: string
  type: string
  description: string
  stay_from: string
  stay_to: string
  enroll_from: string
  enroll_until: string
  discount_percent: number
  cost_bearer: string
  platform_percent: number
  /** house | store | all */
  lodge: string
  /** mainland | overseas | all */
  region: string
  closed_at: number | null
  created_at: number
}

/** A host's listing (calendar unit) in an activity: registered, or withdrawn for good. */
export interface ActivityEntriesTable {
  activity_id: string
  unit_id: string
  user_id: number
  state: string
  joined_at: number
  withdrawn_at: number | null
}

/** A host's self-service promotion (decision 0058). */
export interface PromotionsTable {
  id: string
  user_id: number
  name: string
  /** discount | lastMinute | longStay */
  kind: string
  discount_percent: number
  stay_from: string
  stay_to: string
  /** JSON number[] (0 Sunday); [] every day. */
  weekdays: string
  days_before: number | null
  min_nights: number | null
  created_at: number
  withdrawn_at: number | null
}

export interface PromotionUnitsTable {
  promotion_id: string
  unit_id: string
  user_id: number
}

/** What happened to an activity or promotion, by whom (activity/operation, promotion/operation). */
export interface MarketLogTable {
  id: string
  target_id: string
  user_id: number
  action: string
  title: string | null
  operator: string
  at: number
}

/** The tables of marketing: activities, promotions, their log. */
export interface MarketTables {
  activities: ActivitiesTable
  activity_entries: ActivityEntriesTable
  promotions: PromotionsTable
  promotion_units: PromotionUnitsTable
  market_log: MarketLogTable
}
