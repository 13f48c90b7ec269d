import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { decideRealName } from '../../src/server/console/realname'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'
import { overseasLandlord, uploadImage, userRow, validIdCardNo } from './user-fixtures'
import type { ImageRef } from './user-fixtures'

/** The identity provider stands for the police ID check: tests choose its answer. */
const identity = { answer: 'passed' as 'passed' | 'failed', calls: [] as Array<{ realName: string; idCardNo: string }> }

let server: TestServer

beforeAll(async () => {
  server = await startServer({}, {
    identity: {
      verifyMainland: async (check: { realName: string; idCardNo: string }) => {
        identity.calls.push(check)
        return identity.answer
      },
    },
  })
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  identity.answer = 'passed'
  identity.calls.length = 0
})

type Fields = Record<string, string>

function mainlandFields(host: SignedIn, image: ImageRef, overrides: Fields = {}): Fields {
  return {
    landlordID: host.userId, landlordIdentity: 'CHN', width: String(image.width), height: String(image.height),
    identitycard1url: image.url, realName: '张三', idCardNo: validIdCardNo(11), ...overrides,
  }
}

/** Runs a refused submission and checks nothing changed: no submission row, same user row, no ID check. */
async function expectRefusedUnchanged(host: SignedIn, submit: () => Promise<{ body: any }>) {
  const [submissions, user] = [await server.count('realname_submissions'), await userRow(server, host.userId)]
  const reply = await submit()
  expect(reply.body.status).not.toBe(200)
  expect(await server.count('realname_submissions')).toBe(submissions)
  expect(await userRow(server, host.userId)).toEqual(user)
  expect(identity.calls).toEqual([])
  return reply.body
}

