import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * Kysely table types. Times are integer milliseconds since the epoch; booleans are 0/1 integers
 * (portable between SQLite and PostgreSQL). Row types never leave src/server.
 */
export interface Database {
  users: UsersTable
  business_managers: BusinessManagersTable
  sessions: SessionsTable
  verification_codes: VerificationCodesTable
  outbound_messages: OutboundMessagesTable
  rate_events: RateEventsTable
  slide_challenges: SlideChallengesTable
  realname_submissions: RealnameSubmissionsTable
  uploads: UploadsTable
  system_messages: SystemMessagesTable
  idempotency_keys: IdempotencyKeysTable
  seen_requests: SeenRequestsTable
  listings: ListingsTable
  listing_photos: ListingPhotosTable
  listing_operations: ListingOperationsTable
  listing_reviews: ListingReviewsTable
  exchange_rates: ExchangeRatesTable
  calendar_days: CalendarDaysTable
  calendar_ops: CalendarOpsTable
  calendar_op_ranges: CalendarOpRangesTable
  calendar_blocks: CalendarBlocksTable
  calendar_bookings: CalendarBookingsTable
  calendar_feeds: CalendarFeedsTable
  calendar_exports: CalendarExportsTable
  orders: OrdersTable
  order_guests: OrderGuestsTable
  order_logs: OrderLogsTable
  order_events: OrderEventsTable
  ranking_penalties: RankingPenaltiesTable
  order_renewals: OrderRenewalsTable
  order_disputes: OrderDisputesTable
  voice_settings: VoiceSettingsTable
  server_keys: ServerKeysTable
  push_subscriptions: PushSubscriptionsTable
  payout_accounts: PayoutAccountsTable
  merchant_media: MerchantMediaTable
  verified_contacts: VerifiedContactsTable
  hotel_products: HotelProductsTable
  payout_store_links: PayoutStoreLinksTable
  listing_qualifications: ListingQualificationsTable
  settlement_statements: SettlementStatementsTable
  settlement_items: SettlementItemsTable
  foreign_bank_accounts: ForeignBankAccountsTable
  invoice_titles: InvoiceTitlesTable
  shipping_addresses: ShippingAddressesTable
  invoices: InvoicesTable
  invoice_months: InvoiceMonthsTable
  reviews: ReviewsTable
  activities: ActivitiesTable
  activity_entries: ActivityEntriesTable
  promotions: PromotionsTable
  promotion_units: PromotionUnitsTable
  market_log: MarketLogTable
  order_offers: OrderOffersTable
  notices: NoticesTable
  notice_seen: NoticeSeenTable
  violation_records: ViolationRecordsTable
  violation_appeals: ViolationAppealsTable
  social_bindings: SocialBindingsTable
  chat_guests: ChatGuestsTable
  chat_talks: ChatTalksTable
  chat_messages: ChatMessagesTable
  chat_late_replies: ChatLateRepliesTable
  pms_connections: PmsConnectionsTable
  pms_keys: PmsKeysTable
  pms_rooms: PmsRoomsTable
  pms_rate_plans: PmsRatePlansTable
  pms_order_pulls: PmsOrderPullsTable
  job_runs: JobRunsTable
  bank_branches: BankBranchesTable
  wallet_ledger: WalletLedgerTable
  withdrawals: WithdrawalsTable
  business_days: BusinessFiguresTable
  business_months: BusinessFiguresTable
}

export interface WalletLedgerTable {
  id: Generated<number>
  user_id: number
  /** settlement | withdrawal | withdrawalReturned (src/domain/wallet/ledger.ts) */
  kind: string
  /** positive fen; the kind gives the sign */
  amount: number
  currency: string
  ref: string
  created_at: number
}

export interface WithdrawalsTable {
  id: string
  user_id: number
  account_id: string
  amount: number
  /** processing | completed | returned */
  state: string
  created_at: number
  finished_at: number | null
}

