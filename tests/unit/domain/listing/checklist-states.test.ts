import { describe, expect, it } from 'vitest'
import { changeEffect, sameValue } from '../../../../src/domain/listing/change-effect'
import { canPublish, checklistOf, firstIncompleteStep } from '../../../../src/domain/listing/checklist'
import { listingState, type StateInput } from '../../../../src/domain/listing/states'
import { checkStep } from '../../../../src/domain/listing/step-rules'
import { validSteps } from './fixtures'

describe('checklistOf', () => {
  it('marks saved, valid steps complete and carries isChange', () => {
    const all = checklistOf(validSteps(), true)
    expect(all).toEqual({
      address: true, houseInfo: true, facility: true, houseDescribe: true,
      housePrice: true, houseOrder: true, houseDiscount: true, housePhotos: true, isChange: true,
    })
    const { housePhotos: _p, ...rest } = validSteps()
    expect(checklistOf({ ...rest, facility: null }, false)).toMatchObject({ housePhotos: false, facility: false, address: true, isChange: false })
  })

  it('a value that breaks its rules is not complete', () => {
    const steps = validSteps()
    expect(checklistOf({ ...steps, houseInfo: { ...steps.houseInfo, area: 0 } }, true).houseInfo).toBe(false)
  })

  it('names the first incomplete step in the order of the flow', () => {
    const checklist = checklistOf({ address: validSteps().address }, true)
    expect(firstIncompleteStep(checklist)).toBe('houseInfo')
    expect(firstIncompleteStep(checklistOf(validSteps(), true))).toBeNull()
  })
})

describe('checkStep', () => {
  it('dispatches to the rules of the step', () => {
    expect(checkStep('housePrice', { ...validSteps().housePrice, priceWeekday: 0 })[0]?.key).toBe('priceInteger')
  })
})

describe('canPublish', () => {
  const complete = checklistOf(validSteps(), true)
  it('needs real-name authentication first', () => {
    expect(canPublish({ checklist: complete, auditStatus: 'draft', realNamePassed: false })).toEqual({ ok: false, key: 'realNameRequiredToPublish' })
  })
  it('is locked during audit', () => {
    expect(canPublish({ checklist: complete, auditStatus: 'auditing', realNamePassed: true })).toEqual({ ok: false, key: 'listingLocked' })
  })
  it('needs every step', () => {
    expect(canPublish({ checklist: { ...complete, houseOrder: false }, auditStatus: 'draft', realNamePassed: true }))
      .toEqual({ ok: false, key: 'listingNotComplete', field: 'houseOrder' })
  })
  it('refuses a publish with nothing changed, except the first', () => {
    const unchanged = { ...complete, isChange: false }
    expect(canPublish({ checklist: unchanged, auditStatus: 'online', realNamePassed: true })).toEqual({ ok: false, key: 'listingUnchanged' })
    expect(canPublish({ checklist: unchanged, auditStatus: 'rejected', realNamePassed: true })).toEqual({ ok: false, key: 'listingUnchanged' })
    expect(canPublish({ checklist: unchanged, auditStatus: 'draft', realNamePassed: true })).toEqual({ ok: true })
    expect(canPublish({ checklist: complete, auditStatus: 'online', realNamePassed: true })).toEqual({ ok: true })
  })
})

