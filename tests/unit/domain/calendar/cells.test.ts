import { describe, expect, it } from 'vitest'
import { applyChange, expandChange } from '../../../../src/domain/calendar/change'
import { cellOf, dayKindOf, isBookable } from '../../../../src/domain/calendar/cells'
import { addMonths, datesFrom, isDate, weekdayOf } from '../../../../src/domain/calendar/dates'
import { holidaysOf, MAINLAND_HOLIDAYS } from '../../../../src/domain/calendar/holidays'
import { defaultWindow, readWindow } from '../../../../src/domain/calendar/window'
import { unitToday, zoneOf } from '../../../../src/domain/calendar/zones'

const defaults = { basePrices: { weekday: 388, weekend: 458, holiday: 588 }, baseStock: 2 }

describe('dates', () => {
  it('knows weekdays and real dates', () => {
    expect(weekdayOf('2026-11-22')).toBe(0)
    expect(weekdayOf('2026-11-27')).toBe(5)
    expect(isDate('2028-02-29')).toBe(true)
    expect(isDate('2027-02-29')).toBe(false)
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
  })
})

describe('day kinds and holidays', () => {
  it('Friday and Saturday nights are weekend, Sunday to Thursday weekday', () => {
    expect(dayKindOf('2026-11-27', holidaysOf('CHN'))).toBe('weekend')
    expect(dayKindOf('2026-11-28', holidaysOf('CHN'))).toBe('weekend')
    expect(dayKindOf('2026-11-29', holidaysOf('CHN'))).toBe('weekday')
  })
  it('mainland statutory holidays are holidays; Hong Kong and overseas units have none', () => {
    expect(MAINLAND_HOLIDAYS.has('2026-10-01')).toBe(true)
    expect(MAINLAND_HOLIDAYS.has('2026-10-08')).toBe(false)
    expect(dayKindOf('2027-02-08', holidaysOf('CHN'))).toBe('holiday')
    expect(dayKindOf('2027-02-08', holidaysOf('HKG'))).toBe('weekday')
    expect(dayKindOf('2027-01-01', holidaysOf('JPN'))).toBe('weekend')
  })
  it('a cell takes the default price of its day kind unless overridden', () => {
    const holidays = holidaysOf('CHN')
    expect(cellOf('2027-01-01', defaults, holidays, undefined, false)).toMatchObject({ price: 588, stock: 2, open: true, dayKind: 'holiday', overridden: [] })
    const cell = cellOf('2026-12-01', defaults, holidays, { price: 300, stock: null, open: false, booked: 1 }, true)
    expect(cell).toMatchObject({ price: 300, stock: 2, booked: 1, open: false, blocked: true, overridden: ['price', 'open'] })
    expect(isBookable(cell)).toBe(false)
    expect(isBookable(cellOf('2026-12-01', defaults, holidays, { price: null, stock: 1, open: null, booked: 1 }, false))).toBe(false)
    expect(isBookable(cellOf('2026-12-01', defaults, holidays, { price: null, stock: 2, open: null, booked: 1 }, false))).toBe(true)
  })
})

describe('time zones and the window', () => {
  const at = Date.UTC(2026, 10, 21, 17, 30) // 01:30 on the 22nd in Shanghai, 02:30 in Tokyo, 12:30 on the 21st in New York
  it('today is the unit\'s local date', () => {
    expect(unitToday('CHN', at)).toBe('2026-11-22')
    expect(unitToday('HKG', at)).toBe('2026-11-22')
    expect(unitToday('JPN', at)).toBe('2026-11-22')
    expect(unitToday('USA', at)).toBe('2026-11-21')
    expect(unitToday('GBR', at)).toBe('2026-11-21')
    expect(zoneOf('XXX')).toBe('UTC')
  })
  it('opens six months by default, cuts past nights, refuses beyond the horizon', () => {
    expect(defaultWindow('2026-11-22')).toEqual({ from: '2026-11-22', to: '2027-05-21' })
    expect(readWindow('2026-11-22', '2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-22', to: '2026-11-30' })
    expect(readWindow('2026-11-22', undefined, '2027-11-21')).toEqual({ from: '2026-11-22', to: '2027-11-21' })
    expect(readWindow('2026-11-22', undefined, '2027-11-22')).toBe('beyond')
  })
})

describe('expandChange and applyChange', () => {
  const holidays = holidaysOf('CHN')
  const grid = [
    { unitId: 'lu:a', days: datesFrom('2026-12-28', '2027-01-03').map((d) => cellOf(d, defaults, holidays, undefined, false)) },
    { unitId: 'lu:b', days: datesFrom('2026-12-28', '2027-01-03').map((d) => cellOf(d, defaults, holidays, undefined, false)) },
  ]
  const change = {
    unitIds: ['lu:a'], ranges: [{ from: '2026-12-29', to: '2026-12-31' }, { from: '2027-01-01', to: '2027-01-02' }],
    price: { weekend: 500, holiday: 900 }, stock: 5,
  }
  it('expands to the nights and fields a change sets, by day kind', () => {
    const sets = expandChange(change, 'lu:a', holidays)
    expect(sets.filter((s) => s.field === 'price').map((s) => [s.date, s.value])).toEqual([['2027-01-01', 900], ['2027-01-02', 900]])
    expect(sets.filter((s) => s.field === 'stock')).toHaveLength(5)
    expect(expandChange(change, 'lu:b', holidays)).toEqual([])
  })
  it('applies to the grid, keeps untouched units and cells as they were, marks overrides', () => {
    const after = applyChange(grid, change)
    expect(after[1]).toBe(grid[1])
    expect(after[0]!.days[0]).toBe(grid[0]!.days[0])
    expect(after[0]!.days[4]).toMatchObject({ date: '2027-01-01', price: 900, stock: 5, overridden: ['price', 'stock'] })
    expect(after[0]!.days[1]).toMatchObject({ date: '2026-12-29', price: 388, stock: 5, overridden: ['stock'] })
  })
  it('a value equal to the current one changes nothing', () => {
    expect(applyChange(grid, { unitIds: ['lu:a'], ranges: [{ from: '2026-12-28', to: '2027-01-03' }], stock: 2, open: true })).toEqual(grid)
  })
  it('weekdays limit the nights inside the ranges', () => {
    const after = applyChange(grid, { unitIds: ['lu:b'], ranges: [{ from: '2026-12-28', to: '2027-01-03' }], weekdays: [0], open: false })
    expect(after[1]!.days.filter((c) => !c.open).map((c) => c.date)).toEqual(['2027-01-03'])
  })
})