export interface PayoutAccountsTable {
  id: string
  user_id: number
  /** private | public */
  account_type: string
  /** creating | verificationPending | pendingReview | approved | rejected */
  state: string
  /** The host's form (src/domain/payout/schemas.ts PayoutAccountDetails), JSON. */
  details: string
  /** scrypt, never the password itself; null until the account was submitted. */
  withdraw_password_hash: string | null
  reject_reason: string | null
  version: Generated<number>
  created_at: number
  updated_at: number
  submitted_at: number | null
  reviewed_at: number | null
  /** The reserved phone whose code (sent as the bank would) the host entered; a change needs the old one's code. */
  verified_phone: string | null
  /** The bank's small transfer to a public account: fen, serial, when it was sent, wrong entries since. */
  transfer_amount: number | null
  transfer_serial: string | null
  transfer_sent_at: number | null
  transfer_attempts: Generated<number>
}

export interface UsersTable {
  id: Generated<number>
  mobile: string
  country_code: string
  email: string | null
  password_hash: string | null
  user_name: string
  nick_name: string
  is_oversea: number
  white_user: number
  is_ka: number
  merchant_white: number
  /** 1 = real-name passed (spec landlordPass) */
  landlord_pass: number
  /** spec needCheck: the landlord still has to pass a check */
  need_check: number
  /** none | pending | passed | failed */
  realname_state: string
  real_name: string
  id_card_no: string
  passport_no: string
  city_id: string | null
  /** Bumped by every city change: a write that saw an older one is a conflict. */
  city_version: Generated<number>
  housekeeper_id: number | null
  created_at: number
  /** The avatar (a public upload) and its size; null for the default picture (decision 0061). */
  avatar_url: string | null
  avatar_width: number | null
  avatar_height: number | null
  /** A second person or number to reach the host by. */
  alternate_name: string | null
  alternate_mobile: string | null
  alternate_country_code: string | null
  /** Bumped by every personal-information edit: a write that saw an older one is a conflict. */
  profile_version: Generated<number>
}

/** A guest of the chat (the console plays guests; decision 0063). */
/** A store's connection with a PMS partner (decision 0064): waitingOpen until staff open it. */
export interface PmsConnectionsTable {
  id: string
  user_id: number
  partner_id: string
  store_lu_id: string
  pms_hotel_code: string
  /** waitingOpen | connected */
  state: string
  created_at: number
  opened_at: number | null
  last_call_at: number | null
  /** Where the platform pulls the PMS's nights hourly (what it does not push), null for none. */
  sync_url: string | null
  last_sync_at: number | null
  /** The message key of the last pull's failure, null when it went through. */
  last_sync_error: string | null
}

/** A key the PMS calls the open API with: its SHA-256 only (the secret is shown once). */
export interface PmsKeysTable {
  id: string
  connection_id: string
  user_id: number
  key_hash: string
  prefix: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}

/** A room the PMS announced, bound to a room type of the store (its listing id) or not. */
export interface PmsRoomsTable {
  connection_id: string
  room_code: string
  name: string
  room_type_lu_id: string | null
  position: number
  updated_at: number
}

/** A rate plan of a PMS room, bound to a product (hotel_products.id) of the room's room type or not. */
export interface PmsRatePlansTable {
  connection_id: string
  room_code: string
  rate_plan_code: string
  name: string
  product_id: string | null
  position: number
}

/** An order the PMS pulled, first time. */
/** Per server job: runs, failures, the last error and instance (console `jobs list`; decision 0065). */
export interface JobRunsTable {
  name: string
  runs: number
  failures: number
  last_started_at: number | null
  last_finished_at: number | null
  last_ok_at: number | null
  last_error: string | null
  last_error_at: number | null
  last_instance: string | null
}

export interface PmsOrderPullsTable {
  connection_id: string
  order_no: string
  pulled_at: number
}

export interface ChatGuestsTable {
  id: Generated<number>
  nick_name: string
  head_img_url: string
  created_at: number
}

/** A conversation of a host with a guest about a listing; talk_id is what the wire carries. */
export interface ChatTalksTable {
  id: Generated<number>
  talk_id: string
  user_id: number
  guest_id: number
  lu_id: string
  listing_title: string
  created_at: number
  last_msg_at: number
  /** The host removed it from the list; a newer guest message brings it back. */
  deleted_at: number | null
}