describe('listingState', () => {
  const base: StateInput = { auditStatus: 'draft', roomStatus: 'offline', complete: false, changeStatus: null, addressReview: 'none' }
  const state = (patch: Partial<StateInput>) => listingState({ ...base, ...patch })

  it('an unfinished draft', () => {
    expect(state({})).toEqual({ group: 'unfinished', subStates: [], label: { status: 'unfinished', subState: null } })
  })
  it('a complete draft, under audit, rejected: not online', () => {
    expect(state({ complete: true })).toEqual({ group: 'notOnline', subStates: [], label: { status: 'draft', subState: null } })
    expect(state({ complete: true, auditStatus: 'auditing' }).label).toEqual({ status: 'auditing', subState: null })
    expect(state({ complete: true, auditStatus: 'rejected' }).group).toBe('notOnline')
  })
  it('online, and offline as a sub-state of an approved listing', () => {
    expect(state({ complete: true, auditStatus: 'online', roomStatus: 'online' }))
      .toEqual({ group: 'online', subStates: [], label: { status: 'online', subState: null } })
    expect(state({ complete: true, auditStatus: 'online', roomStatus: 'offline' }))
      .toEqual({ group: 'notOnline', subStates: ['offline'], label: { status: 'offline', subState: null } })
  })
  it('modification and address sub-states with a combined label', () => {
    const online = { complete: true, auditStatus: 'online' as const, roomStatus: 'online' as const }
    expect(state({ ...online, changeStatus: 'auditing' }))
      .toEqual({ group: 'online', subStates: ['changeAuditing'], label: { status: 'online', subState: 'changeAuditing' } })
    expect(state({ ...online, changeStatus: 'unsubmitted' }).subStates).toEqual(['changeUnsubmitted'])
    expect(state({ ...online, changeStatus: 'pending' }).subStates).toEqual(['changePendingReview'])
    expect(state({ ...online, changeStatus: 'passed' }).subStates).toEqual([])
    expect(state({ ...online, addressReview: 'pending' }).subStates).toEqual(['addressPending'])
    expect(state({ ...online, addressReview: 'auditing' }).subStates).toEqual(['addressAuditing'])
    const both = state({ ...online, changeStatus: 'auditing', addressReview: 'rejected' })
    expect(both.subStates).toEqual(['changeAuditing', 'addressRejected'])
    expect(both.label).toEqual({ status: 'online', subState: 'addressRejected' })
    expect(state({ ...online, roomStatus: 'offline', changeStatus: 'rejected' }).label).toEqual({ status: 'offline', subState: 'changeRejected' })
  })
  it('no sub-states before approval', () => {
    expect(state({ complete: true, auditStatus: 'auditing', addressReview: 'auditing', changeStatus: 'pending' }).subStates).toEqual([])
  })
})

describe('changeEffect (online listing)', () => {
  const steps = validSteps()
  it('price, discounts and booking rules apply at once', () => {
    const next = { ...steps.housePrice, priceWeekday: 400 }
    expect(changeEffect('housePrice', steps.housePrice, next)).toEqual({ live: next, forReview: null, review: null })
    expect(changeEffect('houseOrder', steps.houseOrder, steps.houseOrder).review).toBeNull()
    expect(changeEffect('houseDiscount', steps.houseDiscount, { stayTiers: [] }).live).toEqual({ stayTiers: [] })
  })
  it('the title waits for review', () => {
    const next = { ...steps.houseDescribe, title: '另一个标题另一个标题另一个标题' }
    expect(changeEffect('houseDescribe', steps.houseDescribe, next)).toEqual({ live: null, forReview: next, review: 'change' })
  })
  it('the address waits for its own review', () => {
    const next = { ...steps.address, doorNumber: '4 单元 101' }
    expect(changeEffect('address', steps.address, next).review).toBe('address')
  })
  it('similar units apply at once, the rest of the overview waits', () => {
    const units = { ...steps.houseInfo, similarUnits: 3 }
    expect(changeEffect('houseInfo', steps.houseInfo, units)).toEqual({ live: units, forReview: null, review: null })
    const both = { ...steps.houseInfo, similarUnits: 3, area: 90 }
    expect(changeEffect('houseInfo', steps.houseInfo, both))
      .toEqual({ live: { ...steps.houseInfo, similarUnits: 3 }, forReview: both, review: 'change' })
    const area = { ...steps.houseInfo, area: 90 }
    expect(changeEffect('houseInfo', steps.houseInfo, area)).toEqual({ live: null, forReview: area, review: 'change' })
  })
  it('an unchanged save changes nothing', () => {
    expect(changeEffect('facility', steps.facility, { facilities: [...steps.facility.facilities] })).toEqual({ live: null, forReview: null, review: null })
  })
})

describe('sameValue', () => {
  it('compares JSON-like values deeply, ignoring key order and undefined fields', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(sameValue({ a: 1, x: undefined }, { a: 1 })).toBe(true)
    expect(sameValue([1, 2], [2, 1])).toBe(false)
    expect(sameValue({ a: 1 }, { a: '1' })).toBe(false)
  })
})