describe('realNameSubmitMainland', () => {
  it('verifies name and ID card number, stores them and makes the landlord authenticated', async () => {
    const host = await smsLogin(server, freshMobile())
    const image = await uploadImage(server, host)
    const idCardNo = validIdCardNo(3, true)
    const reply = await server.api('realNameSubmitMainland',
      mainlandFields(host, image, { identitycard1url: image.domain + image.url, idCardNo, realName: ' 张三 ' }), { session: host })
    expect(reply.body).toEqual({ status: 200, content: {} })
    expect(identity.calls).toEqual([{ realName: '张三', idCardNo: idCardNo.toUpperCase() }])
    expect(await userRow(server, host.userId)).toMatchObject({
      landlord_pass: 1, need_check: 0, realname_state: 'passed', real_name: '张三', id_card_no: idCardNo.toUpperCase(),
    })
    const submission = await server.db.selectFrom('realname_submissions').selectAll()
      .where('user_id', '=', Number(host.userId)).executeTakeFirstOrThrow()
    expect(submission).toMatchObject({ kind: 'mainland', state: 'passed', real_name: '张三', id_card_no: idCardNo.toUpperCase() })
    expect(JSON.parse(submission.images)).toEqual([{ role: 'idFront', path: image.url.slice(1), url: image.url, width: 1000, height: 630 }])

    const info = (await server.api('getebkinfo', {}, { session: host })).body.content
    expect(info).toMatchObject({ landlordPass: 1, needCheck: false, realName: '张三', realNameState: 'passed' })
    expect(info.idCardNo).toBe(`${idCardNo.slice(0, 4)}**********${idCardNo.slice(-4).toUpperCase()}`)
    expect((await server.api('getRealNameState', { userId: host.userId }, { session: host })).body.content).toEqual({ state: 'passed' })
  })

  it('refuses a second submission once passed', async () => {
    const host = await smsLogin(server, freshMobile())
    const image = await uploadImage(server, host)
    expect((await server.api('realNameSubmitMainland', mainlandFields(host, image), { session: host })).body.status).toBe(200)
    identity.calls.length = 0
    const body = await expectRefusedUnchanged(host, () =>
      server.api('realNameSubmitMainland', mainlandFields(host, image, { realName: '李四' }), { session: host }))
    expect(body).toMatchObject({ status: 422, errorMsg: 'realNameAlreadyPassed' })
  })

  it('records a failed check, marks the landlord failed and answers 422 verificationFailed; a retry may pass', async () => {
    const host = await smsLogin(server, freshMobile())
    const image = await uploadImage(server, host)
    identity.answer = 'failed'
    const reply = await server.api('realNameSubmitMainland', mainlandFields(host, image), { session: host })
    expect(reply.body).toMatchObject({ status: 422, errorMsg: 'verificationFailed' })
    expect(await userRow(server, host.userId)).toMatchObject({ landlord_pass: 0, need_check: 1, realname_state: 'failed', real_name: '', id_card_no: '' })
    const rows = await server.db.selectFrom('realname_submissions').select('state').where('user_id', '=', Number(host.userId)).execute()
    expect(rows).toEqual([{ state: 'failed' }])
    expect((await server.api('getebkinfo', {}, { session: host })).body.content).toMatchObject({ landlordPass: 0, realNameState: 'failed' })

    identity.answer = 'passed'
    expect((await server.api('realNameSubmitMainland', mainlandFields(host, image), { session: host })).body.status).toBe(200)
    expect((await userRow(server, host.userId)).realname_state).toBe('passed')
  })

  describe('refuses bad input and stores nothing', () => {
    let host: SignedIn
    let image: ImageRef
    let strangersImage: ImageRef
    beforeAll(async () => {
      host = await smsLogin(server, freshMobile())
      image = await uploadImage(server, host)
      const stranger = await smsLogin(server, freshMobile())
      strangersImage = await uploadImage(server, stranger)
    })

    it.each<[string, () => Fields, Record<string, unknown>]>([
      ['an empty name', () => ({ realName: '  ' }), { status: 400, errorMsg: 'required', errorField: 'realName' }],
      ['a name of 21 characters', () => ({ realName: '张'.repeat(21) }), { status: 400, errorMsg: 'realNameNameLength', errorField: 'realName' }],
      ['a name with symbols', () => ({ realName: '张三@' }), { status: 400, errorMsg: 'PleaseNotEnterSpecialCharacters', errorField: 'realName' }],
      ['a short ID number', () => ({ idCardNo: '12345' }), { status: 400, errorMsg: 'PleaseEnterLegalIDNumber', errorField: 'idCardNo' }],
      ['a wrong check digit', () => ({ idCardNo: validIdCardNo(5).slice(0, 17) + (validIdCardNo(5).endsWith('1') ? '2' : '1') }),
        { status: 400, errorMsg: 'PleaseEnterLegalIDNumber', errorField: 'idCardNo' }],
      ['an empty image url', () => ({ identitycard1url: '' }), { status: 400, errorMsg: 'required', errorField: 'identitycard1url' }],
      ['a foreign image address', () => ({ identitycard1url: 'https://evil.example.com/card.jpg' }), { status: 400, errorMsg: 'invalidValue', errorField: 'identitycard1url' }],
      ["another landlord's upload", () => ({ identitycard1url: strangersImage.url }), { status: 400, errorMsg: 'invalidValue', errorField: 'identitycard1url' }],
      ['a made-up upload path', () => ({ identitycard1url: `/realname/2026/11/${'a'.repeat(32)}.jpg` }), { status: 400, errorMsg: 'invalidValue', errorField: 'identitycard1url' }],
      ['a width that is not the upload\'s', () => ({ width: '999' }), { status: 400, errorMsg: 'invalidValue', errorField: 'identitycard1url' }],
      ['a width that is no number', () => ({ width: 'wide' }), { status: 400, errorMsg: 'invalidValue', errorField: 'width' }],
      ['a height of zero', () => ({ height: '0' }), { status: 400, errorMsg: 'invalidValue', errorField: 'height' }],
      ['the overseas identity', () => ({ landlordIdentity: 'overseas' }), { status: 400, errorMsg: 'invalidValue', errorField: 'landlordIdentity' }],
      ["another landlord's id", () => ({ landlordID: String(Number(host.userId) + 1000) }), { status: 403, errorMsg: 'noPermission' }],
    ])('%s', async (_label, overrides, expected) => {
      const body = await expectRefusedUnchanged(host, () =>
        server.api('realNameSubmitMainland', mainlandFields(host, image, overrides()), { session: host }))
      expect(body).toMatchObject(expected)
    })

    it('a missing field', async () => {
      const { idCardNo: _omitted, ...rest } = mainlandFields(host, image)
      const body = await expectRefusedUnchanged(host, () => server.api('realNameSubmitMainland', rest, { session: host }))
      expect(body).toMatchObject({ status: 400, errorField: 'idCardNo' })
    })

    it('an overseas landlord', async () => {
      const overseas = await overseasLandlord(server)
      const own = await uploadImage(server, overseas)
      const body = await expectRefusedUnchanged(overseas, () =>
        server.api('realNameSubmitMainland', mainlandFields(overseas, own), { session: overseas }))
      expect(body).toMatchObject({ status: 400, errorField: 'landlordIdentity' })
    })
  })
})

