import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { bindSocial } from '../services/user/profile'
import sharp from 'sharp'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { createLandlord } from './landlords'
import { sendSystemMessage } from './messages'
import { seedDemoCalendar } from './seed-calendar'
import { seedDemoFeeds } from './seed-feeds'
import { seedDemoListings } from './seed-listings'
import { seedDemoOrders } from './seed-orders'
import { DEMO_HOTEL_ENTITY, seedDemoHotels } from './seed-hotels'
import { DEMO_WITHDRAW_PASSWORD, seedDemoWallet, seedHotelierPayout } from './seed-wallet'
import { seedOrderHistory } from './seed-history'
import { seedDemoInvoices, seedHotelierInvoiceRequest } from './seed-invoices'
import { seedDemoReviews } from './seed-reviews'
import { seedDemoMarket } from './seed-market'
import { sendNotice } from '../services/notice/notices'
import { seedOverseasHost } from './seed-overseas'
import { fileStoreOf } from '../files/store'

export type DemoAccount = { label: string; login: string; password: string }

export const DEMO_PASSWORD = 'Demo@2026'

/**
 * Demo data for a fresh database (first start, or `npm run console -- seed`). Does nothing and
 * returns [] once any user exists, so it is safe to run on every start.
 */
export async function seedDemo(db: Kysely<Database>, config: Pick<ServerConfig, 'filesDir'>, now: number): Promise<DemoAccount[]> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  if (anyUser) return []

  const host = await createLandlord(db, {
    mobile: '13800000001', country: '86', password: DEMO_PASSWORD, name: '张明', realname: true,
    merchantWhite: true, city: HANGZHOU, manager: { realName: '王经理', mobile: '13900000000', staffNo: 'BM001' },
  }, now)
  for (const [i, message] of WELCOME_MESSAGES.entries()) {
    await sendSystemMessage(db, host.id, message, now + i)
  }
  await seedDemoListings({ db, config }, host.id, '张明', now)
  await seedDemoCalendar(db, host.id, '张明', now)
  await seedDemoFeeds(db, host.id, now)
  await seedOrderHistory(db, host.id, '张明', now)
  // activities before the upcoming orders: those on the winter activity's nights are priced by it (a rebate)
  await seedDemoMarket(db, host.id, '张明', now)
  await seedDemoOrders(db, host.id, '张明', now)
  await seedDemoWallet(db, config, host.id, now)
  await seedDemoInvoices(db, host.id, now)
  await seedDemoReviews(db, host.id, now)
  // personal information (setting/userinfo): a nickname, an alternate contact and a WeChat account bound at sign-in
  await db.updateTable('users').set({ nick_name: '西湖小院张明', alternate_name: '李芳', alternate_mobile: '13900001111', alternate_country_code: '86' }).where('id', '=', host.id).execute()
  await bindSocial(db, host.id, 'wechat', `demo-wechat-${host.id}`, '张明 Zhang', now - 40 * 86_400_000)

  await createLandlord(db, { mobile: '13800000002', country: '86', password: DEMO_PASSWORD }, now)
  // notices from before the demo hosts joined: on /notice, not in the popup (`notice send` shows the popup)
  await sendNotice(db, { title: '春节期间平台服务安排', content: '春节期间（除夕至初六）客服 9:00-21:00 在线，结算照常进行。During the Spring Festival customer service answers 9:00-21:00; settlement runs as usual.', audience: 'all', jumpUrl: '' }, now - 3 * 86_400_000)
  await sendNotice(db, { title: '冬季活动报名开启', content: '冬日暖居季活动现已开放报名，平台承担 15% 优惠。The winter activity is open: the platform pays the 15 % discount.', audience: 'mainland', jumpUrl: '/activity/list' }, now - 2 * 86_400_000)

  const hotelier = await createLandlord(db, {
    mobile: '13800000003', country: '86', password: DEMO_PASSWORD, name: '陈建国', realname: true,
    merchantWhite: true, city: HANGZHOU, manager: { realName: '王经理', mobile: '13900000000', staffNo: 'BM001' },
  }, now)
  await seedDemoHotels({ db, config }, hotelier.id, '陈建国', now)
  await seedHotelierPayout(db, config, hotelier.id, DEMO_HOTEL_ENTITY, now)
  await seedHotelierInvoiceRequest(db, hotelier.id, now)

  const overseas = await createLandlord(db, { mobile: '9012345678', country: '81', password: DEMO_PASSWORD, overseas: true }, now)
  const passport = await demoUpload(db, config, overseas.id, 'passport', now)
  const selfie = await demoUpload(db, config, overseas.id, 'selfie', now)
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('realname_submissions').values({
      user_id: overseas.id, kind: 'overseas', real_name: '', id_card_no: '', passport_no: OVERSEAS_PASSPORT,
      images: JSON.stringify([{ role: 'passport', ...passport }, { role: 'selfie', ...selfie }]),
      state: 'pending', created_at: now,
    }).execute()
    await trx.updateTable('users').set({ realname_state: 'pending', passport_no: OVERSEAS_PASSPORT })
      .where('id', '=', overseas.id).execute()
  })

  await seedOverseasHost(db, config, { mobile: '9087654321', password: DEMO_PASSWORD }, now)

  return [
    { label: `Mainland host (real-name passed, Hangzhou, business manager, merchant white list, 3 unread messages, 6 listings in every state, a year of past stays with monthly bills and settlement statements, invoice titles, addresses and invoices in every state, payout accounts in every state (the approved private one also paid to an authorised WeChat: 张明, oDem****2026), a wallet with history, guest reviews in every state, activities open, closed and joined, a weekday promotion: withdrawal password ${DEMO_WITHDRAW_PASSWORD})`, login: '13800000001', password: DEMO_PASSWORD },
    { label: `Hotel merchant (real-name passed, Hangzhou, business manager): hotels online with three room types and products (the suite off sale), under review, rejected with reasons, and a draft; an approved company payout account the two hotels of its company are linked to, issuing its own invoices: a guest's request due tomorrow (withdrawal password ${DEMO_WITHDRAW_PASSWORD})`, login: '13800000003', password: DEMO_PASSWORD },
    { label: 'Mainland newcomer (nothing done yet)', login: '13800000002', password: DEMO_PASSWORD },
    { label: 'Overseas host (Japan, passport verification pending)', login: '+81 9012345678', password: DEMO_PASSWORD },
    { label: 'Overseas host (Japan, passport verified, a Tokyo listing online with guests arriving today and tomorrow, a bank account change under review)', login: '+81 9087654321', password: DEMO_PASSWORD },
  ]
}

