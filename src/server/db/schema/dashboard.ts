/**
 * Business data's figures kept as orders change (decision 0066): one host's unit (unit_key, ''
 * without one) and currency on one day (business_days, period 'yyyy-MM-dd') or month
 * (business_months, period 'yyyy-MM'). Bookings by the Beijing day they were made; paid stays by
 * check-in day. Money in minor units of `currency`.
 */
export interface BusinessFiguresTable {
  user_id: number
  period: string
  unit_key: string
  currency: string
  orders: number
  cancellations: number
  refusals: number
  stays: number
  nights: number
  rent: number
  income: number
}

/** The tables of business data: the kept figures. */
export interface DashboardTables {
  business_days: BusinessFiguresTable
  business_months: BusinessFiguresTable
}
