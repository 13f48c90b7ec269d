import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'
import { userRow, validIdCardNo } from './user-fixtures'

let server: TestServer
let me: SignedIn
let other: SignedIn

beforeAll(async () => {
  server = await startServer()
  me = await smsLogin(server, freshMobile())
  other = await smsLogin(server, freshMobile())
})
afterAll(async () => {
  await server.close()
})

describe('getebkinfo', () => {
  it('describes a new mainland landlord', async () => {
    const reply = await server.api('getebkinfo', {}, { session: me })
    expect(reply.body).toEqual({
      status: 200,
      content: {
        landlordId: me.userId, landlordPass: 0, needCheck: true, whiteUser: false, isOverSea: false,
        housekeeperInfo: null, realName: '', idCardNo: '', passportNo: '', realNameState: 'none',
        cityId: null, cityName: null, cityEnName: null, cityVersion: 0, mobile: me.mobile, countryCode: '86', nickName: me.nickName,
      },
    })
  })

  it('shows the business manager, flags and the masked ID number staff set', async () => {
    const mobile = freshMobile()
    const host = await smsLogin(server, mobile)
    const idCardNo = validIdCardNo(7)
    await setLandlord(server.db, mobile, '86', {
      white: true, realname: true, name: '李四', idCardNo, manager: { realName: '王经理', mobile: '13900000000', staffNo: 'BM001' },
    })
    const info = (await server.api('getebkinfo', {}, { session: host })).body.content
    expect(info).toMatchObject({
      landlordPass: 1, needCheck: false, whiteUser: true, realName: '李四', realNameState: 'passed',
      housekeeperInfo: { realName: '王经理', mobile: '13900000000', ID: 'BM001' },
      idCardNo: `${idCardNo.slice(0, 4)}**********${idCardNo.slice(-4)}`,
    })
  })

  it('needs a session', async () => {
    expect((await server.api('getebkinfo')).body.status).toBe(4203)
  })
})

describe('checkUserInfo and merchantIsWhiteUser', () => {
  it('reflect the KA and merchant white-list flags', async () => {
    const mobile = freshMobile()
    const host = await smsLogin(server, mobile)
    expect((await server.api('checkUserInfo', {}, { session: host })).body).toEqual({ status: 200, content: { isKa: 0 } })
    expect((await server.api('merchantIsWhiteUser', {}, { session: host })).body).toEqual({ status: 200, content: { isInWhiteList: false } })
    await setLandlord(server.db, mobile, '86', { ka: true, merchantWhite: true })
    expect((await server.api('checkUserInfo', {}, { session: host })).body.content).toEqual({ isKa: 1 })
    expect((await server.api('merchantIsWhiteUser', {}, { session: host })).body.content).toEqual({ isInWhiteList: true })
  })
})

describe('getUnreadNum', () => {
  it('counts only my unread system messages', async () => {
    const host = await smsLogin(server, freshMobile())
    expect((await server.api('getUnreadNum', {}, { session: host })).body).toEqual({ status: 200, content: 0 })
    const message = (userId: string, isRead: number) => ({
      user_id: Number(userId), title: 't', tips: '', content: 'c', is_read: isRead, jump_url: '', created_at: server.clock.now(),
    })
    await server.db.insertInto('system_messages')
      .values([message(host.userId, 0), message(host.userId, 0), message(host.userId, 1), message(other.userId, 0)]).execute()
    expect((await server.api('getUnreadNum', {}, { session: host })).body.content).toBe(2)
  })
})