/** A chat message; its id is the msgId and the long-poll's cursor. */
export interface ChatMessagesTable {
  id: Generated<number>
  talk_id: string
  /** The conversation's host (every message of the host's talks, for the cursor). */
  user_id: number
  from_role: 'landlord' | 'tenant'
  local_id: string
  content: string
  created_at: number
  is_read: Generated<number>
  pushed_at: number | null
}

/** A host reply over 60 minutes after the guest's message (business rules 9: a violation reason). */
export interface ChatLateRepliesTable {
  id: Generated<number>
  user_id: number
  talk_id: string
  guest_msg_id: number
  reply_msg_id: number
  delay_ms: number
  created_at: number
}

/** A social account bound to a host (third-party sign-in; the console plays the provider). */
export interface SocialBindingsTable {
  id: Generated<number>
  user_id: number
  provider: string
  open_id: string
  nick_name: string
  bound_at: number
}

export interface BusinessManagersTable {
  id: Generated<number>
  real_name: string
  mobile: string
  staff_no: string
}

export interface SessionsTable {
  /** sessId */
  id: string
  user_id: number
  /** SHA-256 hex of the xztoken; the token itself is never stored */
  token_hash: string
  created_at: number
  expires_at: number
  revoked_at: number | null
}

export interface VerificationCodesTable {
  id: Generated<number>
  channel: 'sms' | 'email'
  /** '+86 13800000000' style for sms, lower-cased address for e-mail */
  target: string
  scene: string
  code_hash: string
  attempts: number
  created_at: number
  expires_at: number
  consumed_at: number | null
}

/** What the recording SMS/e-mail provider "sent": the console reads it. */
export interface OutboundMessagesTable {
  id: Generated<number>
  channel: 'sms' | 'email'
  target: string
  scene: string
  code: string
  body: string
  created_at: number
}

/** Sliding-window rate limit events (kept in the database so any instance sees them). */
export interface RateEventsTable {
  id: Generated<number>
  key: string
  at: number
}

export interface SlideChallengesTable {
  id: string
  target_x: number
  created_at: number
  expires_at: number
  /** SHA-256 hex of the one-use token issued when the challenge was passed */
  token_hash: string | null
  passed_at: number | null
  used_at: number | null
  attempts: number
}

export interface RealnameSubmissionsTable {
  id: Generated<number>
  user_id: number
  kind: 'mainland' | 'overseas'
  real_name: string
  id_card_no: string
  passport_no: string
  /** JSON: [{ role: 'idFront' | 'passport' | 'selfie', url, width, height }] */
  images: string
  state: string
  created_at: number
}

export interface UploadsTable {
  id: Generated<number>
  user_id: number
  dir: string
  /** path under the files root, e.g. duanzu_head/2026/11/ab12cd.jpg */
  path: string
  content_type: string
  size: number
  width: number
  height: number
  created_at: number
}

export interface SystemMessagesTable {
  id: Generated<number>
  user_id: number
  title: string
  tips: string
  content: string
  is_read: number
  jump_url: string
  created_at: number
}

/** The answer to each idempotent write, by the client's key, per user (kept 30 days). */
/** A non-idempotent write's signature, refused again until expires_at (src/server/middleware/replay.ts). */
export interface SeenRequestsTable {
  signature: string
  expires_at: number
}

export interface IdempotencyKeysTable {
  user_id: number
  key: string
  /** SHA-256 hex of the endpoint key and the canonical JSON of the business fields */
  request_hash: string
  /** The JSON body answered first; a repeat answers it again */
  response: string
  http_status: number
  created_at: number
}

