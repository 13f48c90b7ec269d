import { describe, expect, it } from 'vitest'
import { CAPABILITIES, accessRedirect, can, functionRedirect, type Capability, type PermissionSubject } from '../../../src/domain/permissions'

const mainland: PermissionSubject = { isOverSea: false, landlordPass: 1, needCheck: false, whiteUser: false, isKa: 0 }
const overseas: PermissionSubject = { isOverSea: true, landlordPass: 1, listingCount: 0 }

describe('can: header for overseas landlords', () => {
  const hidden: Capability[] = ['appDownloadMenu', 'navigationMenu', 'publishButtons', 'selfPromotionLink', 'showIdInUserMenu']
  it.each(hidden)('%s is shown to mainland and hidden from overseas landlords', (cap) => {
    expect(can(mainland, cap)).toBe(true)
    expect(can({}, cap)).toBe(true)
    expect(can(overseas, cap)).toBe(false)
  })
})

describe('can: guest chat', () => {
  it('needs an overseas landlord with at least one listing', () => {
    expect(can({ ...overseas, listingCount: 1 }, 'guestChat')).toBe(true)
    expect(can({ ...overseas, listingCount: 12 }, 'guestChat')).toBe(true)
    expect(can({ ...overseas, listingCount: 0 }, 'guestChat')).toBe(false)
    expect(can({ isOverSea: true }, 'guestChat')).toBe(false)
    expect(can({ ...mainland, listingCount: 5 }, 'guestChat')).toBe(false)
  })
})

describe('can: real-name and publishing', () => {
  it('publishHotel: landlordPass 1 or white-listed user', () => {
    expect(can({ landlordPass: 1 }, 'publishHotel')).toBe(true)
    expect(can({ landlordPass: 0, whiteUser: true }, 'publishHotel')).toBe(true)
    expect(can({ landlordPass: 0, whiteUser: false }, 'publishHotel')).toBe(false)
    expect(can({}, 'publishHotel')).toBe(false)
  })

  it('isAuthenticated: landlordPass 1 or needCheck false', () => {
    expect(can({ landlordPass: 1, needCheck: true }, 'isAuthenticated')).toBe(true)
    expect(can({ landlordPass: 0, needCheck: false }, 'isAuthenticated')).toBe(true)
    expect(can({ landlordPass: 0, needCheck: true }, 'isAuthenticated')).toBe(false)
    expect(can({ landlordPass: 0 }, 'isAuthenticated')).toBe(false)
  })

  it('realNamePrompt shows until real-name passes', () => {
    expect(can({ landlordPass: 0 }, 'realNamePrompt')).toBe(true)
    expect(can({ landlordPass: 1 }, 'realNamePrompt')).toBe(false)
  })

  it.each(['publishOrEditListing', 'issueInvoice'] as const)('%s needs real-name passed', (cap) => {
    expect(can({ landlordPass: 1 }, cap)).toBe(true)
    expect(can({ landlordPass: 0, whiteUser: true, needCheck: false }, cap)).toBe(false)
    expect(can({}, cap)).toBe(false)
  })

  it('businessManagerPopover needs a housekeeper', () => {
    expect(can({ hasHousekeeper: true }, 'businessManagerPopover')).toBe(true)
    expect(can({ hasHousekeeper: false }, 'businessManagerPopover')).toBe(false)
    expect(can({}, 'businessManagerPopover')).toBe(false)
  })
})

describe('can: merchant restrictions', () => {
  it('kaRestrictedFunction is barred to KA merchants', () => {
    expect(can({ isKa: 1 }, 'kaRestrictedFunction')).toBe(false)
    expect(can({ isKa: 0 }, 'kaRestrictedFunction')).toBe(true)
  })

  it('merchantFunction needs the merchant white list, except for overseas landlords', () => {
    expect(can({ isInWhiteList: true }, 'merchantFunction')).toBe(true)
    expect(can({ isInWhiteList: false, isOverSea: true }, 'merchantFunction')).toBe(true)
    expect(can({ isInWhiteList: false, isOverSea: false }, 'merchantFunction')).toBe(false)
    expect(can({}, 'merchantFunction')).toBe(false)
  })
})

