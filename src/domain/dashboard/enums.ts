/** remindType of the system message list: every message or the unread ones (decision 0037). */
export const REMIND_TYPES = ['all', 'unread'] as const
