import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { smsTarget } from '../../src/server/services/uic/service'
import { calendarHost, content, refusal } from './calendar-fixtures'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const info = async (who: SignedIn) => content(await server.api('personalInfoGet', {}, { session: who }))
const mobileOf = async (who: SignedIn) =>
  (await server.db.selectFrom('users').select(['mobile', 'country_code', 'email', 'nick_name', 'profile_version']).where('id', '=', Number(who.userId)).executeTakeFirstOrThrow())
const edit = (who: SignedIn, fields: Record<string, unknown>) =>
  server.api('personalInfoEdit', { nickName: 'Zhang', avatarUrl: '', alternateName: '', alternateMobile: '', alternateCountryCode: '86', version: 0, ...fields }, { session: who })

async function upload(who: SignedIn, dir: string): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer()
  const reply = await server.api('imageUpload', { dir }, { session: who, file: new File([bytes], 'me.jpg', { type: 'image/jpeg' }) })
  expect(reply.body?.status, reply.text).toBe(200)
  return (reply.body as { url: string }).url
}

describe('personal information (issue 18, decision 0061)', () => {
  it('nickname, avatar and alternate contact: checked, versioned, the host\'s own upload only; nothing changes on a refusal', async () => {
    const host = await calendarHost(server)
    const other = await calendarHost(server)
    const start = await info(host)
    expect(start).toMatchObject({ userId: host.userId, avatar: null, alternate: null, email: null, social: [], version: 0 })

    const before = await mobileOf(host)
    refusal(await edit(host, { nickName: '  ' }), 400, 'required')
    expect((await edit(host, { nickName: 'x'.repeat(21) })).body).toMatchObject({ status: 400, errorMsg: 'lengthBetween', errorField: 'nickName', errorParams: { min: 1, max: 20 } })
    refusal(await edit(host, { nickName: 'Zhang 😀' }), 400, 'emoticonsNotAllowed')
    refusal(await edit(host, { nickName: 'Zhang#1' }), 400, 'PleaseNotEnterSpecialCharacters')
    // an alternate contact is a name and a number, both checked
    expect((await edit(host, { alternateName: 'Li Wei' })).body).toMatchObject({ status: 400, errorMsg: 'PleaseEnterMobileNumber', errorField: 'alternateMobile' })
    expect((await edit(host, { alternateName: 'Li Wei', alternateMobile: '12345' })).body).toMatchObject({ status: 400, errorField: 'alternateMobile' })
    expect((await edit(host, { alternateMobile: '13912345678' })).body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'alternateName' })
    // only the host's own upload to the avatar folder
    const foreign = await upload(other, 'duanzu_head')
    refusal(await edit(host, { avatarUrl: foreign }), 400, 'invalidValue')
    const privateScan = await upload(host, 'realname')
    refusal(await edit(host, { avatarUrl: privateScan }), 400, 'invalidValue')
    expect(await mobileOf(host)).toEqual(before)

    const avatar = await upload(host, 'duanzu_head')
    const saved = content(await edit(host, { nickName: '  Zhang Ming ', avatarUrl: avatar, alternateName: 'Li Wei', alternateMobile: '139 1234 5678' }))
    expect(saved).toMatchObject({ nickName: 'Zhang Ming', alternate: { name: 'Li Wei', mobile: '13912345678', countryCode: '86' }, version: 1 })
    expect(saved.avatar.url).toMatch(/\/files\/duanzu_head\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/)
    expect(saved.avatar).toMatchObject({ width: 400, height: 400 })
    // the shell reads the nickname too
    expect(content(await server.api('getebkinfo', {}, { session: host })).nickName).toBe('Zhang Ming')

    // the same information again (a retry) is no edit; a write that saw version 0 is a conflict with the current one
    expect(content(await edit(host, { nickName: 'Zhang Ming', avatarUrl: avatar, alternateName: 'Li Wei', alternateMobile: '13912345678' })).version).toBe(1)
    const stale = await edit(host, { nickName: 'Someone else' })
    expect(stale.body).toMatchObject({ status: 409, errorMsg: 'versionConflict', content: { version: 1, value: { nickName: 'Zhang Ming' } } })
    expect((await mobileOf(host)).nick_name).toBe('Zhang Ming')
    // clearing the avatar and the alternate contact
    expect(content(await edit(host, { nickName: 'Zhang Ming', version: 1 }))).toMatchObject({ avatar: null, alternate: null, version: 2 })
    // another host reads nothing of it
    expect(JSON.stringify(await info(other))).not.toContain('Zhang Ming')
  })

  it('the phone changes with a code to the old number and one to the new; sign-in then takes the new number', async () => {
    const host = await calendarHost(server)
    const taken = await calendarHost(server)
    const oldMobile = (await mobileOf(host)).mobile
    const newMobile = freshMobile()
    const change = (fields: Record<string, unknown>) => server.api('phoneChange', { oldCode: '', mobile: newMobile, countryCode: '86', code: '', ...fields }, { session: host })

    // the new number must be free and new
    refusal(await server.api('phoneChangeCodeNew', { mobile: (await mobileOf(taken)).mobile, countryCode: '86' }, { session: host }), 422, 'numberRegistered')
    refusal(await server.api('phoneChangeCodeNew', { mobile: oldMobile, countryCode: '86' }, { session: host }), 400, 'phoneUnchanged')
    refusal(await server.api('phoneChangeCodeNew', { mobile: '12345', countryCode: '86' }, { session: host }), 400, 'PleaseEnterMobileNumber')

    expect(content(await server.api('phoneChangeCodeOld', {}, { session: host })).sentTo).toBe(`${oldMobile.slice(0, 3)}****${oldMobile.slice(-4)}`)
    server.clock.advance(61_000)
    content(await server.api('phoneChangeCodeNew', { mobile: newMobile, countryCode: '86' }, { session: host }))
    const oldCode = await server.codeFor(smsTarget('86', oldMobile))
    const newCode = await server.codeFor(smsTarget('86', newMobile))

    expect((await change({ code: newCode })).body).toMatchObject({ status: 400, errorMsg: 'oldPhoneCodeRequired', errorField: 'oldCode' })
    const wrongOld = oldCode === '111111' ? '222222' : '111111'
    expect((await change({ oldCode: wrongOld, code: newCode })).body).toMatchObject({ status: 422, errorMsg: 'wrongCode', errorField: 'oldCode' })
    // the old number's code does not prove the new one, nor the reverse
    expect((await change({ oldCode, code: oldCode === newCode ? '000000' : oldCode })).body).toMatchObject({ status: 422, errorField: 'code' })
    expect((await mobileOf(host)).mobile).toBe(oldMobile)

    const changed = content(await change({ oldCode, code: newCode }))
    expect(changed).toMatchObject({ mobile: newMobile, countryCode: '86' })
    // sent again (its answer lost): the same answer, nothing more
    expect(content(await change({ oldCode, code: newCode })).mobile).toBe(newMobile)
    // the codes are used up: they change nothing else
    expect((await server.db.selectFrom('verification_codes').select('consumed_at').where('target', 'in', [smsTarget('86', oldMobile), smsTarget('86', newMobile)]).where('scene', 'like', 'changePhone%').execute()).every((row) => row.consumed_at !== null)).toBe(true)

    // sign-in takes the new number (the same account); the old one is free
    server.clock.advance(61_000)
    const again = await smsLogin(server, newMobile)
    expect(again.userId).toBe(host.userId)
    expect(content(await server.api('checkMobileExists', { mobile: oldMobile, countryCode: '86' })).exists).toBe(false)
  })

  it('an e-mail address binds with a code sent to it; one account per address; a reset by e-mail finds the host', async () => {
    const host = await calendarHost(server)
    const other = await calendarHost(server)
    const email = `host-${host.userId}@example.com`
    refusal(await server.api('emailCodeSend', { email: 'not-an-address' }, { session: host }), 400, 'PleaseEnterEmailFormat')
    content(await server.api('emailCodeSend', { email: ` ${email.toUpperCase()} ` }, { session: host }))
    const code = await server.codeFor(email)
    refusal(await server.api('emailCodeCheck', { email, code: code === '111111' ? '222222' : '111111' }, { session: host }), 422, 'wrongCode')
    expect((await mobileOf(host)).email).toBeNull()
    expect(content(await server.api('emailCodeCheck', { email, code }, { session: host })).email).toBe(email)
    // again: already bound, the same answer
    expect(content(await server.api('emailCodeCheck', { email, code }, { session: host })).email).toBe(email)
    refusal(await server.api('emailCodeSend', { email }, { session: host }), 400, 'emailUnchanged')

    // the address is the host's: another account cannot bind it
    refusal(await server.api('emailCodeSend', { email }, { session: other }), 422, 'emailBound')
    refusal(await server.api('emailCodeCheck', { email, code }, { session: other }), 422, 'emailBound')
    expect((await mobileOf(other)).email).toBeNull()

    // a password reset by e-mail now reaches the host
    server.clock.advance(61_000)
    content(await server.api('sendResetEmail', { email }))
  })

  it('social accounts: bound by the provider (console), shown and unbound by the host, never another host\'s', async () => {
    const host = await calendarHost(server)
    const other = await calendarHost(server)
    const mobile = (await mobileOf(host)).mobile
    const out = await staff('social', 'bind', mobile, '--provider', 'wechat', '--name', 'Zhang on WeChat')
    expect(out.code, out.err.join('\n')).toBe(0)
    expect((await staff('social', 'bind', mobile, '--provider', 'myspace')).code).not.toBe(0)
    expect((await info(host)).social).toEqual([{ provider: 'wechat', nickName: 'Zhang on WeChat', boundAt: expect.any(Number) }])
    // another host's unbind touches only its own bindings
    content(await server.api('socialUnbind', { provider: 'wechat' }, { session: other }))
    expect((await info(host)).social).toHaveLength(1)
    expect(content(await server.api('socialUnbind', { provider: 'wechat' }, { session: host })).social).toEqual([])
    // again: nothing bound, the same answer
    expect(content(await server.api('socialUnbind', { provider: 'wechat' }, { session: host })).social).toEqual([])
    refusal(await server.api('socialUnbind', { provider: 'myspace' }, { session: host }), 400, 'invalidValue')
  })

  it('an overseas host sees the passport number masked and the passport photo and selfie it sent, served to it alone', async () => {
    const host = await smsLogin(server, freshMobile())
    const other = await calendarHost(server)
    await setLandlord(server.db, (await mobileOf(host)).mobile, '86', { overseas: true })
    const passport = await upload(host, 'realname')
    const selfie = await upload(host, 'realname')
    const ref = (url: string) => ({ url, width: 400, height: 400 })
    content(await server.api('realNameSubmitOverseas', { landlordID: host.userId, landlordIdentity: 'overseas', passportNo: 'TR1234567', passportInfo: ref(passport), selfInfo: ref(selfie) }, { session: host }))
    const seen = await info(host)
    expect(seen).toMatchObject({ isOverSea: true, realNameState: 'pending', passportNo: 'TR*****67' })
    expect(seen.passportPhoto.url.endsWith(new URL(passport, server.url).pathname)).toBe(true)
    expect(seen.selfie.url.endsWith(new URL(selfie, server.url).pathname)).toBe(true)
    // the photos are private: the owner's session only
    const path = new URL(seen.passportPhoto.url).pathname
    const fetchAs = (who?: SignedIn) => server.fetch(path, { headers: who ? { Cookie: `userId=${who.userId}; sessId=${who.sessId}; xztoken=${who.xztoken}` } : {} })
    expect((await fetchAs(host)).status).toBe(200)
    expect((await fetchAs(other)).status).not.toBe(200)
    expect((await fetchAs()).status).not.toBe(200)
  })
})
