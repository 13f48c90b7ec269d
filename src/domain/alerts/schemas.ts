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
})
export type OrderReminder = z.infer<typeof orderReminder>

/** isAll '0': the unread counts are marked announced by this answer; '1': only counted. */
export const orderReminderRequest = z.object({ isAll: z._default(z.enum(['0', '1']), '0') })

export const voiceSettings = z.object({ pcNewOrderVoice: z.boolean(), pcCancelOrderVoice: z.boolean() })
export type VoiceSettings = z.infer<typeof voiceSettings>
