import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '平台服务与费用', en: 'Platform services and fees' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '平台提供的服务', en: 'What the platform provides' },
      paragraphs: {
        zh: [
          '房源展示与推广、在线预订与支付、房费与押金托管、订单保险、客服介入、数据报表，以及发票与结算服务。',
        ],
        en: [
          'Listing display and promotion, online booking and payment, custody of rent and deposits, order insurance, customer-service support, business reports, and invoicing and settlement services.',
        ],
      },
    },
    {
      heading: { zh: '服务费', en: 'Service fee' },
      paragraphs: {
        zh: [
          '平台按订单房费的一定比例收取服务费，具体比例在签约页和结算单中列明，订单详情的“收入”一栏已扣除服务费和商户优惠。',
          '若收款账户选择由平台代开发票，每笔订单另收发票服务费；若选择由房东自行开票，须在房客申请后 4 天内开出。',
        ],
        en: [
          'The platform charges a service fee as a percentage of the room fee; the rate is shown on the signing page and in each settlement statement. The "Income" line of an order already deducts the service fee and your merchant discounts.',
          'If the payout account lets the platform issue invoices, an invoice service fee is charged per order; if you issue invoices yourself, you must do so within 4 days of the guest\'s request.',
        ],
      },
    },
    {
      heading: { zh: '结算与提现', en: 'Settlement and withdrawal' },
      paragraphs: {
        zh: [
          '订单在房客离店后 3 个工作日内结算到账户余额，提现 1-7 个工作日到账。结算币种为人民币或美元，海外账户的第三方手续费在结算单中单独列示。',
        ],
        en: [
          'An order is settled to your balance within 3 working days after the guest leaves; a withdrawal arrives in 1-7 working days. Settlement is in RMB or USD, and third-party fees on overseas accounts are listed separately on the statement.',
        ],
      },
    },
    {
      heading: { zh: '身份核验费用', en: 'Identity check fees' },
      paragraphs: {
        zh: [
          '房客入住扫描证件核验，每笔订单核验的第一张证件免费，之后每张 5 元，从结算款中扣除。',
        ],
        en: [
          'Scanning a guest\'s ID at check-in is free for the first document of each order and costs RMB 5 for each further document, deducted from settlement.',
        ],
      },
    },
  ],
}
