import type { InvoiceTitleValue, ShippingAddressValue } from '../../src/domain/invoice/rules'

/** A complete invoice title (every field required, business rules 5). */
export const TITLE: InvoiceTitleValue = {
  companyName: '杭州西湖民宿管理有限公司', taxpayerId: '91330106MA2KXXXX1Y', invoiceType: 'vatSpecial',
  companyAddress: '杭州市西湖区文三路 100 号', companyPhone: '0571-88886666', bankName: '招商银行杭州分行', bankAccount: '571908765210801',
  email: 'finance@example.com',
}

/** A recipient address in Hangzhou, Xihu district. */
export const ADDRESS: ShippingAddressValue = {
  name: '张明', mobile: '13800000001', provinceId: '330000', cityId: '330100', districtId: '330106', detail: '文三路 100 号 3 楼',
}
