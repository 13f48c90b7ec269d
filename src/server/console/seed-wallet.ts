import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { PayoutAccountDetails } from '../../domain/payout/schemas'
import { NO_VALIDITY } from '../../domain/payout/rules'
import { WITHDRAWAL_LIMITS } from '../../domain/wallet/limits'
import type { Database } from '../db/schema'
import { applyWalletEvent, finishWithdrawal, walletBalance } from '../services/wallet/routes'
import { answerWechatAuthorisation } from '../services/finance/payout-channels'
import { WECHAT_AUTH_TTL_MS } from '../../domain/payout/channels'
import { runSettlement } from '../services/finance/settlement-job'
import { hashPassword } from '../services/uic/password'
import sharp from 'sharp'
import type { ServerConfig } from '../config'
import { prepareUploadedImage, recordUploadedImage } from '../services/general/image-upload'

/** The demo host's withdrawal password (printed by `seed`). */
export const DEMO_WITHDRAW_PASSWORD = '246810'

/** The demo host's WeChat openid (shown masked: oDem****2026). */
const DEMO_OPENID = 'oDemoXihuZhangMingWechat2026'

const PERSON: PayoutAccountDetails = {
  accountType: 'private', shortName: '西湖小院', email: 'zhangming@example.com', companyKind: 'enterprise', licenceType: 'unified',
  companyName: '', registeredAddress: '', creditCode: '', registrationNumber: '', licenceValidity: NO_VALIDITY, licencePhoto: '',
  orgCode: '', orgCodeValidity: NO_VALIDITY, orgCodePhoto: '', taxNumber: '', taxPhoto: '',
  personName: '张明', idNumber: '330106198001010013', idValidity: { type: 'period', start: '2019-03-01', end: '2039-03-01' },
  idFrontPhoto: '/files/demo-id-front.jpg', idBackPhoto: '/files/demo-id-back.jpg', bankName: '中国工商银行', bankBranch: '杭州西湖支行',
  bankProvince: '浙江省', bankCity: '杭州市', cardNumber: '6222021202041234567', holderName: '张明', reservedPhone: '13800000001',
  invoiceProvider: 'platform', agreementAccepted: true,
}
const COMPANY: PayoutAccountDetails = {
  ...PERSON, accountType: 'public', shortName: '西湖民宿公司', companyName: '杭州西湖民宿管理有限公司',
  registeredAddress: '浙江省杭州市西湖区龙井路 1 号', creditCode: '91330106MA2B1234X5',
  licenceValidity: { type: 'longTerm', start: '2018-05-01', end: '' }, licencePhoto: '/files/demo-licence.jpg',
  holderName: '杭州西湖民宿管理有限公司', bankName: '招商银行', bankBranch: '杭州分行营业部', cardNumber: '571908765210801',
  invoiceProvider: 'landlord',
}

/**
 * The demo host's payout accounts in every state (decision 0044) and a wallet with history: the
 * ended stays settled by the settlement job, one withdrawal paid out and one on its way to the bank.
 */
export async function seedDemoWallet(db: Kysely<Database>, config: Pick<ServerConfig, 'filesDir'>, userId: number, now: number): Promise<void> {
  const hash = await hashPassword(DEMO_WITHDRAW_PASSWORD)
  const scans = await seedDemoScans(db, config, userId, now, { person: '张明', company: COMPANY.companyName })
  const withScans = (details: PayoutAccountDetails): PayoutAccountDetails => ({
    ...details,
    idFrontPhoto: scans.idFront, idBackPhoto: scans.idBack,
    licencePhoto: details.licencePhoto ? scans.licence : '',
  })
  const accounts: Array<{ details: PayoutAccountDetails; state: string; reason?: string; submitted: boolean }> = [
    { details: PERSON, state: 'approved', submitted: true },
    { details: COMPANY, state: 'verificationPending', submitted: true },
    { details: { ...PERSON, shortName: '龙井茶园', cardNumber: '6217001540012345678', bankName: '中国建设银行', bankBranch: '杭州龙井支行' }, state: 'pendingReview', submitted: true },
    { details: { ...PERSON, shortName: '灵隐小筑', cardNumber: '6228480322012345678', bankName: '中国农业银行', bankBranch: '杭州灵隐支行' }, state: 'rejected', reason: '银行卡号与开户人不符，请核对后重新提交', submitted: true },
    { details: { ...COMPANY, shortName: '草稿账户', creditCode: '', licencePhoto: '' }, state: 'creating', submitted: false },
  ]
  let approvedId = ''
  for (const [i, account] of accounts.entries()) {
    const id = randomUUID()
    if (account.state === 'approved') approvedId = id
    await db.insertInto('payout_accounts').values({
      id, user_id: userId, account_type: account.details.accountType, state: account.state, details: JSON.stringify(withScans(account.details)),
      withdraw_password_hash: account.submitted ? hash : null, reject_reason: account.reason ?? null, version: 0,
      created_at: now - (accounts.length - i) * 86_400_000, updated_at: now, submitted_at: account.submitted ? now - 3_600_000 : null,
      reviewed_at: account.state === 'approved' || account.state === 'rejected' ? now - 1_800_000 : null,
      // the approved one is the default, as review makes a host's first approved account
      is_default: account.state === 'approved' ? 1 : 0,
      // submitted accounts: the bank's code proved the reserved phone
      verified_phone: account.submitted ? account.details.reservedPhone : null,
      transfer_amount: null, transfer_serial: null, transfer_sent_at: null, transfer_attempts: 0,
    }).execute()
  }

  // the approved account also pays to the host's WeChat, authorised by its QR code (decision 0083)
  const ticket = `demo-${randomUUID()}`
  await db.insertInto('wechat_authorisations').values({
    ticket, user_id: userId, account_id: approvedId, state: 'waiting', refusal: null, wechat_name: null, channel_id: null,
    expires_at: now + WECHAT_AUTH_TTL_MS, created_at: now - 60_000, answered_at: null,
  }).execute()
  await answerWechatAuthorisation(db, ticket, { kind: 'scan' }, now - 50_000)
  await answerWechatAuthorisation(db, ticket, { kind: 'authorize', realName: PERSON.personName, openid: DEMO_OPENID }, now - 40_000)

  // the approved account's branch is offered to hosts who pick the same bank and city
  await db.insertInto('bank_branches').values({ bank_name: PERSON.bankName, city: PERSON.bankCity, name: PERSON.bankBranch, created_at: now })
    .onConflict((oc) => oc.doNothing()).execute()

  // the settlement job, as it would have run: past stays settled into the wallet, the last few days' to settle
  await runSettlement(db, now)
  const settled = await walletBalance(db, userId)
  if (settled < 200) return
  // one withdrawal already paid out, one on its way (a third and a tenth of what was settled), each
  // within a withdrawal's limit and made on an earlier day: today's limits are all the host's (decision 0082)
  for (const [share, paid] of [[3, true], [10, false]] as const) {
    const amount = Math.min(Math.floor(settled / share), WITHDRAWAL_LIMITS.private.maxFen)
    const withdrawalId = randomUUID()
    const at = now - (paid ? 3 : 1) * 86_400_000
    await db.transaction().execute(async (trx) => {
      await applyWalletEvent(trx, userId, { type: 'withdraw', id: withdrawalId, amount }, at)
      await trx.insertInto('withdrawals').values({
        id: withdrawalId, user_id: userId, account_id: approvedId, amount, state: 'processing', created_at: at, finished_at: null,
      }).execute()
    })
    if (paid) await finishWithdrawal(db, withdrawalId, 'completed', now)
  }
}