/** A B&B listing (issue 4); lu_id is the client-made UUID. */
export interface ListingsTable {
  lu_id: string
  user_id: number
  /** domestic | overseas */
  region: string
  rental_type: string
  building_type: string | null
  /** draft | auditing | online | rejected */
  audit_status: string
  /** online | offline */
  room_status: string
  /** Modification of an online listing: none | unsubmitted | auditing | rejected */
  change_status: string
  /** none | pending | auditing | rejected | passed */
  address_review: string
  /** JSON: step -> fields (the host's working copy) */
  steps: string
  /** JSON: step -> fields as guests see them; null until first approved */
  live: string | null
  /** JSON: step -> version */
  versions: string
  /** Hash of the working steps at the last publish (listingUnchanged) */
  published_hash: string | null
  title: string
  currency: string
  created_at: number
  updated_at: number
  deleted_at: number | null
  delete_reason: string | null
  delete_note: string | null
  /**
   * What the host's list filters on, derived from the columns above and the steps on every write
   * (house/list-columns.ts): the group, the sub-states as ',a,b,' ('' for none) and the title
   * folded for the search. The database default '' is only for rows written around the service.
   */
  list_group: Generated<string>
  sub_states: Generated<string>
  title_search: Generated<string>
  /** bnb | hotel | roomType (decision 0048) */
  kind: Generated<string>
  /** A room type's hotel; null otherwise. */
  parent_lu_id: ColumnType<string | null, string | null | undefined, string | null>
}

export interface ListingPhotosTable {
  img_id: string
  lu_id: string
  user_id: number
  /** path under the files root, listing/yyyy/mm/name.ext */
  path: string
  width: number
  height: number
  photo_type: string
  created_at: number
}

export interface ListingOperationsTable {
  id: Generated<number>
  lu_id: string
  user_id: number
  at: number
  /** system | merchantWeb | merchantMobile | thirdParty */
  role: string
  operator: string
  action: string
  field: string | null
  old_value: string | null
  new_value: string | null
}

/** A submission for review (first publish, modification, address) with its result. */
export interface ListingReviewsTable {
  id: Generated<number>
  lu_id: string
  /** listing | modification | address */
  kind: string
  /** JSON: [{ step, field, oldValue, newValue }] */
  changes: string
  /** auditing | passed | rejected */
  status: string
  submitted_at: number
  decided_at: number | null
  /** JSON: [{ reasonCode, note }] */
  reasons: Generated<string>
  note: Generated<string>
}

/** Units of the currency for 1 RMB (decimal text). */
export interface ExchangeRatesTable {
  currency: string
  rate: string
  updated_at: number
}

/** A unit's night: overrides (null = the listing's default) and the booked count (issue 5). */
export interface CalendarDaysTable {
  /** `lu:{luId}` (later `rt:{roomTypeId}`) */
  unit_id: string
  /** yyyy-MM-dd, the unit's local date */
  date: string
  price: number | null
  stock: number | null
  /** 0/1; null = open (the default) */
  open: number | null
  booked: Generated<number>
  updated_at: number
  /** 'thirdParty' when a PMS wrote the night's values last (decision 0064), else null. */
  set_by: ColumnType<string | null, string | null | undefined, string | null>
}

/** A calendar operation (edit, undo, import, booking, order refusal) for the records. */
export interface CalendarOpsTable {
  id: string
  user_id: number
  /** JSON array of unit ids */
  unit_ids: string
  /** set | undo | import | booking | orderRefusal */
  kind: string
  /** system | merchantWeb | merchantMobile | thirdParty */
  role: string
  operator: string
  /** JSON of the request, for the record */
  summary: string
  created_at: number
  undone_by: string | null
  undoes: string | null
}

/**
 * Consecutive nights of one unit whose field an operation changed from the same old value to the
 * same new one (src/domain/calendar/op-ranges.ts): values as integers (open/blocked 1/0), null =
 * default / none.
 */
export interface CalendarOpRangesTable {
  op_id: string
  unit_id: string
  /** price | stock | open | booked | blocked */
  field: string
  date_from: string
  date_to: string
  old_value: number | null
  new_value: number | null
  nights: number
}

/** A night an outside calendar (feed) marks busy. */
export interface CalendarBlocksTable {
  unit_id: string
  date: string
  feed_id: string
}

/** Units booked from start_date to end_date (exclusive): orders and console bookings. */
export interface CalendarBookingsTable {
  id: string
  unit_id: string
  start_date: string
  end_date: string
  count: number
  /** order | console */
  source: string
  ref: string
  created_at: number
}

