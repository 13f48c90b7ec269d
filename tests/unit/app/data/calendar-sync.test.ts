import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { cellsOf } from '../../../../src/app/data/calendar-sync'
import { syncEndpoint } from '../../../../src/app/shell/sync-registry'
import type { NotSyncedEntry } from '../../../../src/client/outbox/outbox-types'
import '../../../../src/app/sync-editors'


const cells = [
  { date: '2026-12-03', price: 300, stock: 2, booked: 2, open: true, blocked: false, dayKind: 'weekday', overridden: [] },
]

const refused: NotSyncedEntry = {
  id: 'e1', idemKey: 'e1', endpoint: 'calendarSet', item: 'calendar', createdAt: 1, attempts: 1, nextAttemptAt: 0,
  params: { changes: [{ unitIds: ['lu:a'], ranges: [{ from: '2026-12-03', to: '2026-12-04' }], stock: 1 }] },
  meta: { titles: { 'lu:a': 'Lakeside loft' }, currencies: { 'lu:a': 'RMB' } },
  refusal: { status: 422, key: 'calendarStockBelowBooked', params: { date: '2026-12-03', booked: 2 }, current: { value: cells } },
  refusedAt: 2,
}

describe('calendar writes in the not-synced list', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })

  it('shows the server\'s nights of a refusal beside the host\'s edit, and can edit it', () => {
    const calendar = syncEndpoint('calendarSet')!
    expect(calendar.showCurrent!(refused.refusal.current, 'en')).toBe('2026-12-03: stock 2, 2 booked, open')
    expect(calendar.showMine!(refused, 'en')).toBe('Lakeside loft · 2026-12-03–2026-12-04: stock 1')
    expect(calendar.queries!(refused)).toEqual([['calendar']])
    expect(calendar.Editor).toBeDefined()
  })

  it('reads the cells whether the content wraps them or not, and nothing else', () => {
    expect(cellsOf({ value: cells })).toHaveLength(1)
    expect(cellsOf(cells)).toHaveLength(1)
    expect(cellsOf({ version: 1 })).toEqual([])
    expect(cellsOf(undefined)).toEqual([])
  })
})
