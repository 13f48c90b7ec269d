/**
 * The wallet ledger's kinds (business rules 4 Balance), apart from the ledger's rules: the wallet
 * route's search schema reads them and loads with the portal's entry (decision 0043).
 */
export const LEDGER_KINDS = ['settlement', 'withdrawal', 'withdrawalReturned', 'idCheckFee'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]
