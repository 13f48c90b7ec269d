import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

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

/** A social account bound to a host (third-party sign-in; the console plays the provider). */
export interface SocialBindingsTable {
  id: Generated<number>
  user_id: number
  provider: string
  open_id: string
  nick_name: string
  bound_at: number
}

/** A sign-in started with a provider, waiting for its answer (decision 0085). */
export interface SocialStatesTable {
  /** sha256 of the state sent to the provider (hex) */
  state_hash: string
  provider: string
  /** signIn | bind */
  purpose: string
  /** The host who started a binding; null for a sign-in. */
  user_id: number | null
  /** PKCE's code verifier, where the provider takes PKCE. */
  code_verifier: string | null
  /** OpenID Connect's nonce (a provider configured by its issuer). */
  nonce: string | null
  /** Where the portal goes after signing in (checked again by the portal). */
  redirect: string | null
  created_at: number
  expires_at: number
  used_at: number | null
}

/** A first sign-in's social account, waiting for the mobile number it is bound to (decision 0085). */
export interface SocialTicketsTable {
  /** sha256 of the ticket the portal holds (hex) */
  ticket_hash: string
  provider: string
  open_id: string
  nick_name: string
  redirect: string | null
  created_at: number
  expires_at: number
  used_at: number | null
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>

/** The tables of sign-in and accounts: users, sessions, codes, rate limits, slide challenges, social bindings, real name. */
export interface UicTables {
  users: UsersTable
  business_managers: BusinessManagersTable
  sessions: SessionsTable
  verification_codes: VerificationCodesTable
  outbound_messages: OutboundMessagesTable
  rate_events: RateEventsTable
  slide_challenges: SlideChallengesTable
  realname_submissions: RealnameSubmissionsTable
  social_bindings: SocialBindingsTable
  social_states: SocialStatesTable
  social_tickets: SocialTicketsTable
}
