import { describe, expect, it } from 'vitest'
import { checkChange } from '../../../../src/domain/calendar/check'
import type { CalendarChange } from '../../../../src/domain/calendar/schemas'

const TODAY = '2026-11-21'
const base: CalendarChange = { unitIds: ['lu:a'], ranges: [{ from: TODAY, to: '2026-11-30' }], price: 300 }
const keys = (change: Partial<CalendarChange>, today = TODAY) => checkChange({ ...base, ...change }, today).map((e) => `${e.field}:${e.key}`)

describe('checkChange: price 1-99999', () => {
  it.each([[0, false], [1, true], [99999, true], [100000, false], [1.5, false], [-3, false]])('price %s ok=%s', (price, ok) => {
    expect(keys({ price })).toEqual(ok ? [] : ['price:calendarPriceRange'])
  })
  it('checks each day kind price and names it', () => {
    expect(keys({ price: { weekday: 1, weekend: 100000, holiday: 0 } })).toEqual(['price.weekend:calendarPriceRange', 'price.holiday:calendarPriceRange'])
    expect(checkChange({ ...base, price: 0 }, TODAY)[0]?.params).toEqual({ min: 1, max: 99999 })
  })
  it('an empty price object sets nothing', () => {
    expect(keys({ price: {} })).toEqual(['price:calendarNothingToChange'])
  })
})

describe('checkChange: stock 0-999', () => {
  it.each([[-1, false], [0, true], [999, true], [1000, false], [2.5, false]])('stock %s ok=%s', (stock, ok) => {
    expect(keys({ price: undefined, stock })).toEqual(ok ? [] : ['stock:calendarStockRange'])
  })
})

describe('checkChange: ranges', () => {
  const range = (from: string, to: string) => ({ from, to })
  it('allows 5 ranges, refuses 6', () => {
    const five = Array.from({ length: 5 }, (_, i) => range(`2026-12-0${i + 1}`, `2026-12-0${i + 1}`))
    expect(keys({ ranges: five })).toEqual([])
    expect(keys({ ranges: [...five, range('2026-12-09', '2026-12-09')] })).toEqual(['ranges:calendarRangesTooMany'])
  })
  it('a range is under 365 days: to - from = 364 passes, 365 is refused', () => {
    expect(keys({ ranges: [range(TODAY, '2027-11-20')] })).toEqual([])
    expect(keys({ ranges: [range(TODAY, '2027-11-21')] })).toEqual(['ranges.0.to:calendarRangeTooLong'])
  })
  it('refuses past nights and nights beyond the horizon (today + 364)', () => {
    expect(keys({ ranges: [range('2026-11-20', '2026-11-22')] })).toEqual(['ranges.0.from:calendarPastDate'])
    expect(keys({ ranges: [range('2027-11-20', '2027-11-20')] })).toEqual([])
    expect(keys({ ranges: [range('2027-11-21', '2027-11-21')] })).toEqual(['ranges.0.to:calendarBeyondHorizon'])
  })
  it('refuses an end before the start and impossible dates', () => {
    expect(keys({ ranges: [range('2026-12-05', '2026-12-04')] })).toEqual(['ranges.0.to:calendarRangeOrder'])
    expect(keys({ ranges: [range('2026-02-30', '2026-03-01')] })).toEqual(['ranges.0.from:invalidValue'])
    expect(keys({ ranges: [] })).toEqual(['ranges:required'])
  })
  it('the unit\'s today decides what is past', () => {
    expect(keys({ ranges: [range('2026-11-21', '2026-11-21')] }, '2026-11-22')).toEqual(['ranges.0.from:calendarPastDate'])
  })
})

describe('checkChange: units, weekdays, something to change', () => {
  it('200 units pass, 201 are refused', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `lu:${i}`)
    expect(keys({ unitIds: ids(200) })).toEqual([])
    expect(keys({ unitIds: ids(201) })).toEqual(['unitIds:calendarUnitsTooMany'])
  })
  it('weekdays are 0-6', () => {
    expect(keys({ weekdays: [0, 6] })).toEqual([])
    expect(keys({ weekdays: [7] })).toEqual(['weekdays:invalidValue'])
    expect(keys({ weekdays: [] })).toEqual(['weekdays:invalidValue'])
  })
  it('needs a price, a stock or open', () => {
    expect(keys({ price: undefined })).toEqual(['price:calendarNothingToChange'])
    expect(keys({ price: undefined, open: false })).toEqual([])
  })
})
