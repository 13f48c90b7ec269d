import { describe, expect, it } from 'vitest'
import { accountMenu } from '../../../src/app/shell/account-menu'
import type { AccountMenuInput, MenuEntry } from '../../../src/app/shell/account-menu'
import { FINANCE_ENTRIES } from '../../../src/app/shell/nav-entries'

const everyScreen = () => true
const mainland = { isOverSea: false, landlordPass: 1, hasHousekeeper: true, realNameState: 'passed' }
const overseas = { isOverSea: true, landlordPass: 0, listingCount: 1, realNameState: 'pending' }

const base: AccountMenuInput = {
  subject: mainland,
  landed: everyScreen,
  phone: false,
  known: true,
  isOverSea: false,
  needsName: false,
  finance: FINANCE_ENTRIES,
}

const name = (entry: MenuEntry) => (entry.kind === 'link' ? entry.to : entry.kind)
const shape = (input: AccountMenuInput) => {
  const menu = accountMenu(input)
  return { prompts: menu.prompts.map(name), groups: Object.fromEntries(menu.groups.map((g) => [g.key, g.entries.map(name)])) }
}

describe('the grouped account menu (issue 34)', () => {
  it("a mainland host's menu on a desktop: money, account and help; the work areas are in the navigation dropdown", () => {
    const menu = accountMenu(base)
    expect(menu.groups.map((g) => g.key)).toEqual(['money', 'account', 'help'])
    expect(shape(base).groups).toEqual({
      money: ['/setting/unionpayWallet', '/settle/merchantlist', '/settle/detail', '/settle/monthlyBillDetail', '/settle/invoice'],
      account: ['/setting/userinfo', '/setting/videoManage', 'city', 'logout'],
      help: ['onlineService', '/guide/knowledge'],
    })
    expect(shape(base).prompts).toEqual([])
  })

  it("a mainland host's phone menu holds every work area, publishing and help, under labels, money first", () => {
    const { groups } = shape({ ...base, phone: true })
    expect(Object.keys(groups)).toEqual(['money', 'listings', 'business', 'account', 'help'])
    expect(groups.listings).toEqual([
      '/house/houseInfo', '/house/roomManagement', '/house/directConnection',
      '/select-house-type?publishType=domestic', '/select-house-type?publishType=overseas',
    ])
    expect(groups.business).toEqual(['/order/orderList', '/order/comment', '/activity/promotion', '/activity/list', '/data/business'])
    expect(groups.account).toEqual(['/setting/userinfo', '/setting/videoManage', '/setting/systemMessage', 'city', 'logout'])
    expect(groups.help).toEqual(['onlineService', '/guide/knowledge', 'manager', 'appCodes'])
  })

  it('an overseas host has its work areas in the account menu on a desktop too: guest messages, no promotion, no city, no publish buttons or app', () => {
    const input = { ...base, subject: overseas, isOverSea: true, needsName: true, finance: FINANCE_ENTRIES.filter((e) => !e.mainlandOnly) }
    for (const phone of [false, true]) {
      const { prompts, groups } = shape({ ...input, phone })
      expect(prompts).toEqual(['realName', 'setName'])
      expect(groups.money).toEqual(['/settle/detail', '/settle/monthlyBillDetail', '/settle/invoice'])
      expect(groups.listings).toEqual(['/house/houseInfo', '/house/roomManagement', '/house/directConnection'])
      expect(groups.business).toEqual(['/order/orderList', '/order/comment', '/activity/list', '/data/business', '/chat'])
      expect(groups.account).toEqual(['/setting/userinfo', '/setting/videoManage', '/setting/systemMessage', 'logout'])
      expect(groups.help).toEqual(['onlineService', '/guide/knowledge'])
    }
  })

  it('leaves out empty groups and screens not there yet; before the landlord info arrives: log out and help', () => {
    const landed = (to: string) => !to.startsWith('/settle') && to !== '/setting/videoManage'
    expect(shape({ ...base, landed, finance: [] }).groups).toEqual({
      account: ['/setting/userinfo', 'city', 'logout'],
      help: ['onlineService', '/guide/knowledge'],
    })
    expect(shape({ ...base, phone: true, known: false, finance: [], needsName: true })).toEqual({
      prompts: [],
      groups: {
        listings: ['/select-house-type?publishType=domestic', '/select-house-type?publishType=overseas'],
        account: ['logout'],
        help: ['onlineService', '/guide/knowledge', 'manager', 'appCodes'],
      },
    })
  })
})
