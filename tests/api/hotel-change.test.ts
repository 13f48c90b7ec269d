import { describe, expect, it } from 'vitest'
import { bookRoomTypeOrder } from '../../src/server/services/order/book'
import { content } from './calendar-fixtures'
import { addRoomType } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import { BOOKER, GUEST } from './order-fixtures'
import { onlineHotel, staff } from './pms-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

// Edits of an online hotel go to review as a B&B listing's do (issue 35 item 2; decision 0087).
let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const api = (key: Parameters<TestServer['api']>[0], params: Record<string, unknown>, session: SignedIn = host) => server.api(key, params, { session })
const detail = async (hotelId: string) => ok(await api('hotelGet', { hotelId }))
const book = (roomTypeId: string) =>
  bookRoomTypeOrder(server.db, { roomTypeId, checkIn: '2026-12-10', nights: 1, guests: [GUEST], booker: BOOKER }, server.clock.now())
const unitOf = async (roomTypeId: string) =>
  (content(await api('calendarUnits', {})).units as Array<{ unitId: string; title: string; status: string; basePrices: { weekday: number } }>)
    .find((unit) => unit.unitId === `lu:${roomTypeId}`)
const listed = async (hotelId: string) => ok(await api('hotelList', {})).list.find((h: { hotelId: string }) => h.hotelId === hotelId)
const messages = (userId: number) => server.db.selectFrom('system_messages').select(['title', 'content']).where('user_id', '=', userId).orderBy('id').execute()

/** Makes a description long enough (50 to 500 characters). */
const long = (text: string) => `${text}酒店位于西湖景区核心地段，周边餐饮购物便利，前台二十四小时服务，欢迎各位客人入住体验。`

/** The hotel's info with a new description, saved: the answer. */
async function editDescription(hotelId: string, description: string) {
  const before = await detail(hotelId)
  return api('hotelSaveInfo', { hotelId, version: before.versions.hotelInfo, value: { ...before.hotelInfo, description } })
}

/** A room type renamed and repriced, saved: the answer. */
async function editRoomType(hotelId: string, roomTypeId: string, change: { name?: string; price?: number }) {
  const entry = (await detail(hotelId)).roomTypes.find((r: { roomTypeId: string }) => r.roomTypeId === roomTypeId)
  return api('roomTypeSave', { hotelId, roomTypeId, version: entry.version, value: { ...entry.value, ...change } })
}

