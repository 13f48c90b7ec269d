import { describe, expect, it } from 'vitest'
import { endpoints } from '../../../src/domain/endpoints'
import type { EndpointDef } from '../../../src/domain/endpoint-types'
import { FAILURE_KINDS, NO_FAILURE_KIND, isFailureKind } from '../../../src/domain/failure-kind'

const table = endpoints as Record<string, EndpointDef>
const posts = Object.entries(table).filter(([, def]) => def.method !== 'GET')

/**
 * The POSTs that are no write of the host's data, or whose refusals are the spec's whole texts
 * (decision 0080): sign-in and registration, code sends and checks, uploads, a check and reads
 * sent as POST, the outbox's carrier. A new write must name its kind instead of joining this list.
 */
const REASON_ONLY = [
  'sendSmsCode', 'quickLogin', 'passwordLogin', 'register', 'socialStart', 'socialCallback', 'socialRegister', 'sendResetEmail', 'slideVerify', 'logout',
  'geoList', 'imageUpload', 'listingUploadPhoto', 'hotelUploadPhoto', 'roomTypeUploadPhoto', 'merchantMediaUpload',
  'hotelContactCodeSend', 'hotelContactCodeCheck', 'merchantSendCode', 'phoneChangeCodeOld', 'phoneChangeCodeNew',
  'emailCodeSend', 'walletCode', 'promotionVerify', 'imJoin', 'outboxBatch',
]

describe("a write's failure kind (spec 8's failure texts, decision 0080)", () => {
  it('is declared by every write (every endpoint that is not a GET)', () => {
    const missing = posts.filter(([, def]) => def.failure === undefined).map(([key]) => key)
    expect(missing).toEqual([])
  })

  it('is one of the spec\'s kinds, or none only for the calls whose reason is the whole text', () => {
    for (const [key, def] of posts) {
      if (def.failure === NO_FAILURE_KIND) expect(REASON_ONLY, key).toContain(key)
      else expect(isFailureKind(def.failure), key).toBe(true)
    }
    expect(posts.filter(([, def]) => def.failure === NO_FAILURE_KIND).map(([key]) => key).sort()).toEqual([...REASON_ONLY].sort())
  })

  it('is not given to reads', () => {
    expect(Object.entries(table).filter(([, def]) => def.method === 'GET' && def.failure !== undefined).map(([key]) => key)).toEqual([])
  })

  it('names each kind of the spec by what the write does', () => {
    const kindOf = (key: string) => table[key]?.failure
    expect(kindOf('listingSaveInfo')).toBe('save')
    expect(kindOf('hotelSaveBooking')).toBe('save')
    expect(kindOf('flashBookUpdate')).toBe('setting')
    expect(kindOf('listingSetOnline')).toBe('setting')
    expect(kindOf('orderVoiceSettingsSet')).toBe('setting')
    expect(kindOf('listingDelete')).toBe('delete')
    expect(kindOf('walletWithdraw')).toBe('withdrawal')
    expect(kindOf('walletAgree')).toBe('submission')
    expect(kindOf('listingPublish')).toBe('submission')
    expect(kindOf('riskAppealSubmit')).toBe('submission')
    expect(kindOf('realNameSubmitMainland')).toBe('submission')
    expect(kindOf('qualificationSubmit')).toBe('submission')
    expect(kindOf('resetPasswordBySms')).toBe('passwordChange')
    expect(kindOf('merchantResetPassword')).toBe('passwordChange')
    expect(kindOf('commentReply')).toBe('operation')
    // every kind is used by some write
    expect(new Set(posts.map(([, def]) => def.failure).filter(isFailureKind))).toEqual(new Set(FAILURE_KINDS))
  })
})
