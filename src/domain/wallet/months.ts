import { LEDGER_SIGN, type LedgerKind } from './ledger'

/** The wallet chart's span: this month and the eleven before it. */
export const WALLET_CHART_MONTHS = 12

/** A calendar month in Beijing time (UTC+8, no daylight saving): 'YYYY-MM' and its bounds in ms, end exclusive. */
export type WalletMonth = { month: string; start: number; end: number }

/** One month of the chart: fen settled in, withdrawn, returned by the bank, charged as fees (ID checks), and the balance at its end. */
export type WalletMonthFigures = { month: string; income: number; withdrawn: number; returned: number; fees: number; balance: number }

/** What the ledger sums to per month and kind (month: index into the months; kind's amounts are positive fen). */
export type MonthKindSum = { month: number; kind: LedgerKind; amount: number }

/** The `count` Beijing-time months ending with the one `nowMs` falls in, oldest first. */
export function walletMonths(nowMs: number, count = WALLET_CHART_MONTHS): WalletMonth[] {
  const local = new Date(nowMs + BEIJING_OFFSET_MS)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth()
  const months: WalletMonth[] = []
  for (let i = count - 1; i >= 0; i--) {
    const start = Date.UTC(year, month - i, 1) - BEIJING_OFFSET_MS
    const end = Date.UTC(year, month - i + 1, 1) - BEIJING_OFFSET_MS
    const first = new Date(start + BEIJING_OFFSET_MS)
    months.push({ month: `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`, start, end })
  }
  return months
}

/**
 * The months' figures from the balance before the first and the ledger's sums per month and kind:
 * the balance runs on month by month (a month with nothing keeps the one before).
 */
export function monthlyFigures(months: readonly WalletMonth[], openingBalance: number, sums: readonly MonthKindSum[]): WalletMonthFigures[] {
  let balance = openingBalance
  return months.map((m, index) => {
    const of = (kind: LedgerKind) => sums.filter((s) => s.month === index && s.kind === kind).reduce((n, s) => n + s.amount, 0)
    const income = of('settlement')
    const withdrawn = of('withdrawal')
    const returned = of('withdrawalReturned')
    const fees = of('idCheckFee')
    balance += LEDGER_SIGN.settlement * income + LEDGER_SIGN.withdrawal * withdrawn + LEDGER_SIGN.withdrawalReturned * returned + LEDGER_SIGN.idCheckFee * fees
    return { month: m.month, income, withdrawn, returned, fees, balance }
  })
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000
