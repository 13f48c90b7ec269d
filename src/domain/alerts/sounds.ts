import type { OrderReminder } from './schemas'

/**
 * The audio alert (portal spec 4): the new-order sound twice, then the cancel-order sound twice;
 * only kinds that are enabled and have an unread count play; the total number of plays is 2 per
 * enabled and unread kind, and playing stops there.
 */
export function soundPlan(reminder: Pick<OrderReminder, 'unreadVoiceNum' | 'unreadCancelVoiceNum' | 'pcNewOrderVoice' | 'pcCancelOrderVoice' | 'voiceUrl' | 'cancelVoiceUrl'>): string[] {
  const plan: string[] = []
  if (reminder.pcNewOrderVoice && reminder.unreadVoiceNum > 0) plan.push(reminder.voiceUrl, reminder.voiceUrl)
  if (reminder.pcCancelOrderVoice && reminder.unreadCancelVoiceNum > 0) plan.push(reminder.cancelVoiceUrl, reminder.cancelVoiceUrl)
  return plan
}

/** Where the reminder box's "go and see" leads: hotel orders only when there are only hotel orders. */
export function reminderTarget(reminder: Pick<OrderReminder, 'hotelNum' | 'homeNum'>): { lodgeBusiness?: 'store' } {
  return reminder.hotelNum > 0 && reminder.homeNum === 0 ? { lodgeBusiness: 'store' } : {}
}

export type PlayOutcome = 'played' | 'unsupported' | 'denied'

/**
 * Plays the plan in order, one sound after the other; stops at the first failure and says why
 * (no audio support, or the browser refused to play: no sound permission).
 */
export async function playPlan(plan: readonly string[], play: (url: string) => Promise<void>, supported: boolean): Promise<PlayOutcome> {
  if (plan.length === 0) return 'played'
  if (!supported) return 'unsupported'
  for (const url of plan) {
    try {
      await play(url)
    } catch {
      return 'denied'
    }
  }
  return 'played'
}