/** An outside calendar (.ics URL) a unit imports busy nights from (hourly and on demand). */
export interface CalendarFeedsTable {
  id: string
  unit_id: string
  user_id: number
  name: string
  url: string
  created_at: number
  last_attempt_at: number | null
  last_success_at: number | null
  /** message key of the last attempt's failure; null after a success */
  last_error: string | null
  /** its technical cause ('HTTP 404'), untranslated */
  last_error_detail: string | null
  last_error_at: number | null
  /** busy events of the last successful import */
  event_count: Generated<number>
}

/** A unit's export feed: its secret token (/ical/{token}.ics); a reset replaces it. */
export interface CalendarExportsTable {
  unit_id: string
  token: string
  created_at: number
}

export type ListingRow = Selectable<ListingsTable>
export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>

/** An order (decision 0025). Money in minor units of `currency`; dates 'yyyy-MM-dd'. */
export interface OrdersTable {
  order_no: string
  user_id: number
  /** house | store */
  lodge_business: string
  /** The calendar unit `lu:{luId}`; null for hotel orders until hotels have calendars. */
  unit_id: string | null
  lu_id: string | null
  listing_title: string
  store_name: string | null
  room_type_name: string | null
  /** The unit's country (ISO alpha-3): its zone decides "today" for check-in. */
  country: string
  state: string
  check_in: string
  check_out: string
  nights: number
  rooms: number
  guest_count: number
  has_minors: number
  booker_name: string
  booker_phone: string
  booker_country_code: string
  currency: string
  /** JSON [{date, price}] of the nights' prices (minor units, per room) when booked. */
  nightly: string
  original_rent: number
  merchant_discount: number
  rent: number
  service_fee: number
  invoice_service_fee: number
  income: number
  deposit: number
  /** The calendar booking holding the stock (released on cancel, refusal, timeouts). */
  booking_id: string | null
  confirm_deadline: number | null
  pay_deadline: number | null
  paid_at: number | null
  checked_out_at: number | null
  cancel_reason: string | null
  cancelled_by: string | null
  refund_amount: number | null
  refund_state: string | null
  refunded_at: number | null
  reject_reason: string | null
  reject_explanation: string | null
  /** JSON string[] of the nights a refusal closed. */
  closed_dates: string | null
  insurance_state: string
  insurance_policy_no: string | null
  insurance_premium: number | null
  insured_name: string | null
  invoice_provider: string
  invoice_state: string
  invoice_title: string | null
  /** When the guest asked for the invoice (decision 0056). */
  invoice_requested_at: number | null
  smart_lock: string | null
  settlement_state: string
  settled_at: number | null
  /** The platform's share of the discount (minor units), paid back to the host (decision 0058). */
  platform_discount: Generated<number>
  /** JSON [{source, id, percent, nights, host, platform}] of the offers that priced the nights, or null. */
  offers: string | null
  cancellation_rule: string
  created_at: number
  updated_at: number
  version: number
}

export interface OrderGuestsTable {
  id: string
  order_no: string
  position: number
  name: string
  credential_type: string
  credential_no: string
  age: number
  issuing_place: string | null
  checked_in_at: number | null
}

export interface OrderLogsTable {
  id: string
  order_no: string
  at: number
  /** Order of entries written in the same millisecond. */
  seq: number
  action: string
  role: string
  operator: string
  /** JSON object of strings and numbers. */
  detail: string
}

/** A new or cancelled order, for the host's voice alert (read once) and push (sent once). */
export interface OrderEventsTable {
  id: string
  user_id: number
  order_no: string
  /** new | cancelled */
  kind: string
  lodge_business: string
  created_at: number
  voice_read_at: number | null
  pushed_at: number | null
}

export interface RankingPenaltiesTable {
  id: string
  user_id: number
  /** bottom | demotion */
  kind: string
  days: number
  /** rejection | confirmTimeout */
  reason: string
  order_no: string
  starts_at: number
  ends_at: number
}