/** A plain generated photo stored like a real upload, so the pending submission has images. */
async function demoUpload(
  db: Kysely<Database>, config: Pick<ServerConfig, 'filesDir'>, userId: number, role: 'passport' | 'selfie', now: number,
): Promise<{ url: string; width: number; height: number }> {
  const width = role === 'passport' ? 880 : 600
  const height = role === 'passport' ? 620 : 800
  const colour = role === 'passport' ? { r: 120, g: 30, b: 40 } : { r: 210, g: 190, b: 170 }
  const data = await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer()
  const date = new Date(now)
  const relative = `realname/${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.jpg`
  await fileStoreOf(config).put(relative, data, 'image/jpeg')
  await db.insertInto('uploads').values({
    user_id: userId, dir: 'realname', path: relative, content_type: 'image/jpeg', size: data.length, width, height, created_at: now,
  }).execute()
  return { url: `/${relative}`, width, height }
}

const HANGZHOU = '330100'
const OVERSEAS_PASSPORT = 'TK1234567'

const WELCOME_MESSAGES = [
  { title: '欢迎入驻', tips: '开始发布您的第一套房源', content: '欢迎成为平台房东！完成实名认证后即可发布房源。', jumpUrl: '/house/housePublish' },
  { title: '实名认证已通过', tips: '您的身份信息已核验', content: '您的实名认证已通过，现在可以发布和编辑房源。', jumpUrl: '' },
  { title: '您的业务经理', tips: '王经理将为您服务', content: '业务经理王经理（13900000000）负责您的房源上线后变更，欢迎联系。', jumpUrl: '' },
] as const
