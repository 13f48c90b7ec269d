import { describe, expect, it } from 'vitest'
import {
  canAskReversal, holdsMonths, INVOICE_STATES, isInvoiceableMonth, nextInvoiceState, nextReversalState, REVERSAL_STATES,
  type InvoiceEvent, type ReversalEvent,
} from '../../../src/domain/invoice/rules'

describe('the invoice state machine (business rules 4)', () => {
  it('moves applied -> being issued -> issued (e-invoice) or awaiting dispatch -> posted (paper), and nothing else', () => {
    const events: InvoiceEvent[] = ['startIssuing', 'issue', 'fail', 'post', 'lapse']
    const table = Object.fromEntries(INVOICE_STATES.flatMap((state) => events.map((event) => [`${state}/${event}`, [nextInvoiceState(state, event, false), nextInvoiceState(state, event, true)]])))
    const allowed = Object.fromEntries(Object.entries(table).filter(([, [e, p]]) => e !== null || p !== null))
    expect(allowed).toEqual({
      'applied/startIssuing': ['beingIssued', 'beingIssued'],
      'applied/fail': ['failed', 'failed'],
      'beingIssued/issue': ['issued', 'awaitingDispatch'],
      'beingIssued/fail': ['failed', 'failed'],
      'issued/lapse': ['lapsed', 'lapsed'],
      'awaitingDispatch/post': ['posted', 'posted'],
      'awaitingDispatch/lapse': ['lapsed', 'lapsed'],
      'posted/lapse': ['lapsed', 'lapsed'],
    })
  })

  it('holds its months until it failed or lapsed', () => {
    expect(INVOICE_STATES.filter((s) => !holdsMonths(s))).toEqual(['failed', 'lapsed'])
  })

  it('reverses in red: pending -> reversing -> successful | failed; invalid while not done; asked again only after a failure', () => {
    const events: ReversalEvent[] = ['start', 'succeed', 'fail', 'invalidate']
    const allowed = REVERSAL_STATES.flatMap((state) => events.map((event) => [state, event, nextReversalState(state, event)] as const)).filter(([, , next]) => next !== null)
    expect(allowed).toEqual([
      ['pending', 'start', 'reversing'], ['pending', 'invalidate', 'invalid'],
      ['reversing', 'succeed', 'successful'], ['reversing', 'fail', 'failed'], ['reversing', 'invalidate', 'invalid'],
    ])
    expect(canAskReversal('issued', null)).toBe(true)
    expect(canAskReversal('posted', 'failed')).toBe(true)
    expect(canAskReversal('posted', 'invalid')).toBe(true)
    expect(canAskReversal('posted', 'pending')).toBe(false)
    expect(canAskReversal('lapsed', 'successful')).toBe(false)
    expect(canAskReversal('applied', null)).toBe(false)
  })

  it('invoices bills from January 2022, once their month is over', () => {
    expect(isInvoiceableMonth('2021-12', '2026-11-26')).toBe(false)
    expect(isInvoiceableMonth('2022-01', '2026-11-26')).toBe(true)
    expect(isInvoiceableMonth('2026-10', '2026-11-01')).toBe(true)
    expect(isInvoiceableMonth('2026-11', '2026-11-30')).toBe(false)
  })
})