describe('realNameSubmitOverseas', () => {
  function overseasBody(host: SignedIn, passport: ImageRef, selfie: ImageRef, overrides: Record<string, unknown> = {}) {
    return {
      landlordID: host.userId, landlordIdentity: 'overseas', passportNo: 'tk1234567',
      passportInfo: { url: passport.url, width: passport.width, height: passport.height },
      selfInfo: { url: selfie.url, width: selfie.width, height: selfie.height },
      ...overrides,
    }
  }

  it('records the passport submission as pending until staff approve it', async () => {
    const host = await overseasLandlord(server)
    const passport = await uploadImage(server, host, 880, 620)
    const selfie = await uploadImage(server, host, 600, 800)
    const reply = await server.api('realNameSubmitOverseas', overseasBody(host, passport, selfie), { session: host })
    expect(reply.body).toEqual({ status: 200, content: {} })
    expect(await userRow(server, host.userId)).toMatchObject({ realname_state: 'pending', passport_no: 'TK1234567', landlord_pass: 0 })
    const submission = await server.db.selectFrom('realname_submissions').selectAll()
      .where('user_id', '=', Number(host.userId)).executeTakeFirstOrThrow()
    expect(submission).toMatchObject({ kind: 'overseas', state: 'pending', passport_no: 'TK1234567' })
    expect(JSON.parse(submission.images).map((i: { role: string }) => i.role)).toEqual(['passport', 'selfie'])
    expect((await server.api('getebkinfo', {}, { session: host })).body.content)
      .toMatchObject({ isOverSea: true, landlordPass: 0, realNameState: 'pending', passportNo: 'TK*****67' })

    const again = await expectRefusedUnchanged(host, () =>
      server.api('realNameSubmitOverseas', overseasBody(host, passport, selfie), { session: host }))
    expect(again).toMatchObject({ status: 422, errorMsg: 'realNamePending' })

    await decideRealName(server.db, host.mobile, '81', 'approve')
    expect((await server.api('getebkinfo', {}, { session: host })).body.content)
      .toMatchObject({ landlordPass: 1, needCheck: false, realNameState: 'passed' })
    const passed = await expectRefusedUnchanged(host, () =>
      server.api('realNameSubmitOverseas', overseasBody(host, passport, selfie), { session: host }))
    expect(passed).toMatchObject({ status: 422, errorMsg: 'realNameAlreadyPassed' })
  })

  it('lets a rejected landlord submit again', async () => {
    const host = await overseasLandlord(server)
    const passport = await uploadImage(server, host)
    const selfie = await uploadImage(server, host)
    expect((await server.api('realNameSubmitOverseas', overseasBody(host, passport, selfie), { session: host })).body.status).toBe(200)
    await decideRealName(server.db, host.mobile, '81', 'reject')
    expect((await userRow(server, host.userId)).realname_state).toBe('failed')
    expect((await server.api('realNameSubmitOverseas', overseasBody(host, passport, selfie), { session: host })).body.status).toBe(200)
    expect((await userRow(server, host.userId)).realname_state).toBe('pending')
  })

  describe('refuses bad input and stores nothing', () => {
    let host: SignedIn
    let passport: ImageRef
    let selfie: ImageRef
    let strangersImage: ImageRef
    beforeAll(async () => {
      host = await overseasLandlord(server)
      passport = await uploadImage(server, host, 880, 620)
      selfie = await uploadImage(server, host, 600, 800)
      strangersImage = await uploadImage(server, await overseasLandlord(server))
    })

    it.each<[string, () => Record<string, unknown>, Record<string, unknown>]>([
      ['a passport number too short', () => ({ passportNo: 'AB12' }), { status: 400, errorMsg: 'invalidValue', errorField: 'passportNo' }],
      ['a passport number with symbols', () => ({ passportNo: 'TK-123456' }), { status: 400, errorMsg: 'invalidValue', errorField: 'passportNo' }],
      ["another landlord's upload as passport", () => ({ passportInfo: strangersImage }), { status: 400, errorMsg: 'invalidValue', errorField: 'passportInfo' }],
      ['a selfie size that is not the upload\'s', () => ({ selfInfo: { ...selfie, width: 601 } }), { status: 400, errorMsg: 'invalidValue', errorField: 'selfInfo' }],
      ['the passport photo again as selfie', () => ({ selfInfo: passport }), { status: 400, errorMsg: 'invalidValue', errorField: 'selfInfo' }],
      ['no selfie', () => ({ selfInfo: undefined }), { status: 400, errorField: 'selfInfo' }],
      ['the mainland identity', () => ({ landlordIdentity: 'CHN' }), { status: 400, errorMsg: 'invalidValue', errorField: 'landlordIdentity' }],
      ["another landlord's id", () => ({ landlordID: '1' }), { status: 403, errorMsg: 'noPermission' }],
    ])('%s', async (_label, overrides, expected) => {
      const body = await expectRefusedUnchanged(host, () =>
        server.api('realNameSubmitOverseas', overseasBody(host, passport, selfie, overrides()), { session: host }))
      expect(body).toMatchObject(expected)
    })

    it('a mainland landlord', async () => {
      const mainland = await smsLogin(server, freshMobile())
      const a = await uploadImage(server, mainland)
      const b = await uploadImage(server, mainland)
      const body = await expectRefusedUnchanged(mainland, () =>
        server.api('realNameSubmitOverseas', overseasBody(mainland, a, b), { session: mainland }))
      expect(body).toMatchObject({ status: 400, errorField: 'landlordIdentity' })
    })
  })
})
