import type { Generated } from 'kysely'

export interface WalletLedgerTable {
  id: Generated<number>
  user_id: number
  /** settlement | withdrawal | withdrawalReturned (src/domain/wallet/ledger.ts) */
  kind: string
  /** positive fen; the kind gives the sign */
  amount: number
  currency: string
  ref: string
  created_at: number
}

export interface WithdrawalsTable {
  id: string
  user_id: number
  account_id: string
  /** A WeChat or Alipay channel of the account it went to (decision 0083); null: the bank card. */
  channel_id: string | null
  amount: number
  /** processing | completed | returned */
  state: string
  created_at: number
  finished_at: number | null
}

/** The tables of wallet: ledger, withdrawals. */
export interface WalletTables {
  wallet_ledger: WalletLedgerTable
  withdrawals: WithdrawalsTable
}
