/**
 * What the routes' search params need of settlement, without the rules' imports (the route
 * files' validators load with the entry: decision 0043).
 */
export const STATEMENT_STATES = ['toSettle', 'settled'] as const
export type StatementState = (typeof STATEMENT_STATES)[number]

/** 'YYYY-MM' and real. */
export function isMonth(value: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(value)
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[1]) >= 2000
}
