import { NO_VALIDITY } from '../../src/domain/payout/rules'
import type { PayoutAccountDetails } from '../../src/domain/payout/schemas'
import { smsTarget } from '../../src/server/services/uic/service'
import { freshMobile } from './support/flows'
import type { TestServer, TestSession } from './support/server'
import { uploadImage } from './user-fixtures'

/** A complete private payout account (every rule of decision 0044 passes). */
export const PRIVATE_ACCOUNT: PayoutAccountDetails = {
  accountType: 'private', shortName: '西湖小院', email: 'host@example.com', companyKind: 'enterprise', licenceType: 'unified',
  companyName: '', registeredAddress: '', creditCode: '', registrationNumber: '', licenceValidity: NO_VALIDITY, licencePhoto: '',
  orgCode: '', orgCodeValidity: NO_VALIDITY, orgCodePhoto: '', taxNumber: '', taxPhoto: '',
  personName: '张明', idNumber: '11010519491231002X', idValidity: { type: 'longTerm', start: '2020-01-01', end: '' },
  idFrontPhoto: '/files/front.jpg', idBackPhoto: '/files/back.jpg',
  bankName: '中国工商银行', bankBranch: '杭州西湖支行', bankProvince: '浙江省', bankCity: '杭州市',
  cardNumber: '6222021202041234567', holderName: '张明', reservedPhone: '13800000001', invoiceProvider: 'platform', agreementAccepted: true,
}

/** A complete public account on a multi-in-one licence. */
export const PUBLIC_ACCOUNT: PayoutAccountDetails = {
  ...PRIVATE_ACCOUNT, accountType: 'public', companyName: '杭州西湖民宿管理有限公司', registeredAddress: '杭州市西湖区龙井路 1 号',
  creditCode: '91330106MA2B1234X5', licenceValidity: { type: 'longTerm', start: '2018-05-01', end: '' }, licencePhoto: '/files/licence.jpg',
  holderName: '杭州西湖民宿管理有限公司',
}

const PHOTO_FIELDS = ['licencePhoto', 'orgCodePhoto', 'taxPhoto', 'idFrontPhoto', 'idBackPhoto'] as const

/**
 * The details with the host's own scans in every photo field the form uses (uploaded, then
 * registered through the merchant media upload, as the portal does) and a reserved phone of its own.
 */
export async function ownDetails(server: TestServer, session: TestSession, details: PayoutAccountDetails): Promise<PayoutAccountDetails> {
  const own: PayoutAccountDetails = { ...details, reservedPhone: freshMobile() }
  for (const field of PHOTO_FIELDS) {
    if (!details[field]) continue
    const image = await uploadImage(server, session)
    const media = await server.api('merchantMediaUpload', { settleAcctType: details.accountType, url: image.url, width: image.width, height: image.height }, { session })
    if (media.body?.status !== 200) throw new Error(`merchantMediaUpload: ${media.text}`)
    own[field] = (media.body.content as { imageUrl: string }).imageUrl
  }
  return own
}

/** Asks for the bank's code to the reserved phone and reads it from the recorded SMS. */
export async function reservedPhoneCode(server: TestServer, session: TestSession, phone: string, id?: string): Promise<string> {
  const sent = await server.api('merchantSendCode', { purpose: 'reservedPhone', phone, ...(id ? { id } : {}) }, { session })
  if (sent.body?.status !== 200) throw new Error(`merchantSendCode: ${sent.text}`)
  return server.codeFor(smsTarget('86', phone))
}

/** Submits an account as the portal does: own scans, the reserved phone's code, the password. */
export async function submitPayout(
  server: TestServer, session: TestSession, details: PayoutAccountDetails, password = '482913',
): Promise<{ id: string; details: PayoutAccountDetails; reply: Awaited<ReturnType<TestServer['api']>> }> {
  const own = await ownDetails(server, session, details)
  const phoneCode = await reservedPhoneCode(server, session, own.reservedPhone)
  const reply = await server.api('merchantSave', { details: own, submit: true, withdrawPassword: password, withdrawPasswordConfirm: password, phoneCode }, { session })
  if (reply.body?.status !== 200) throw new Error(`merchantSave: ${reply.text}`)
  return { id: (reply.body.content as { id: string }).id, details: own, reply }
}