/**
 * The demo hotel merchant's approved company account, with the two stores of its operating entity
 * (the online hotel and the one under review) linked to it (decision 0051); the stores of the
 * other entity and those without a qualification are left to link.
 */
export async function seedHotelierPayout(
  db: Kysely<Database>, config: Pick<ServerConfig, 'filesDir'>, userId: number, entity: { name: string; creditCode: string }, now: number,
): Promise<void> {
  const scans = await seedDemoScans(db, config, userId, now, { person: '陈建国', company: entity.name })
  const details: PayoutAccountDetails = {
    ...COMPANY, shortName: '西湖酒店管理', email: 'finance@xihu-hotel.example.com', companyName: entity.name, creditCode: entity.creditCode,
    registeredAddress: '浙江省杭州市西湖区北山街 28 号', holderName: entity.name, personName: '陈建国', reservedPhone: '13800000003',
    cardNumber: '571908765230512', invoiceProvider: 'landlord', idFrontPhoto: scans.idFront, idBackPhoto: scans.idBack, licencePhoto: scans.licence,
  }
  const id = randomUUID()
  await db.insertInto('payout_accounts').values({
    id, user_id: userId, account_type: 'public', state: 'approved', details: JSON.stringify(details),
    withdraw_password_hash: await hashPassword(DEMO_WITHDRAW_PASSWORD), reject_reason: null, version: 0,
    created_at: now - 7 * 86_400_000, updated_at: now, submitted_at: now - 6 * 86_400_000, reviewed_at: now - 6 * 86_400_000,
    verified_phone: details.reservedPhone, transfer_amount: null, transfer_serial: null, transfer_sent_at: null, transfer_attempts: 0, is_default: 1,
  }).execute()
  const hotels = await db.selectFrom('listings').select(['lu_id', 'steps']).where('user_id', '=', userId).where('kind', '=', 'hotel')
    .where('deleted_at', 'is', null).execute()
  for (const hotel of hotels) {
    const qualify = (JSON.parse(hotel.steps) as { qualify?: { creditCode?: string } }).qualify
    if (qualify?.creditCode !== entity.creditCode) continue
    await db.insertInto('payout_store_links').values({ hotel_id: hotel.lu_id, account_id: id, user_id: userId, linked_at: now }).execute()
  }
}

/**
 * Sample scans for the demo accounts (an ID card's two sides, a licence), stored and registered as
 * a host's upload through the merchant media upload would be, so that editing a demo account shows
 * them and submits them.
 */
async function seedDemoScans(
  db: Kysely<Database>, config: Pick<ServerConfig, 'filesDir'>, userId: number, now: number, names: { person: string; company: string },
) {
  const make = async (title: string, colour: string, accountType: 'private' | 'public'): Promise<string> => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630"><rect width="1000" height="630" rx="36" fill="${colour}"/>`
      + `<text x="60" y="120" font-size="56" font-family="sans-serif" fill="#1f2937">${title}</text>`
      + `<text x="60" y="560" font-size="36" font-family="sans-serif" fill="#374151">DEMO · 示例</text></svg>`
    const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
    const ctx = { config: config as ServerConfig, now: () => now }
    const image = await prepareUploadedImage(ctx, new File([new Uint8Array(bytes)], 'scan.jpg', { type: 'image/jpeg' }), 'qualification')
    const stored = await recordUploadedImage({ ...ctx, db }, userId, image, '')
    await db.insertInto('merchant_media').values({ id: randomUUID(), user_id: userId, url: stored.url, settle_acct_type: accountType, created_at: now }).execute()
    return stored.url
  }
  return {
    idFront: await make(`居民身份证 · 人像面 · ${names.person}`, '#e0ecf7', 'private'),
    idBack: await make('居民身份证 · 国徽面', '#f3ead7', 'private'),
    licence: await make(`营业执照 · ${names.company}`, '#f5f0e6', 'public'),
  }
}