describe('getRealNameState', () => {
  it('answers for my own user id', async () => {
    expect((await server.api('getRealNameState', { userId: me.userId }, { session: me })).body).toEqual({ status: 200, content: { state: 'none' } })
  })

  it("refuses another landlord's user id when the session comes from the cookies", async () => {
    const cookie = `userId=${me.userId}; sessId=${me.sessId}; xztoken=${me.xztoken}`
    const reply = await server.api('getRealNameState', { userId: other.userId }, { headers: { Cookie: cookie } })
    expect(reply.body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect(reply.body.content).toBeUndefined()
  })

  it("answers nothing when another landlord's user id replaces the session param", async () => {
    const reply = await server.api('getRealNameState', { userId: other.userId }, { session: me })
    expect(reply.body.status).toBe(4203)
    expect(reply.body.content).toBeUndefined()
  })
})

describe('updateLandlordInfo', () => {
  it('stores the chosen city, which getebkinfo then names', async () => {
    const reply = await server.api('updateLandlordInfo', { cityid: '330100', id: me.userId }, { session: me })
    expect(reply.body).toEqual({ status: 200, content: { version: 1 } })
    expect((await userRow(server, me.userId)).city_id).toBe('330100')
    expect((await server.api('getebkinfo', {}, { session: me })).body.content).toMatchObject({ cityId: '330100', cityName: '杭州市', cityEnName: 'Hangzhou' })
  })

  it("accepts a municipality's city", async () => {
    expect((await server.api('updateLandlordInfo', { cityid: '310100', id: me.userId }, { session: me })).body.status).toBe(200)
    expect((await server.api('getebkinfo', {}, { session: me })).body.content).toMatchObject({ cityId: '310100', cityName: '上海市' })
  })

  it.each([['330000'], ['330106'], ['999999'], ['']])('refuses %j as cityid and keeps the city', async (cityid) => {
    const before = (await userRow(server, me.userId)).city_id
    const reply = await server.api('updateLandlordInfo', { cityid, id: me.userId }, { session: me })
    expect(reply.body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'cityid' })
    expect((await userRow(server, me.userId)).city_id).toBe(before)
  })

  it("refuses to change another landlord's city", async () => {
    const reply = await server.api('updateLandlordInfo', { cityid: '330100', id: other.userId }, { session: me })
    expect(reply.body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect((await userRow(server, other.userId)).city_id).toBeNull()
  })
})

describe('updateLandlordInfo with the city version (conflicts)', () => {
  const info = async (host: SignedIn) => (await server.api('getebkinfo', {}, { session: host })).body.content as Record<string, unknown>

  it('the right version applies and answers the new version, which getebkinfo then shows', async () => {
    const host = await smsLogin(server, freshMobile())
    expect((await info(host)).cityVersion).toBe(0)
    const first = await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId, version: '0' }, { session: host })
    expect(first.body).toEqual({ status: 200, content: { version: 1 } })
    const second = await server.api('updateLandlordInfo', { cityid: '310100', id: host.userId, version: '1' }, { session: host })
    expect(second.body).toEqual({ status: 200, content: { version: 2 } })
    expect(await info(host)).toMatchObject({ cityId: '310100', cityVersion: 2 })
  })

  it('a stale version is refused with 409 and the current version and city, and changes nothing', async () => {
    const host = await smsLogin(server, freshMobile())
    await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId, version: '0' }, { session: host })
    const stale = await server.api('updateLandlordInfo', { cityid: '310100', id: host.userId, version: '0' }, { session: host })
    expect(stale.body).toEqual({
      status: 409,
      errorMsg: 'versionConflict',
      content: { version: 1, value: { cityId: '330100', cityName: '杭州市', cityEnName: 'Hangzhou' } },
    })
    expect(await userRow(server, host.userId)).toMatchObject({ city_id: '330100', city_version: 1 })
  })

  it('a repeated key answers the first answer, also after the city moved on', async () => {
    const host = await smsLogin(server, freshMobile())
    const idemKey = randomUUID()
    const params = { cityid: '330100', id: host.userId, version: '0' }
    const first = await server.api('updateLandlordInfo', params, { session: host, idemKey })
    expect(first.body).toEqual({ status: 200, content: { version: 1 } })
    await server.api('updateLandlordInfo', { cityid: '310100', id: host.userId, version: '1' }, { session: host })
    const again = await server.api('updateLandlordInfo', params, { session: host, idemKey })
    expect(again.body).toEqual(first.body)
    expect(await userRow(server, host.userId)).toMatchObject({ city_id: '310100', city_version: 2 })

    // a refused (stale) write stored under its key is answered again the same way
    const staleKey = randomUUID()
    const refused = await server.api('updateLandlordInfo', { ...params, version: '1' }, { session: host, idemKey: staleKey })
    expect(refused.body).toMatchObject({ status: 409, content: { version: 2 } })
    const refusedAgain = await server.api('updateLandlordInfo', { ...params, version: '1' }, { session: host, idemKey: staleKey })
    expect(refusedAgain.body).toEqual(refused.body)
    expect((await userRow(server, host.userId)).city_version).toBe(2)
  })

  it('without a version (older portals) the write still applies and bumps the version', async () => {
    const host = await smsLogin(server, freshMobile())
    await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId, version: '0' }, { session: host })
    const reply = await server.api('updateLandlordInfo', { cityid: '310100', id: host.userId }, { session: host })
    expect(reply.body).toEqual({ status: 200, content: { version: 2 } })
  })

  it('a city set by staff (console) moves the version: the portal write that saw the old one conflicts', async () => {
    const mobile = freshMobile()
    const host = await smsLogin(server, mobile)
    await setLandlord(server.db, mobile, '86', { city: '310100' })
    const stale = await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId, version: '0' }, { session: host })
    expect(stale.body).toMatchObject({ status: 409, content: { version: 1, value: { cityId: '310100', cityEnName: 'Shanghai' } } })
  })

  it('a conflict answers nothing about another landlord: their id is refused first', async () => {
    const reply = await server.api('updateLandlordInfo', { cityid: '330100', id: other.userId, version: '99' }, { session: me })
    expect(reply.body).toEqual({ status: 403, errorMsg: 'noPermission' })
  })
})