export interface OrderRenewalsTable {
  id: string
  order_no: string
  state: string
  nights: number
  new_check_out: string
  rent: number
  booking_id: string | null
  confirm_deadline: number | null
  pay_deadline: number | null
  reject_reason: string | null
  created_at: number
  updated_at: number
}

export interface OrderDisputesTable {
  order_no: string
  state: string
  amount: number
  reason: string
  claimed_at: number
  guest_answered_at: number | null
  auto_refund_at: number | null
  escalated_at: number | null
  resolution: string | null
  refunded: number | null
  updated_at: number
}

/** The host's order sounds (a missing row: both on). */
export interface VoiceSettingsTable {
  user_id: number
  new_order: number
  cancel_order: number
  updated_at: number
  /** The chime for guests' chat messages (1 on). */
  chat_message: Generated<number>
}

/** Keys the server makes once and keeps (the VAPID key pair of Web Push). */
export interface ServerKeysTable {
  name: string
  value: string
  created_at: number
}

/** A device's push subscription for a host (decision 0026); gone_at: the push service said it expired. */
export interface PushSubscriptionsTable {
  endpoint: string
  user_id: number
  p256dh: string
  auth: string
  /** zh | en: the language of the notifications. */
  lang: string
  created_at: number
  last_success_at: number | null
  last_error: string | null
  gone_at: number | null
}

/** A scan a host uploaded for a payout account (the merchant media upload); only these may be sent in its photo fields. */
export interface MerchantMediaTable {
  id: string
  user_id: number
  url: string
  /** private | public */
  settle_acct_type: string
  created_at: number
}

/** Branch names of approved accounts, offered to every host who picks the same bank and city. */
export interface BankBranchesTable {
  bank_name: string
  city: string
  name: string
  created_at: number
}

/** A mobile number a host proved by an SMS code (a hotel's main contact, decision 0048). */
export interface VerifiedContactsTable {
  user_id: number
  mobile: string
  verified_at: number
}

/** A product for sale of an online hotel's room type (decision 0050). */
export interface HotelProductsTable {
  id: string
  user_id: number
  hotel_id: string
  room_type_id: string
  name: string
  /** Breakfasts included a night: 0, 1 or 2. */
  breakfasts: number
  /** The hotel discount in tenths: 95 = 9.5 (95 % of the price). */
  discount_tenths: number
  cancellation_rule: string
  on_sale: number
  version: Generated<number>
  created_at: number
  updated_at: number
  deleted_at: number | null
}

/** A store (hotel) linked to a payout account (decision 0051); one account at most per store. */
export interface PayoutStoreLinksTable {
  hotel_id: string
  account_id: string
  user_id: number
  linked_at: number
}

/** A B&B listing's qualification (decision 0053): its type, scans (JSON list of URLs) and staff's decision. */
export interface ListingQualificationsTable {
  lu_id: string
  user_id: number
  type: string
  images: string
  state: string
  reason: string | null
  submitted_at: number
  decided_at: number | null
}

/** A settlement statement (decision 0054): amounts in minor units of `currency`; destination is JSON (src/domain/settlement/endpoints.ts Destination). */
export interface SettlementStatementsTable {
  id: Generated<number>
  serial_no: string
  user_id: number
  /** toSettle | settled */
  state: string
  currency: string
  settlement_date: string
  cycle_from: string
  cycle_to: string
  orders: number
  amount_due: number
  third_party_fee: number
  actual_amount: number
  destination: string
  created_at: number
  settled_at: number | null
}

/** An ended stay with its split (minor units of the order's `currency`); statement_id null until it is in a statement. */
export interface SettlementItemsTable {
  order_no: string
  user_id: number
  lodge_business: string
  listing_title: string
  store_name: string | null
  room_type_name: string | null
  check_in: string
  check_out: string
  stay_end: string
  nights: number
  currency: string
  original_rent: number
  merchant_discount: number
  /** The platform's share of the discount (decision 0067); 0 in items of before it that had none. */
  platform_discount: Generated<number>
  rent: number
  service_fee: number
  invoice_service_fee: number
  income: number
  settlement_date: string
  statement_id: number | null
  /** units of the statement's currency per unit of the order's */
  rate: string | null
  settled_amount: number | null
  created_at: number
}

