import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Review } from '../../src/domain/review/endpoints'
import { AUTO_REVIEW_MS, REVIEW_STATES } from '../../src/domain/review/rules'
import { runConsole } from '../../src/server/console/run'
import { runAutoReviews, writeGuestReview } from '../../src/server/services/review/reviews'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
let host: SignedIn
let other: SignedIn
let unitId: string
let secondUnit: string
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
  host = await calendarHost(server)
  other = await calendarHost(server)
  unitId = await insertUnit(server, host, { title: 'Review flat' })
  secondUnit = await insertUnit(server, host, { title: 'Second flat' })
})
afterAll(async () => {
  await server.close()
})

const DAY = 86_400_000
const SCORES = { hygiene: 5, safety: 4, descriptionMatch: 5, trafficLocation: 3, costEffectiveness: 4 }

/** A stay booked and ended `checkedOutAgo` ms ago (completed, or left early). */
let stays = 0
/** Each stay on a night of its own (a unit's stock is small). */
const nextNight = () => new Date(Date.UTC(2027, 0, 1 + stays++)).toISOString().slice(0, 10)

async function endedStay(unit = unitId, checkedOutAgo = DAY, state = 'completed'): Promise<string> {
  const order = await book(server, unit, nextNight(), 1)
  await server.db.updateTable('orders').set({ state, paid_at: server.clock.now(), checked_out_at: server.clock.now() - checkedOutAgo })
    .where('order_no', '=', order.order_no).execute()
  return order.order_no
}

async function reviewed(unit = unitId, content = 'Clean and quiet, a lovely stay'): Promise<string> {
  const orderNo = await endedStay(unit)
  return (await writeGuestReview(server.db, orderNo, { scores: SCORES, content }, server.clock.now())).id
}

const reply = (id: string, content: string, session: SignedIn = host) => server.api('commentReply', { id, content }, { session })
const detail = async (id: string) => {
  const answer = await server.api('commentDetail', { id }, { session: host })
  expect(answer.body?.status, answer.text).toBe(200)
  return (answer.body!.content as { review: Review }).review
}
const list = async (params: Record<string, unknown> = {}, session: SignedIn = host) => {
  const answer = await server.api('commentList', params, { session })
  expect(answer.body?.status, answer.text).toBe(200)
  return answer.body!.content as { list: Review[]; total: number; counts: Record<string, number>; listings: { id: string; title: string }[]; average: number | null }
}

