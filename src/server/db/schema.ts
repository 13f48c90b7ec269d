import type { UicTables } from './schema/uic'
import type { GeneralTables } from './schema/general'
import type { HouseTables } from './schema/house'
import type { CalendarTables } from './schema/calendar'
import type { OrderTables } from './schema/order'
import type { AlertsTables } from './schema/alerts'
import type { FinanceTables } from './schema/finance'
import type { WalletTables } from './schema/wallet'
import type { PayoutTables } from './schema/payout'
import type { HotelTables } from './schema/hotel'
import type { MarketTables } from './schema/market'
import type { NoticeTables } from './schema/notice'
import type { RiskTables } from './schema/risk'
import type { ReviewTables } from './schema/review'
import type { ChatTables } from './schema/chat'
import type { PmsTables } from './schema/pms'
import type { DashboardTables } from './schema/dashboard'

/**
 * Kysely table types. Times are integer milliseconds since the epoch; booleans are 0/1 integers
 * (portable between SQLite and PostgreSQL). Row types never leave src/server.
 */
export interface Database
  extends UicTables,
    GeneralTables,
    HouseTables,
    CalendarTables,
    OrderTables,
    AlertsTables,
    FinanceTables,
    WalletTables,
    PayoutTables,
    HotelTables,
    MarketTables,
    NoticeTables,
    RiskTables,
    ReviewTables,
    ChatTables,
    PmsTables,
    DashboardTables {}

export type * from './schema/uic'
export type * from './schema/general'
export type * from './schema/house'
export type * from './schema/calendar'
export type * from './schema/order'
export type * from './schema/alerts'
export type * from './schema/finance'
export type * from './schema/wallet'
export type * from './schema/payout'
export type * from './schema/hotel'
export type * from './schema/market'
export type * from './schema/notice'
export type * from './schema/risk'
export type * from './schema/review'
export type * from './schema/chat'
export type * from './schema/pms'
export type * from './schema/dashboard'
