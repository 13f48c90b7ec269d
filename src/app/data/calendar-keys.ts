/** The calendar's queries' common key (calendar-queries.ts), for screens that only invalidate them: no schemas or calls come with it. */
export const CALENDAR_KEY = ['calendar'] as const
