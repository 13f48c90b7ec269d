import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { balanceOf, rowsFor, withdrawalRefusal, WITHDRAWAL_MAX_FEN, type LedgerEntry, type LedgerView, type WalletEvent } from '../../../src/domain/wallet/ledger'

const viewOf = (ledger: readonly LedgerEntry[]): LedgerView => ({
  balance: balanceOf(ledger),
  amountOf: (kind, ref) => ledger.find((e) => e.kind === kind && e.ref === ref)?.amount,
})

const event: fc.Arbitrary<WalletEvent> = fc.oneof(
  fc.record({ type: fc.constant('settle' as const), order: fc.integer({ min: 1, max: 15 }).map((n) => `order-${n}`), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ type: fc.constant('withdraw' as const), id: fc.integer({ min: 1, max: 15 }).map((n) => `w-${n}`), amount: fc.integer({ min: -5, max: 8_000_000 }) }),
  fc.record({ type: fc.constant('bankReturned' as const), id: fc.integer({ min: 1, max: 15 }).map((n) => `w-${n}`) }),
)

describe('the wallet ledger (issue 15)', () => {
  it('keeps any sequence of settlements, withdrawals and returns at the sum of its rows, never below zero, each ref once', () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 80 }), (events) => {
      const ledger: LedgerEntry[] = []
      for (const e of events) {
        const before = balanceOf(ledger)
        const outcome = rowsFor(viewOf(ledger), e)
        if ('refusal' in outcome) {
          // a refused withdrawal asked for more than the balance or for no whole, positive amount
          expect(e.type).toBe('withdraw')
          continue
        }
        ledger.push(...outcome.rows)
        const balance = balanceOf(ledger)
        expect(balance).toBeGreaterThanOrEqual(0)
        expect(balance - before).toBe(outcome.rows.reduce((sum, r) => sum + (r.kind === 'withdrawal' ? -r.amount : r.amount), 0))
      }
      const keys = ledger.map((r) => `${r.kind}:${r.ref}`)
      expect(new Set(keys).size).toBe(keys.length)
      // a return gives back exactly what its withdrawal took
      for (const r of ledger.filter((row) => row.kind === 'withdrawalReturned')) {
        expect(r.amount).toBe(ledger.find((w) => w.kind === 'withdrawal' && w.ref === r.ref)!.amount)
      }
    }))
  })

  it('adds nothing for an event sent again', () => {
    const ledger: LedgerEntry[] = [{ kind: 'settlement', amount: 50_000, ref: 'order-1' }, { kind: 'withdrawal', amount: 20_000, ref: 'w-1' }]
    expect(rowsFor(viewOf(ledger), { type: 'settle', order: 'order-1', amount: 50_000 })).toEqual({ rows: [] })
    expect(rowsFor(viewOf(ledger), { type: 'withdraw', id: 'w-1', amount: 20_000 })).toEqual({ rows: [] })
    expect(rowsFor(viewOf(ledger), { type: 'bankReturned', id: 'w-2' })).toEqual({ rows: [] })
  })

  it('charges an ID check fee once per check, whatever the balance (decision 0081)', () => {
    const ledger: LedgerEntry[] = []
    const fee: WalletEvent = { type: 'idCheckFee', check: 'order-1/g-2', amount: 500 }
    const first = rowsFor(viewOf(ledger), fee)
    expect(first).toEqual({ rows: [{ kind: 'idCheckFee', amount: 500, ref: 'order-1/g-2' }] })
    if ('rows' in first) ledger.push(...first.rows)
    expect(balanceOf(ledger)).toBe(-500)
    expect(rowsFor(viewOf(ledger), fee)).toEqual({ rows: [] })
    expect(rowsFor(viewOf(ledger), { ...fee, check: 'order-1/g-3', amount: 0 })).toEqual({ refusal: 'invalidValue' })
  })

  it('refuses a withdrawal over the balance or of no whole, positive amount', () => {
    expect(withdrawalRefusal(10_000, 10_000)).toBeNull()
    expect(withdrawalRefusal(10_000, 10_001)).toBe('withdrawOverBalance')
    expect(withdrawalRefusal(10_000, 0)).toBe('withdrawAmountInvalid')
    expect(withdrawalRefusal(10_000, 12.5)).toBe('withdrawAmountInvalid')
    expect(withdrawalRefusal(WITHDRAWAL_MAX_FEN * 2, WITHDRAWAL_MAX_FEN + 1)).toBe('withdrawAmountInvalid')
  })
})
