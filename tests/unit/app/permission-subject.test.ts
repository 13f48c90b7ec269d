import { describe, expect, it } from 'vitest'
import type { AuthInfo } from '../../../src/domain/endpoints'
import { can } from '../../../src/domain/permissions'
import { cityLabel, permissionSubject } from '../../../src/app/data/identity'
import { visibleNavEntries } from '../../../src/app/shell/nav-menu'
import { landedIn } from '../../../src/app/shell/landed'

const everything = () => true

const mainland: AuthInfo = {
  landlordId: '1', landlordPass: 1, needCheck: false, whiteUser: false, isOverSea: false,
  housekeeperInfo: { realName: '王经理', mobile: '13900001111', ID: 'S001' },
  realName: '张明', idCardNo: '3301**********0018', passportNo: '', realNameState: 'passed',
  cityId: '330100', cityName: '杭州市', cityEnName: 'Hangzhou', cityVersion: 1, mobile: '13800000001', countryCode: '86', nickName: '',
}
const overseas: AuthInfo = {
  ...mainland, landlordPass: 0, isOverSea: true, housekeeperInfo: null, realName: '', idCardNo: '',
  realNameState: 'pending',
}

describe('the header and panel through can()', () => {
  it('shows a mainland host every menu, the ID and the business manager', () => {
    const subject = permissionSubject(mainland)
    for (const capability of ['appDownloadMenu', 'navigationMenu', 'publishButtons', 'showIdInUserMenu',
      'businessManagerPopover'] as const) {
      expect(can(subject, capability), capability).toBe(true)
    }
    expect(can(subject, 'realNamePrompt')).toBe(false)
    expect(visibleNavEntries(subject, everything).map((entry) => entry.to)).toContain('/activity/promotion')
  })

  it('hides the app codes, navigation, publish buttons, self-promotion and ID from an overseas host', () => {
    const subject = permissionSubject(overseas)
    for (const capability of ['appDownloadMenu', 'navigationMenu', 'publishButtons', 'showIdInUserMenu',
      'selfPromotionLink', 'businessManagerPopover'] as const) {
      expect(can(subject, capability), capability).toBe(false)
    }
    expect(can(subject, 'realNamePrompt')).toBe(true)
    expect(visibleNavEntries(subject, everything).map((entry) => entry.to)).not.toContain('/activity/promotion')
  })

  it('shows only the entries whose screens exist, so no entry leads to /404', () => {
    const routes = { '/house/houseInfo': {}, '/order/orderList': {}, '/work/index/': {} }
    const landed = (to: string) => landedIn(routes, to)
    expect(visibleNavEntries(permissionSubject(mainland), landed).map((entry) => entry.to)).toEqual(['/house/houseInfo', '/order/orderList'])
    expect(landed('/order/orderList?lodgeBusiness=store')).toBe(true)
    expect(landed('/work/index')).toBe(true)
    expect(landed('/order/comment')).toBe(false)
  })

  it('offers guest chat only to an overseas host with a listing', () => {
    expect(can(permissionSubject(overseas), 'guestChat')).toBe(false)
    expect(can(permissionSubject(overseas, { listingCount: 1 }), 'guestChat')).toBe(true)
    expect(can(permissionSubject(mainland, { listingCount: 3 }), 'guestChat')).toBe(false)
  })

  it('treats a visitor as mainland for the public header', () => {
    const subject = permissionSubject(undefined)
    expect(can(subject, 'appDownloadMenu')).toBe(true)
    expect(can(subject, 'publishButtons')).toBe(true)
    expect(can(subject, 'guestChat')).toBe(false)
  })
})

describe('cityLabel', () => {
  it('names the chosen city in the portal language', () => {
    const info = { cityName: '杭州市', cityEnName: 'Hangzhou' }
    expect(cityLabel(info, 'zh')).toBe('杭州市')
    expect(cityLabel(info, 'en')).toBe('Hangzhou')
    expect(cityLabel({ cityName: null, cityEnName: null }, 'en')).toBeNull()
  })
})
