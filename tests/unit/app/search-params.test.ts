import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { chatSearch } from '../../../src/app/features/chat/chat-search'
import { orderListSearch } from '../../../src/app/features/order/order-search'
import { statementSearch } from '../../../src/app/features/settlement/settlement-search'
import { businessSearch } from '../../../src/app/features/business/business-search'
import { houseInfoSearch } from '../../../src/app/features/listing-manage/manage-search'

// A link with a hand-edited or outdated query string still opens its page: a value that does not
// fit falls back (to its default, or away) instead of failing the route.
describe('search params of the routes', () => {
  it('keeps what fits and drops what does not, per field', () => {
    expect(v.parse(orderListSearch, { group: 'waitConfirm', page: 2, from: '2026-11-01', keyword: 'Li' }))
      .toEqual({ group: 'waitConfirm', page: 2, from: '2026-11-01', keyword: 'Li' })
    const bad = v.parse(orderListSearch, { group: 'nope', page: 0, from: '1 Nov', lodgeBusiness: 'store' })
    expect(bad).toEqual({ group: undefined, page: undefined, from: undefined, lodgeBusiness: 'store' })
  })

  it('gives defaults for pages, choices and texts', () => {
    expect(v.parse(statementSearch, {})).toEqual({ state: '', from: '', to: '', serialNo: '', page: 1, statement: '', statementPage: 1 })
    expect(v.parse(statementSearch, { page: 2.5, serialNo: 'x'.repeat(41), from: '2026-02-30', state: 'paid?' }))
      .toMatchObject({ page: 1, serialNo: '', from: '', state: '' })
    expect(v.parse(businessSearch, { days: 7, by: 'year' })).toEqual({ days: 90, by: 'week', unit: '' })
    expect(v.parse(houseInfoSearch, { group: 'online', page: '3' })).toEqual({ group: 'online', page: 1 })
  })

  it('reads a talk id written as digits, and nothing else', () => {
    expect(v.parse(chatSearch, { talkId: 42 })).toEqual({ talkId: 42 })
    expect(v.parse(chatSearch, { talkId: '42' })).toEqual({ talkId: 42 })
    expect(v.parse(chatSearch, { talkId: 'x' })).toEqual({ talkId: undefined })
    expect(v.parse(chatSearch, { talkId: 1e10 })).toEqual({ talkId: undefined })
    expect(v.parse(chatSearch, {})).toEqual({})
  })
})
