import type { Generated } from 'kysely'

/** The host's order sounds (a missing row: both on). */
export interface VoiceSettingsTable {
  user_id: number
  new_order: number
  cancel_order: number
  updated_at: number
  /** The chime for guests' chat messages (1 on). */
  chat_message: Generated<number>
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

/** The tables of alerts: voice settings, push subscriptions. */
export interface AlertsTables {
  voice_settings: VoiceSettingsTable
  push_subscriptions: PushSubscriptionsTable
}
