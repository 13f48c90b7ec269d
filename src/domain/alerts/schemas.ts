import { z } from 'zod/mini'

/** Order reminder (portal spec 3): what the 20-second poll answers. */
export const orderReminder = z.object({
  /** New orders not yet announced by sound. */
  unreadVoiceNum: z.number(),
  /** Cancelled orders not yet announced by sound. */
  unreadCancelVoiceNum: z.number(),
  /** Whether the PC plays the new-order / cancel sound (the host's voice settings). */
  pcNewOrderVoice: z.boolean(),
  pcCancelOrderVoice: z.boolean(),
  voiceUrl: z.string(),
  cancelVoiceUrl: z.string(),
  /** Orders waiting for the host's confirmation: all, hotel (store) and B&B (house). */
  totalNum: z.number(),
  hotelNum: z.number(),
  homeNum: z.number(),
  /**
   * Where the unread events this answer counted end (when the newest was written, in ms as
   * digits; '0' when none): claimOrderVoice's upTo, so the client claims what it was told of
   * (decision 0074). Digits, not a number: a request's numbers stay within 32 bits.
   */
  voiceCursor: z.string(),
})
export type OrderReminder = z.infer<typeof orderReminder>

/**
 * The spec's isAll, kept on the wire; the poll only reads whatever it says: the events a client
 * announces are claimed by claimOrderVoice, a POST (decision 0074; before, '0' marked them read).
 */
export const orderReminderRequest = z.object({ isAll: z._default(z.enum(['0', '1']), '0') })

/** The unread order events written up to `upTo` (the poll's voiceCursor) are claimed by the caller. */
export const orderVoiceClaimRequest = z.object({ upTo: z.string().check(z.regex(/^\d{1,15}$/)) })

/** What this claim won (each event is won once, whichever tab or device claims first): new and cancelled orders to announce. */
export const orderVoiceClaim = z.object({ voiceNum: z.number(), cancelVoiceNum: z.number() })
export type OrderVoiceClaim = z.infer<typeof orderVoiceClaim>

export const voiceSettings = z.object({
  pcNewOrderVoice: z.boolean(),
  pcCancelOrderVoice: z.boolean(),
  /** A chime for a guest's new chat message (overseas hosts; issue 19); absent from clients of before it: kept as it is. */
  pcChatVoice: z.optional(z.boolean()),
})
export type VoiceSettings = z.infer<typeof voiceSettings>

/** A browser's push subscription (PushSubscription.toJSON()), with the language of its notifications. */
export const pushSubscribeRequest = z.object({
  endpoint: z.string().check(z.maxLength(1000)),
  p256dh: z.string().check(z.maxLength(200)),
  auth: z.string().check(z.maxLength(100)),
  lang: z._default(z.enum(['zh', 'en']), 'zh'),
})
export const pushEndpointRequest = z.object({ endpoint: z.string().check(z.maxLength(1000)) })
export const pushStatus = z.object({
  /** active: pushes go there; gone: the push service said it expired; unknown: not this host's. */
  state: z.enum(['active', 'gone', 'unknown']),
  goneAt: z.nullable(z.number()),
  lastSuccessAt: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
})
export type PushStatus = z.infer<typeof pushStatus>
export const pushTestAnswer = z.object({ sent: z.boolean(), status: pushStatus })

/**
 * A new order's notification buttons, and the words of the notification that answers the host's
 * tap on Accept (issue 40), in the subscription's language: the service worker has no catalogue.
 */
export type PushAnswer = {
  accept: string
  open: string
  /** The answer's titles: taken; kept on the device until the connection is back; waiting for a new sign-in. */
  accepted: string
  queued: string
  signIn: string
  /** Why not: the window passed, the guest cancelled, already answered (here or on another device), anything else. */
  expired: string
  cancelled: string
  answered: string
  failed: string
}

/** What a push carries to the service worker (encrypted on the way). */
export type OrderPushPayload = {
  kind: 'new' | 'cancelled' | 'test' | 'chat'
  orderNo: string | null
  title: string
  body: string
  /** Where a click on the notification leads. */
  url: string
  /** What waits for the host now (orders to answer + guests' unread messages): the installed icon's badge (issue 40). */
  badge?: number
  /** A new order that waits for the host: the notification offers Accept and Open (issue 40). */
  answer?: PushAnswer
  /** The order's listing (or hotel and room type), which the answer's notification names. */
  listing?: string
}
