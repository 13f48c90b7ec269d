import { describe, expect, it } from 'vitest'
import type { AuthInfo } from '../../../../src/domain/endpoints'
import { firstListingHref, TODO_REGISTRY, todosFor } from '../../../../src/app/features/work/todo-registry'
import type { TodoItem } from '../../../../src/app/features/work/todo-registry'

const NEWCOMER: AuthInfo = {
  landlordId: '2',
  landlordPass: 0,
  needCheck: true,
  whiteUser: false,
  isOverSea: false,
  housekeeperInfo: null,
  realName: '',
  idCardNo: '',
  passportNo: '',
  realNameState: 'none',
  cityId: null,
  cityName: null,
  cityEnName: null,
  cityVersion: 0,
  mobile: '13800000002',
  countryCode: '86',
  nickName: '138****0002',
}

const ids = (info: AuthInfo, counts = {}) => todosFor(info, counts).map(({ item, done }) => `${item.id}:${done ? 'done' : 'open'}`)

describe('host home to-do list', () => {
  it('asks a mainland newcomer for real-name, city and a first listing', () => {
    expect(ids(NEWCOMER, { listings: 0 })).toEqual(['realName:open', 'city:open', 'firstListing:open'])
  })

  it('does not ask for a first listing while the listing count is unknown (still loading)', () => {
    expect(ids(NEWCOMER)).toEqual(['realName:open', 'city:open'])
  })

  it('shows finished steps as done, after the open ones', () => {
    const verified = { ...NEWCOMER, realNameState: 'passed' as const, landlordPass: 1 as const, cityId: '330100', cityName: '杭州市' }
    expect(ids(verified, { listings: 0 })).toEqual(['firstListing:open', 'realName:done', 'city:done'])
    expect(ids(verified, { listings: 2 })).toEqual(['realName:done', 'city:done', 'firstListing:done'])
  })

  it('keeps real-name open while an overseas submission waits for review, and skips the city', () => {
    const overseas = { ...NEWCOMER, isOverSea: true, realNameState: 'pending' as const, nickName: 'Sakura Stay' }
    expect(ids(overseas, { listings: 0 })).toEqual(['realName:open', 'firstListing:open', 'nickname:done'])
  })

  it('asks an overseas host without a nickname to choose the name guests see (decision 0069); a mainland host is not asked', () => {
    const overseas = { ...NEWCOMER, isOverSea: true, countryCode: '81', mobile: '9012345678', nickName: '' }
    expect(ids(overseas, { listings: 0 })).toEqual(['realName:open', 'nickname:open', 'firstListing:open'])
    expect(ids({ ...overseas, nickName: '  ' }, { listings: 0 })).toContain('nickname:open')
    expect(ids({ ...NEWCOMER, nickName: '' }, { listings: 0 })).not.toContain('nickname:open')
  })

  it('publishes domestic or overseas listings by identity', () => {
    expect(firstListingHref({ isOverSea: false })).toBe('/select-house-type?publishType=domestic')
    expect(firstListingHref({ isOverSea: true })).toBe('/select-house-type?publishType=overseas')
  })

  it('takes cards that later areas add to a registry', () => {
    const pendingOrders: TodoItem = {
      id: 'pendingOrders',
      applies: (_info, counts) => (counts.pendingOrders ?? 0) > 0,
      isDone: () => false,
      render: () => null,
    }
    const registry = [...TODO_REGISTRY, pendingOrders]
    expect(todosFor(NEWCOMER, {}, registry).map(({ item }) => item.id)).not.toContain('pendingOrders')
    expect(todosFor(NEWCOMER, { pendingOrders: 3 }, registry).map(({ item }) => item.id)).toContain('pendingOrders')
  })
})