/** The foreign bank account an overseas host is paid to, kept by the business manager (the console). */
export interface ForeignBankAccountsTable {
  user_id: number
  currency: string
  account_name: string
  account_number: string
  bank_name: string
  swift_code: string
  bank_address: string
  bank_code: string
  updated_at: number
}

/** An invoice title of a host's (decision 0056): value is JSON (src/domain/invoice/rules.ts InvoiceTitleValue). */
export interface InvoiceTitlesTable {
  id: string
  user_id: number
  value: string
  created_at: number
  updated_at: number
  deleted_at: number | null
}

/** A shipping address of a host's: value is JSON (ShippingAddressValue); region the division names. */
export interface ShippingAddressesTable {
  id: string
  user_id: number
  value: string
  region: string
  is_default: number
  created_at: number
  updated_at: number
  deleted_at: number | null
}

/** An invoice applied for (fen); title and address are JSON snapshots as applied with. */
export interface InvoicesTable {
  invoice_no: string
  user_id: number
  /** JSON list of 'YYYY-MM' */
  months: string
  amount: number
  invoice_type: string
  title: string
  address: string
  state: string
  fail_reason: string | null
  issued_number: string | null
  issued_at: number | null
  mailing_state: string | null
  courier: string | null
  tracking_no: string | null
  mailed_at: number | null
  reversal_state: string | null
  reversal_reason: string | null
  reversal_note: string | null
  reversal_asked_at: number | null
  created_at: number
  updated_at: number
}

/** A bill month a live invoice holds: one at most per host and month. */
export interface InvoiceMonthsTable {
  user_id: number
  month: string
  invoice_no: string
}

/** A guest's review of an ended stay and the host's reply (issue 17, decision 0057). */
export interface ReviewsTable {
  id: string
  user_id: number
  order_no: string
  /** The B&B listing, or the hotel of a room type: what the list filters by. */
  listing_id: string
  listing_title: string
  guest_name: string
  hygiene: number
  safety: number
  description_match: number
  traffic_location: number
  cost_effectiveness: number
  content: string
  /** 1: generated 60 days after the stay. */
  auto: number
  /** awaitingFeedback | replied | replyFailed | failedReview */
  state: string
  review_fail_reason: string | null
  reply: string | null
  replied_at: number | null
  reply_fail_reason: string | null
  commented_at: number
  updated_at: number
}

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

/** One offer that priced nights of an order: the host's and the platform's parts (minor units of the order's currency). */
export interface OrderOffersTable {
  order_no: string
  /** listing | promotion | activity */
  source: string
  /** The promotion's or activity's id; '' for the listing's own discount. */
  offer_id: string
  user_id: number
  currency: string
  percent: number
  nights: number
  host_amount: number
  platform_amount: number
}

/** A platform notice (decision 0059). */
export interface NoticesTable {
  id: string
  title: string
  content: string
  /** all | mainland | overseas */
  audience: string
  jump_url: string
  created_at: number
}

/** Up to when a host has seen the notices (closing the popup). */
export interface NoticeSeenTable {
  user_id: number
  seen_until: number
}

/** A violation staff found and its penalty (decision 0060). */
export interface ViolationRecordsTable {
  id: string
  user_id: number
  /** The listing it concerns; null: the host's account. */
  lu_id: string | null
  target_title: string | null
  violation_type: string
  /** warning | demotion | bottom | blacklist | offline */
  method: string
  days: number | null
  permanent: number
  starts_at: number
  /** null: a warning, or permanent offline */
  ends_at: number | null
  lifted_at: number | null
  note: string
}

/** The host's appeal of a violation record (one per record). */
export interface ViolationAppealsTable {
  record_id: string
  user_id: number
  text: string
  /** JSON string[] of the host's uploads to the appeal folder. */
  images: string
  /** pending | rejected | successful */
  state: string
  reason: string | null
  submitted_at: number
  decided_at: number | null
}

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