describe('reviews (issue 17)', () => {
  it('lists a guest review with its five scores, the overall score and the stay, awaiting feedback', async () => {
    const id = await reviewed()
    const review = await detail(id)
    const order = await server.api('orderHouseDetail', { orderNo: review.orderNo }, { session: host })
    expect(order.body.content.review).toEqual({ id, overall: 4.2, state: 'awaitingFeedback', auto: false })
    expect(review).toMatchObject({
      state: 'awaitingFeedback', scores: SCORES, overall: 4.2, content: 'Clean and quiet, a lovely stay', auto: false, reply: null,
      listingTitle: 'Review flat',
    })
    // the guest's name is masked
    expect(review.guestName).toMatch(/^.\*\*$/)
    const { list: shown, counts } = await list()
    expect(shown.map((r) => r.id)).toContain(id)
    expect(counts.awaitingFeedback).toBeGreaterThan(0)
  })

  it('refuses a reply under 5 characters, and one with a sensitive word, next to the field, changing nothing', async () => {
    const id = await reviewed()
    const short = await reply(id, ' 谢谢您 ')
    expect(short.body).toMatchObject({ status: 400, errorMsg: 'commentReplyTooShort', errorField: 'content' })
    const rude = await reply(id, '你这个傻 逼，别来了')
    expect(rude.body).toMatchObject({ status: 400, errorMsg: 'commentSensitiveWord', errorField: 'content' })
    const english = await reply(id, 'Thanks, but that was bullshit honestly')
    expect(english.body).toMatchObject({ status: 400, errorMsg: 'commentSensitiveWord' })
    const contact = await reply(id, '欢迎再来，加我微信 abc12345 有优惠')
    expect(contact.body).toMatchObject({ status: 400, errorMsg: 'textContactInfo' })
    expect(await detail(id)).toMatchObject({ state: 'awaitingFeedback', reply: null })
  })

  it('takes a reply of 5 characters, which cannot be edited after it is sent; a retry of the same write is answered once', async () => {
    const id = await reviewed()
    const idempotencyKey = randomUUID()
    const first = await server.api('commentReply', { id, content: '谢谢您入住' }, { session: host, idemKey: idempotencyKey })
    expect(first.body?.status, first.text).toBe(200)
    expect((first.body!.content as Review)).toMatchObject({ state: 'replied', reply: { content: '谢谢您入住', failReason: null } })
    const again = await server.api('commentReply', { id, content: '谢谢您入住' }, { session: host, idemKey: idempotencyKey })
    expect(again.body).toEqual(first.body)
    const edit = await reply(id, 'A different reply now')
    expect(edit.body).toMatchObject({ status: 422, errorMsg: 'commentAlreadyReplied' })
    expect((await detail(id)).reply?.content).toBe('谢谢您入住')
  })

  it('of two different replies sent at once, one is stored', async () => {
    const id = await reviewed()
    const answers = await Promise.all([reply(id, 'First reply, thank you'), reply(id, 'Second reply, thank you')])
    expect(answers.map((a) => a.body?.status).sort()).toEqual([200, 422])
    const stored = (await detail(id)).reply!.content
    expect(['First reply, thank you', 'Second reply, thank you']).toContain(stored)
  })

  it('moderation: a reply taken down may be written again; a review taken down cannot be replied to', async () => {
    const id = await reviewed()
    expect((await reply(id, 'Thank you so much')).body?.status).toBe(200)
    const failed = await staff('review', 'fail-reply', id, '--reason', 'Reply reveals a guest detail')
    expect(failed.code, failed.err.join('\n')).toBe(0)
    expect(await detail(id)).toMatchObject({ state: 'replyFailed', reply: { content: 'Thank you so much', failReason: 'Reply reveals a guest detail' } })
    expect((await reply(id, 'Thank you, see you again')).body?.status).toBe(200)
    expect(await detail(id)).toMatchObject({ state: 'replied', reply: { content: 'Thank you, see you again', failReason: null } })

    const hidden = await reviewed()
    expect((await staff('review', 'take-down', hidden, '--reason', 'Abusive language')).code).toBe(0)
    expect(await detail(hidden)).toMatchObject({ state: 'failedReview', reviewFailReason: 'Abusive language' })
    expect((await reply(hidden, 'Sorry to hear that')).body).toMatchObject({ status: 422, errorMsg: 'commentNotReplyable' })
    // the host was told each time
    const messages = await server.db.selectFrom('system_messages').select('jump_url').where('user_id', '=', Number(host.userId)).execute()
    expect(messages.map((m) => m.jump_url)).toEqual(expect.arrayContaining([`/order/commentDetail?id=${id}`, `/order/commentDetail?id=${hidden}`]))
  })

  it('filters by state and listing, with counts per state, the listings and the average', async () => {
    const onSecond = await reviewed(secondUnit)
    await reply(onSecond, 'Thank you for the stay')
    const second = await list({ listingId: secondUnit.slice(3) })
    expect(second.list.map((r) => r.id)).toEqual([onSecond])
    expect(second.counts).toEqual({ awaitingFeedback: 0, replied: 1, replyFailed: 0, failedReview: 0 })
    expect(second.average).toBe(4.2)
    expect(second.listings.map((l) => l.title)).toEqual(expect.arrayContaining(['Review flat', 'Second flat']))
    for (const state of REVIEW_STATES) {
      const page = await list({ state })
      expect(page.list.every((r) => r.state === state)).toBe(true)
      expect(page.total).toBe((await list()).counts[state])
    }
    const paged = await list({ length: 2, offset: 0 })
    expect(paged.list).toHaveLength(2)
    expect(paged.total).toBeGreaterThan(2)
  })

  it('another landlord can neither read, list nor reply to the reviews', async () => {
    const id = await reviewed()
    expect((await server.api('commentDetail', { id }, { session: other })).body?.status).toBe(403)
    expect((await reply(id, 'Not my review at all', other)).body?.status).toBe(403)
    expect((await list({}, other)).list).toEqual([])
    expect(await detail(id)).toMatchObject({ state: 'awaitingFeedback', reply: null })
  })

  it('writes the platform\'s default review 60 days after a stay without one, not a moment before, once', async () => {
    const orderNo = await endedStay(unitId, 0)
    const checkedOut = server.clock.now()
    const before = await runAutoReviews(server.db, checkedOut + AUTO_REVIEW_MS - 1)
    const none = await server.db.selectFrom('reviews').select('id').where('order_no', '=', orderNo).executeTakeFirst()
    expect(none).toBeUndefined()
    // a guest can still review until then
    const [a, b] = await Promise.all([runAutoReviews(server.db, checkedOut + AUTO_REVIEW_MS), runAutoReviews(server.db, checkedOut + AUTO_REVIEW_MS)])
    expect(before).toBe(0)
    expect(a + b).toBeGreaterThanOrEqual(1)
    const rows = await server.db.selectFrom('reviews').selectAll().where('order_no', '=', orderNo).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ auto: 1, content: '', hygiene: 5, cost_effectiveness: 5, state: 'awaitingFeedback' })
    // the guest is too late now
    await expect(writeGuestReview(server.db, orderNo, { scores: SCORES, content: 'Late review' }, checkedOut + AUTO_REVIEW_MS)).rejects.toThrow(/60 days/)
    // a stay that did not end, and one already reviewed, get none
    const reviewedStay = await endedStay(unitId, 70 * DAY)
    await writeGuestReview(server.db, reviewedStay, { scores: SCORES, content: 'Written in time' }, server.clock.now() - 69 * DAY)
    await runAutoReviews(server.db, server.clock.now())
    expect(await server.db.selectFrom('reviews').select('content').where('order_no', '=', reviewedStay).execute()).toEqual([{ content: 'Written in time' }])
    // the list tells the platform's reviews from the guests'; the home counts only guests' ones waiting
    const auto = await list({ kind: 'auto' })
    expect(auto.list.map((r) => r.orderNo)).toContain(orderNo)
    expect(auto.list.every((r) => r.auto)).toBe(true)
    const written = await list({ kind: 'written', length: 100 })
    expect(written.list.some((r) => r.auto)).toBe(false)
    const task = await server.api('dashboardTask', {}, { session: host })
    expect(task.body.content.reviewsAwaiting).toBe(written.counts.awaitingFeedback)
    expect((await list({ state: 'awaitingFeedback' })).total).toBe(written.counts.awaitingFeedback! + auto.counts.awaitingFeedback!)
  })

  it('guests review only ended stays, once, with scores of 1-5 (the console plays them)', async () => {
    const waiting = await book(server, unitId, nextNight(), 1)
    const early = await staff('review', 'write', waiting.order_no)
    expect(early.code).toBe(1)
    expect(early.err[0]).toMatch(/once it has ended/)
    const orderNo = await endedStay(unitId, DAY, 'leftEarly')
    expect((await staff('review', 'write', orderNo, '--scores', '5,5,6,5,5')).err[0]).toMatch(/1-5/)
    const written = await staff('review', 'write', orderNo, '--scores', '4,4,4,4,5', '--text', 'Good value')
    expect(written.code, written.err.join('\n')).toBe(0)
    expect(written.out[0]).toMatch(/overall 4.2/)
    expect((await staff('review', 'write', orderNo)).err[0]).toMatch(/already has review/)
  })
})
