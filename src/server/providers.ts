import type { Kysely } from 'kysely'
import type { CoordSystem } from '../domain/listing/enums'
import { referenceArea } from '../domain/listing/reference-area'
import { sameRealName, type AlipayCheckResult } from '../domain/payout/channels'
import type { Database } from './db/schema'

/** One outgoing SMS or e-mail carrying a verification code. */
export type OutboundMessage = {
  /** '+86 13800000001' for SMS, the lower-cased address for e-mail. */
  target: string
  /** What the code is for: login, register, resetPassword, ... */
  scene: string
  code: string
  /** The full text the recipient reads. */
  body: string
}

export type MessageProvider = { send(message: OutboundMessage): Promise<void> }

export type IdentityCheck = { realName: string; idCardNo: string }

/** Stands for the police ID check service (name + ID card number match). */
export type IdentityProvider = { verifyMainland(check: IdentityCheck): Promise<'passed' | 'failed'> }

/** The parts of a listing address a reference point is looked up by. */
export type AddressQuery = { country: string; provinceId: string; cityId: string; districtId: string; address: string }

/** Where an address should be: a reference point and the radius of a circle holding the area (0: exact). */
export type AddressArea = { point: { lat: number; lng: number; system: CoordSystem }; radiusM: number }

/**
 * Stands for a geocoder: the area of an address (its district, city or province), or null when
 * none is known (then the map rule cannot be applied and the pin is taken as is).
 */
export type GeoProvider = { referenceArea(address: AddressQuery): Promise<AddressArea | null> }

/**
 * Stands for WeChat's authorisation by QR code (decision 0083): what the code carries for a ticket
 * (WeChat's authorisation page with the ticket as its state). WeChat's answers (scanned,
 * authorised with the real name and openid, refused) come back on their own: a real provider's
 * notification calls answerWechatAuthorisation (src/server/services/finance/payout-channels.ts),
 * as the console's `settle wechat-scan|wechat-authorize` does.
 */
export type WechatAuthProvider = { qrContent(ticket: string, expiresAt: number): string }

/** Stands for Alipay's account check: does the account (mobile or e-mail) exist, and is it held in this name. */
export type AlipayProvider = { checkAccount(account: string, realName: string): Promise<AlipayCheckResult> }

export type Providers = {
  sms: MessageProvider; email: MessageProvider; identity: IdentityProvider; geo: GeoProvider
  wechat: WechatAuthProvider; alipay: AlipayProvider
}

/**
 * The default providers: messages are recorded in outbound_messages (the console shows them;
 * nothing leaves the machine), every mainland identity check passes, an address's area is
 * its district (else city, else province) from the offline division data (none abroad), and
 * WeChat and Alipay are played by the console.
 */
export function recordingProviders(db: Kysely<Database>, now: () => number): Providers {
  return {
    sms: recordingProvider(db, now, 'sms'),
    email: recordingProvider(db, now, 'email'),
    identity: { verifyMainland: async () => 'passed' },
    geo: { referenceArea: async (address) => (CHINA_CODES.has(address.country) ? referenceArea(address) : null) },
    wechat: consoleWechat,
    alipay: consoleAlipay(db),
  }
}

/** The console plays WeChat: the code carries the ticket the console's commands answer. */
const consoleWechat: WechatAuthProvider = {
  qrContent: (ticket) => `https://open.weixin.qq.com/connect/qrconnect?appid=console&response_type=code&scope=snsapi_login&state=${encodeURIComponent(ticket)}#wechat_redirect`,
}

/** The console plays Alipay: it knows the accounts `settle alipay-account` registered. */
function consoleAlipay(db: Kysely<Database>): AlipayProvider {
  return {
    async checkAccount(account, realName) {
      const row = await db.selectFrom('alipay_console_accounts').select('real_name').where('account', '=', account).executeTakeFirst()
      if (!row) return 'noAccount'
      return sameRealName(row.real_name, realName) ? 'matched' : 'nameMismatch'
    },
  }
}

function recordingProvider(db: Kysely<Database>, now: () => number, channel: 'sms' | 'email'): MessageProvider {
  return {
    async send(message) {
      await db
        .insertInto('outbound_messages')
        .values({ channel, target: message.target, scene: message.scene, code: message.code, body: message.body, created_at: now() })
        .execute()
    },
  }
}

/** Countries whose divisions the offline data covers: the mainland, Hong Kong, Macau, Taiwan. */
const CHINA_CODES = new Set(['CHN', 'HKG', 'MAC', 'TWN'])