describe("an online hotel's edits go to review, its live version staying on sale (decision 0087)", () => {
  it('saves edits apart: guests book and the calendar show the live version; submitted, they are locked; approved, they are live', async () => {
    const { hotelId, rooms: [lake] } = await onlineHotel(server, host)
    const live = await detail(hotelId)
    expect(live).toMatchObject({ state: 'online', changeStatus: 'none', changes: [] })

    ok(await editDescription(hotelId, long('湖边新装修的精品酒店，步行五分钟到断桥，房间安静明亮，早餐丰盛。')))
    ok(await editRoomType(hotelId, lake, { name: '湖景豪华大床房', price: 880 }))
    const edited = await detail(hotelId)
    expect(edited.changeStatus).toBe('unsubmitted')
    expect(edited.hotelInfo.description).toContain('步行五分钟')
    // what changed, field by field
    expect(edited.changes.map((c: { field: string; roomTypeId: string | null }) => [c.field, c.roomTypeId])).toEqual([
      ['hotelInfo.description', null], ['roomInfo.name', lake], ['roomInfo.price', lake],
    ])
    expect(edited.changes[1]).toMatchObject({ roomTypeName: '湖景豪华大床房', oldValue: '湖景大床房', newValue: '湖景豪华大床房' })
    expect(await listed(hotelId)).toMatchObject({ state: 'online', onSale: true, changeStatus: 'unsubmitted' })

    // guests and the calendar still see the approved version
    expect(await unitOf(lake)).toMatchObject({ status: 'online', title: '西湖边精品酒店 · 湖景大床房', basePrices: { weekday: 680 } })
    const order = await book(lake)
    expect(order).toMatchObject({ state: 'waitConfirm', room_type_name: '湖景大床房' })

    // submitted: under review, further edits wait (the listing's key), the live version stays on sale
    expect(ok(await api('hotelPublish', { hotelId }))).toEqual({ state: 'online' })
    expect(await detail(hotelId)).toMatchObject({ state: 'online', changeStatus: 'auditing' })
    expect((await editDescription(hotelId, long('再改一次的描述文字，足够长的一段介绍，说明酒店的位置和服务。'))).body).toMatchObject({ status: 422, errorMsg: 'listingLocked' })
    expect((await editRoomType(hotelId, lake, { name: '又一个名字' })).body).toMatchObject({ status: 422, errorMsg: 'listingLocked' })
    expect((await api('hotelPublish', { hotelId })).body).toMatchObject({ status: 422, errorMsg: 'listingLocked' })
    expect(await listed(hotelId)).toMatchObject({ onSale: true, changeStatus: 'auditing' })
    expect((await book(lake)).state).toBe('waitConfirm')
    const review = await server.db.selectFrom('listing_reviews').selectAll().where('lu_id', '=', hotelId).where('status', '=', 'auditing').executeTakeFirstOrThrow()
    expect(review.kind).toBe('hotelChange')
    expect(JSON.parse(review.changes).map((c: { field: string }) => c.field)).toEqual(['hotelInfo.description', 'roomInfo.name', 'roomInfo.price'])

    // staff approve: the edited version is what guests book and the calendar shows; the host is told
    const decided = await staff(server, 'hotel', 'approve', hotelId)
    expect(decided.code).toBe(0)
    expect(decided.out[0]).toBe(`hotel ${hotelId}: changeApproved`)
    expect(await detail(hotelId)).toMatchObject({ state: 'online', changeStatus: 'none', changes: [], rejection: null })
    expect(await unitOf(lake)).toMatchObject({ status: 'online', title: '西湖边精品酒店 · 湖景豪华大床房', basePrices: { weekday: 880 } })
    expect((await book(lake)).room_type_name).toBe('湖景豪华大床房')
    const hotelRow = await server.db.selectFrom('listings').select(['live', 'change_status']).where('lu_id', '=', hotelId).executeTakeFirstOrThrow()
    expect(JSON.parse(hotelRow.live!).hotelInfo.description).toContain('步行五分钟')
    expect(hotelRow.change_status).toBe('none')
    expect((await messages(Number(host.userId))).at(-1)?.title).toBe('酒店修改审核通过')
    // nothing waits now: staff have nothing to decide, a publish has nothing to submit
    expect((await staff(server, 'hotel', 'approve', hotelId)).code).toBe(1)
    expect((await api('hotelPublish', { hotelId })).body).toMatchObject({ status: 422, errorMsg: 'listingUnchanged' })
  })

  it('rejects a change with reasons and a note: the live version stays, the host sees why and edits again', async () => {
    const { hotelId, rooms: [lake] } = await onlineHotel(server, host)
    ok(await editRoomType(hotelId, lake, { name: '不合适的房型名' }))
    ok(await api('hotelPublish', { hotelId }))
    const decided = await staff(server, 'hotel', 'reject', hotelId, '--reason', 'roomTypeIncomplete', '--note', '房型名称与实际不符')
    expect(decided.code).toBe(0)
    expect(decided.out[0]).toBe(`hotel ${hotelId}: changeRejected`)
    const rejected = await detail(hotelId)
    expect(rejected).toMatchObject({ state: 'online', changeStatus: 'rejected', rejection: { reasons: ['roomTypeIncomplete'], note: '房型名称与实际不符' } })
    expect(rejected.roomTypes[0].value.name).toBe('不合适的房型名')
    expect(await listed(hotelId)).toMatchObject({ state: 'online', onSale: true, changeStatus: 'rejected', rejectionReasons: ['roomTypeIncomplete'] })
    expect(await unitOf(lake)).toMatchObject({ title: '西湖边精品酒店 · 湖景大床房' })
    expect((await messages(Number(host.userId))).at(-1)).toMatchObject({ title: '酒店修改审核未通过' })
    expect((await messages(Number(host.userId))).at(-1)?.content).toContain('房型名称与实际不符')
    // the rejected change again as it is: nothing new to submit
    expect((await api('hotelPublish', { hotelId })).body).toMatchObject({ status: 422, errorMsg: 'listingUnchanged' })
    // edited again it goes back to review
    ok(await editRoomType(hotelId, lake, { name: '湖景景观大床房' }))
    expect((await detail(hotelId)).changeStatus).toBe('unsubmitted')
    ok(await api('hotelPublish', { hotelId }))
    expect((await staff(server, 'hotel', 'approve', hotelId)).code).toBe(0)
    expect(await unitOf(lake)).toMatchObject({ title: '西湖边精品酒店 · 湖景景观大床房' })
  })

  it('an edit back to the live version is no change; a room type added goes on sale only when approved; an approved one is not deleted', async () => {
    const { hotelId, rooms: [lake, garden] } = await onlineHotel(server, host)
    const original = (await detail(hotelId)).hotelInfo.description
    ok(await editDescription(hotelId, long('临时改一下的描述，稍后再改回原来的文字内容，看看状态。')))
    expect((await detail(hotelId)).changeStatus).toBe('unsubmitted')
    ok(await editDescription(hotelId, original))
    expect(await detail(hotelId)).toMatchObject({ changeStatus: 'none', changes: [] })
    expect((await api('hotelPublish', { hotelId })).body).toMatchObject({ status: 422, errorMsg: 'listingUnchanged' })

    // an approved room type stays (off sale is how it stops selling)
    expect((await api('roomTypeDelete', { hotelId, roomTypeId: garden })).body).toMatchObject({ status: 422, errorMsg: 'hotelOnlineReadOnly' })
    // a new one is no calendar unit, not bookable and not put on sale before approval
    const suite = await addRoomType(server, host, hotelId, { name: '湖景套房', price: 980, rooms: 2 })
    expect((await detail(hotelId)).changeStatus).toBe('unsubmitted')
    expect(await unitOf(suite)).toBeUndefined()
    await expect(book(suite)).rejects.toMatchObject({ key: 'calendarNotBookable' })
    expect((await api('roomTypeSetOnSale', { hotelId, roomTypeId: suite, onSale: true })).body).toMatchObject({ status: 422, errorMsg: 'listingLocked' })
    ok(await api('hotelPublish', { hotelId }))
    expect((await staff(server, 'hotel', 'approve', hotelId)).code).toBe(0)
    expect(await unitOf(suite)).toMatchObject({ status: 'online', title: '西湖边精品酒店 · 湖景套房', basePrices: { weekday: 980 } })
    expect((await book(suite)).state).toBe('waitConfirm')
    expect((await book(lake)).state).toBe('waitConfirm')
  })

  it("another host neither edits, submits nor reads an online hotel's change", async () => {
    const { hotelId, rooms: [lake] } = await onlineHotel(server, host)
    ok(await editRoomType(hotelId, lake, { name: '湖景豪华大床房' }))
    const other = await listingHost(server)
    const live = await detail(hotelId)
    expect((await api('hotelGet', { hotelId }, other)).body).toMatchObject({ status: 403 })
    expect((await api('hotelSaveInfo', { hotelId, version: live.versions.hotelInfo, value: { ...live.hotelInfo, description: live.hotelInfo.description } }, other)).body).toMatchObject({ status: 403 })
    expect((await api('roomTypeSave', { hotelId, roomTypeId: lake, version: live.roomTypes[0].version, value: live.roomTypes[0].value }, other)).body).toMatchObject({ status: 403 })
    expect((await api('hotelPublish', { hotelId }, other)).body).toMatchObject({ status: 403 })
    expect((await detail(hotelId)).changeStatus).toBe('unsubmitted')
    expect(await server.db.selectFrom('listing_reviews').select('id').where('lu_id', '=', hotelId).where('kind', '=', 'hotelChange').execute()).toEqual([])
  })
})
