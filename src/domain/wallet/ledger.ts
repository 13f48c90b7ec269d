import type { MessageKey } from '../messages'
import { LEDGER_KINDS, type LedgerKind } from './kinds'

/**
 * The wallet (setting/unionpayWallet; issue 15): every movement of a host's money is a row of a
 * ledger in fen (integer minor units of RMB, the portal's code for the yuan), and the balance is their sum, never a stored
 * number. A settlement credits what a completed order earned; a withdrawal debits what leaves for
 * the host's bank (1-7 working days, business rules 9); a withdrawal the bank returns is credited
 * back. Refunds of settled orders belong to settlement (issue 16). A guest's ID checked at check-in
 * after the host's first is charged (idCheckFee, decision 0081): once per check, and never refused
 * for the balance (a check-in does not wait on the wallet; the balance may go below zero until the
 * next settlement, and withdrawals stop at the balance).
 */
export { LEDGER_KINDS, type LedgerKind }

/** Which way each kind moves the balance. */
export const LEDGER_SIGN: Readonly<Record<LedgerKind, 1 | -1>> = { settlement: 1, withdrawal: -1, withdrawalReturned: 1, idCheckFee: -1 }

/** A ledger row: `amount` is positive fen; `ref` names what it is for (an order, a withdrawal) and is unique per kind. */
export type LedgerEntry = { kind: LedgerKind; amount: number; ref: string }

export const WALLET_CURRENCY = 'RMB'
/** The largest single withdrawal: 10 million yuan, far above any host's balance; keeps sums exact. */
export const WITHDRAWAL_MAX_FEN = 1_000_000_000
/** Wrong withdrawal passwords allowed per account holder per day before withdrawals wait a day. */
export const WITHDRAW_PASSWORD_ATTEMPTS = 5

export function signedAmount(entry: Pick<LedgerEntry, 'kind' | 'amount'>): number {
  return LEDGER_SIGN[entry.kind] * entry.amount
}

/** The balance: the sum of the ledger. */
export function balanceOf(entries: Iterable<Pick<LedgerEntry, 'kind' | 'amount'>>): number {
  let sum = 0
  for (const entry of entries) sum += signedAmount(entry)
  return sum
}

/** Why a withdrawal of `amount` fen cannot be made from `balance`, or null when it can. */
export function withdrawalRefusal(balance: number, amount: number): MessageKey | null {
  if (!Number.isInteger(amount) || amount < 1 || amount > WITHDRAWAL_MAX_FEN) return 'withdrawAmountInvalid'
  return amount > balance ? 'withdrawOverBalance' : null
}

/** What a change of the wallet needs to know of the ledger (the server reads it with SQL; tests from an array). */
export type LedgerView = {
  balance: number
  /** The amount of the row of this kind and ref, or undefined when there is none. */
  amountOf: (kind: LedgerKind, ref: string) => number | undefined
}

export type WalletEvent =
  | { type: 'settle'; order: string; amount: number }
  | { type: 'withdraw'; id: string; amount: number }
  | { type: 'bankReturned'; id: string }
  /** A guest's ID checked at check-in; `check` names the check (order and guest), `amount` its fee in fen. */
  | { type: 'idCheckFee'; check: string; amount: number }

/**
 * The rows an event adds to the ledger, or why it is refused. Each ref counts once per kind, so an
 * event sent again adds nothing (a settlement of an order, a withdrawal under its id, a return).
 */
export function rowsFor(view: LedgerView, event: WalletEvent): { rows: LedgerEntry[] } | { refusal: MessageKey } {
  switch (event.type) {
    case 'settle':
      if (!Number.isInteger(event.amount) || event.amount < 1) return { refusal: 'invalidValue' }
      return { rows: view.amountOf('settlement', event.order) === undefined ? [{ kind: 'settlement', amount: event.amount, ref: event.order }] : [] }
    case 'withdraw': {
      if (view.amountOf('withdrawal', event.id) !== undefined) return { rows: [] }
      const refusal = withdrawalRefusal(view.balance, event.amount)
      return refusal ? { refusal } : { rows: [{ kind: 'withdrawal', amount: event.amount, ref: event.id }] }
    }
    case 'bankReturned': {
      const sent = view.amountOf('withdrawal', event.id)
      if (sent === undefined || view.amountOf('withdrawalReturned', event.id) !== undefined) return { rows: [] }
      return { rows: [{ kind: 'withdrawalReturned', amount: sent, ref: event.id }] }
    }
    case 'idCheckFee':
      if (!Number.isInteger(event.amount) || event.amount < 1) return { refusal: 'invalidValue' }
      return { rows: view.amountOf('idCheckFee', event.check) === undefined ? [{ kind: 'idCheckFee', amount: event.amount, ref: event.check }] : [] }
  }
}