describe('can: unknown input', () => {
  it('gives false for unknown capabilities, prototype keys and missing subjects', () => {
    expect(can(mainland, 'launchRockets')).toBe(false)
    expect(can(mainland, 'toString')).toBe(false)
    expect(can(mainland, '__proto__')).toBe(false)
    expect(can(null, 'publishHotel')).toBe(false)
    expect(can(undefined, 'guestChat')).toBe(false)
  })

  it('lets a host prepare a draft once verified or while its documents are under review, not before (decision 0038)', () => {
    expect(can({ landlordPass: 1, realNameState: 'passed' }, 'prepareDraft')).toBe(true)
    expect(can({ landlordPass: 0, realNameState: 'pending' }, 'prepareDraft')).toBe(true)
    expect(can({ landlordPass: 0, realNameState: 'pending' }, 'publishOrEditListing')).toBe(false)
    expect(can({ landlordPass: 0, realNameState: 'none' }, 'prepareDraft')).toBe(false)
    expect(can({ landlordPass: 0, realNameState: 'failed' }, 'prepareDraft')).toBe(false)
  })

  it('lists every capability of the spec', () => {
    expect([...CAPABILITIES].sort()).toEqual(
      [
        'appDownloadMenu',
        'navigationMenu',
        'publishButtons',
        'selfPromotionLink',
        'showIdInUserMenu',
        'guestChat',
        'publishHotel',
        'isAuthenticated',
        'businessManagerPopover',
        'realNamePrompt',
        'publishOrEditListing',
        'prepareDraft',
        'issueInvoice',
        'kaRestrictedFunction',
        'merchantFunction',
        'mainlandPayout',
      ].sort(),
    )
  })
})

describe('accessRedirect', () => {
  it('sends KA merchants home with kaNoPermission', () => {
    expect(accessRedirect({ isKa: 1 }, 'ka')).toEqual({ key: 'kaNoPermission', to: '/' })
    expect(accessRedirect({ isKa: 0 }, 'ka')).toBeNull()
  })

  it('sends mainland landlords off the white list to /house/houseInfo with noPermission', () => {
    expect(accessRedirect({ isInWhiteList: false }, 'merchant')).toEqual({ key: 'noPermission', to: '/house/houseInfo' })
    expect(accessRedirect({ isInWhiteList: true }, 'merchant')).toBeNull()
    expect(accessRedirect({ isOverSea: true }, 'merchant')).toBeNull()
  })

  it('keeps the areas apart', () => {
    expect(accessRedirect({ isKa: 1, isInWhiteList: true }, 'merchant')).toBeNull()
    expect(accessRedirect({ isKa: 0, isInWhiteList: false }, 'ka')).toBeNull()
  })
})

describe('functionRedirect', () => {
  const mainlandListed: PermissionSubject = { isOverSea: false, isKa: 0, isInWhiteList: true }
  it('checks KA first, then the merchant white list', () => {
    expect(functionRedirect({ isKa: 1, isInWhiteList: false })).toEqual({ key: 'kaNoPermission', to: '/' })
    expect(functionRedirect({ isKa: 0, isInWhiteList: false })).toEqual({ key: 'noPermission', to: '/house/houseInfo' })
    expect(functionRedirect(mainlandListed)).toBeNull()
  })

  it('lets an overseas landlord use merchant functions, but not the mainland payout accounts and wallet (decision 0052)', () => {
    const overseasHost: PermissionSubject = { isOverSea: true, isKa: 0, isInWhiteList: false }
    expect(functionRedirect(overseasHost)).toBeNull()
    expect(functionRedirect(overseasHost, { mainlandOnly: true })).toEqual({ key: 'noPermission', to: '/house/houseInfo' })
    expect(functionRedirect({ ...overseasHost, isInWhiteList: true }, { mainlandOnly: true })).toEqual({ key: 'noPermission', to: '/house/houseInfo' })
    expect(functionRedirect(mainlandListed, { mainlandOnly: true })).toBeNull()
    // a KA merchant hears the KA refusal whichever area
    expect(functionRedirect({ ...overseasHost, isKa: 1 }, { mainlandOnly: true })).toEqual({ key: 'kaNoPermission', to: '/' })
  })
})
