import { NO_VALIDITY } from '../../src/domain/payout/rules'
import type { PayoutAccountDetails } from '../../src/domain/payout/schemas'

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
