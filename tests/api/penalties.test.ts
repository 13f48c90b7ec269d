import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { runConsole } from '../../src/server/console/run'
import { calendarHost, content, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const DAY = 86_400_000

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

async function host(): Promise<{ session: SignedIn; mobile: string; unit: string }> {
  const session = await calendarHost(server)
  const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(session.userId)).executeTakeFirstOrThrow()).mobile
  return { session, mobile, unit: await insertUnit(server, session, { title: 'Penalised flat', similarUnits: 9 }) }
}
async function issue(mobile: string, ...args: string[]): Promise<string> {
  const out = await staff('penalty', 'issue', mobile, ...args)
  expect(out.code, out.err.join('\n')).toBe(0)
  return /record (V\w+)/.exec(out.out[0]!)![1]!
}
const records = async (session: SignedIn, params: Record<string, unknown> = {}) => content(await server.api('riskRecordList', params, { session }))
let night = 0
const nextNight = () => new Date(Date.UTC(2027, 0, 5 + night++)).toISOString().slice(0, 10)

describe('violation records and penalties (issue 18)', () => {
  it('takes only the durations of business rules 9', async () => {
    const { mobile } = await host()
    for (const args of [
      ['--method', 'demotion', '--days', '6'], ['--method', 'bottom', '--days', '5'], ['--method', 'blacklist', '--days', '2'],
      ['--method', 'offline', '--days', '90'], ['--method', 'warning', '--days', '7'], ['--method', 'demotion', '--permanent'],
    ]) {
      const out = await staff('penalty', 'issue', mobile, '--type', 'guestComplaint', ...args)
      expect(out.code, args.join(' ')).toBe(1)
    }
    for (const args of [['--method', 'demotion', '--days', '15'], ['--method', 'bottom', '--days', '30'], ['--method', 'blacklist', '--days', '1'], ['--method', 'offline', '--permanent'], ['--method', 'warning']]) {
      await issue(mobile, '--type', 'guestComplaint', ...args)
    }
  })

  it('a blacklist stops bookings while in force and ends by itself; the host reads it, another landlord reads none', async () => {
    const { session, mobile, unit } = await host()
    const id = await issue(mobile, '--method', 'blacklist', '--days', '3', '--type', 'offPlatformDeal', '--listing', unit.slice(3), '--note', 'Asked a guest to pay in cash')
    await expect(book(server, unit, nextNight(), 1)).rejects.toMatchObject({ key: 'hostSuspended' })
    const shown = await records(session)
    expect(shown.list[0]).toMatchObject({ id, state: 'inPunishment', method: 'blacklist', days: 3, type: 'offPlatformDeal', target: { title: 'Penalised flat' } })
    expect(shown.suspended).toMatchObject({ method: 'blacklist', until: shown.list[0].endsAt })
    expect(shown.counts).toEqual({ warning: 0, inPunishment: 1, lifted: 0 })
    expect(content(await server.api('dashboardTask', {}, { session })).penaltiesInForce).toBe(1)
    const other = await calendarHost(server)
    expect((await records(other)).list).toEqual([])

    server.clock.advance(3 * DAY)
    const after = await records(session)
    expect(after.list[0].state).toBe('lifted')
    expect(after.suspended).toBeNull()
    expect(content(await server.api('dashboardTask', {}, { session })).penaltiesInForce).toBe(0)
    expect((await book(server, unit, nextNight(), 1)).state).toBe('waitConfirm')
    // the host was told, with the way to the records
    const message = await server.db.selectFrom('system_messages').select(['title', 'jump_url']).where('user_id', '=', Number(session.userId)).executeTakeFirstOrThrow()
    expect(message.jump_url).toBe('/risk/record')
  })

  it('demotion and bottom placement rank the listings down like a refused order, until lifted; offline for good until lifted', async () => {
    const { session, mobile, unit } = await host()
    const demotion = await issue(mobile, '--method', 'demotion', '--days', '7', '--type', 'hygieneSafety')
    const ranking = content(await server.api('orderRankingState', {}, { session }))
    expect(ranking.demotedUntil).toBe(server.clock.now() + 7 * DAY)
    expect(ranking.penalties).toEqual([expect.objectContaining({ kind: 'demotion', reason: 'violation', orderNo: demotion })])
    expect((await staff('penalty', 'lift', demotion)).code).toBe(0)
    expect(content(await server.api('orderRankingState', {}, { session })).demotedUntil).toBeNull()
    expect((await records(session)).list[0]).toMatchObject({ id: demotion, state: 'lifted', liftedAt: server.clock.now() })
    expect((await staff('penalty', 'lift', demotion)).code).toBe(1)

    const offline = await issue(mobile, '--method', 'offline', '--permanent', '--type', 'falseListing')
    server.clock.advance(20 * DAY)
    expect((await records(session)).suspended).toEqual({ method: 'offline', until: null })
    await expect(book(server, unit, nextNight(), 1)).rejects.toMatchObject({ key: 'hostSuspended' })
    await staff('penalty', 'lift', offline)
    expect((await records(session)).suspended).toBeNull()
  })

  it('appeals: a text up to 2000 characters and up to 8 photos of at least 800x800; one per record; staff accept (lifted) or reject', async () => {
    const { session, mobile } = await host()
    const photo = async (width = 1000, height = 900) => {
      const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 190, b: 200 } } }).jpeg().toBuffer()
      return server.api('imageUpload', { dir: 'appeal' }, { session, file: new File([bytes], 'proof.jpg', { type: 'image/jpeg' }) })
    }
    // a 700x700 photo is refused at upload, naming the size
    expect((await photo(700, 700)).body).toMatchObject({ status: 400, errorMsg: 'ImageRatio', errorParams: { size: '800*800' } })
    const urls: string[] = []
    for (let i = 0; i < 9; i++) {
      const uploaded = await photo()
      expect(uploaded.body?.status, uploaded.text).toBe(200)
      urls.push((uploaded.body as { url: string }).url)
    }
    const id = await issue(mobile, '--method', 'demotion', '--days', '10', '--type', 'guestComplaint')
    const submit = (text: string, images: string[], who: SignedIn = session) => server.api('riskAppealSubmit', { recordId: id, text, images }, { session: who })
    expect((await submit('  ', urls.slice(0, 2))).body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'text' })
    expect((await submit('x'.repeat(2001), urls.slice(0, 2))).body).toMatchObject({ status: 400, errorMsg: 'tooLong', errorField: 'text' })
    expect((await submit('Nine photos', urls)).body).toMatchObject({ status: 400, errorMsg: 'Maximum', errorField: 'images' })
    const other = await calendarHost(server)
    expect((await submit('Not mine', [], other)).body.status).toBe(403)
    // someone else's upload cannot be passed off as the host's
    const theirs = await (async () => {
      const bytes = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 1, g: 2, b: 3 } } }).jpeg().toBuffer()
      return ((await server.api('imageUpload', { dir: 'appeal' }, { session: other, file: new File([bytes], 'x.jpg', { type: 'image/jpeg' }) })).body as { url: string }).url
    })()
    expect((await submit('With a stranger\'s photo', [theirs])).body).toMatchObject({ status: 400, errorField: 'images.0' })
    expect((await records(session)).list[0].appeal).toBeNull()

    const made = content(await submit('The towels were changed every day; the guest\'s photo is of another flat.', urls.slice(0, 8)))
    expect(made.appeal).toMatchObject({ state: 'pending', images: expect.any(Array) })
    expect(made.appeal.images).toHaveLength(8)
    expect(made.appeal.answerBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(made.canAppeal).toBe(false)
    expect((await submit('Again', [])).body).toMatchObject({ status: 422, errorMsg: 'appealNotAllowed' })

    expect((await staff('penalty', 'appeal-reject', id)).code).toBe(1)
    expect((await staff('penalty', 'appeal-accept', id)).code).toBe(0)
    const after = (await records(session)).list[0]
    expect(after).toMatchObject({ state: 'lifted', appeal: { state: 'successful' } })
    expect(content(await server.api('orderRankingState', {}, { session })).demotedUntil).toBeNull()
    expect((await staff('penalty', 'appeal-accept', id)).code).toBe(1)
  })
})

