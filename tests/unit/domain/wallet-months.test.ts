import { describe, expect, it } from 'vitest'
import { monthlyFigures, walletMonths } from '../../../src/domain/wallet/months'

describe('the wallet chart months (Beijing time)', () => {
  it('ends with the Beijing month of now, twelve of them, across a year end', () => {
    // 2026-01-31 16:30 UTC is 2026-02-01 00:30 in Beijing
    const months = walletMonths(Date.UTC(2026, 0, 31, 16, 30))
    expect(months.map((m) => m.month)).toEqual([
      '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02',
    ])
    expect(months[11]).toMatchObject({ start: Date.UTC(2026, 0, 31, 16), end: Date.UTC(2026, 1, 28, 16) })
    for (let i = 1; i < months.length; i++) expect(months[i]!.start).toBe(months[i - 1]!.end)
  })

  it('runs the balance on from the opening one, keeping it through a month with nothing', () => {
    const months = walletMonths(Date.UTC(2026, 10, 21), 3)
    expect(monthlyFigures(months, 1_000, [
      { month: 0, kind: 'settlement', amount: 500 },
      { month: 0, kind: 'withdrawal', amount: 200 },
      { month: 2, kind: 'withdrawalReturned', amount: 200 },
      { month: 2, kind: 'idCheckFee', amount: 500 },
    ])).toEqual([
      { month: '2026-09', income: 500, withdrawn: 200, returned: 0, fees: 0, balance: 1_300 },
      { month: '2026-10', income: 0, withdrawn: 0, returned: 0, fees: 0, balance: 1_300 },
      { month: '2026-11', income: 0, withdrawn: 0, returned: 200, fees: 500, balance: 1_000 },
    ])
  })
})
