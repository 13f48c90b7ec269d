import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '中国大陆经营者规则', en: 'Rules for mainland operators' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '身份认证', en: 'Identity' },
      paragraphs: {
        zh: [
          '个人经营者以身份证完成实名认证；个体工商户和企业须提供营业执照，个体工商户的名称格式为“个体工商户 + 字号或姓名”。',
        ],
        en: [
          'Individuals authenticate with a mainland ID card; individual businesses and companies provide a business licence, and an individual business is named "individual business" plus its trade name or the owner\'s name.',
        ],
      },
    },
    {
      heading: { zh: '合规经营', en: 'Lawful operation' },
      paragraphs: {
        zh: [
          '遵守所在地民宿或旅馆管理规定，依法进行房客实名登记，按消防和卫生要求配置设施。',
        ],
        en: [
          'Follow local B&B or hotel regulations, register guests by real name as the law requires, and equip the property to fire-safety and hygiene standards.',
        ],
      },
    },
    {
      heading: { zh: '收款账户', en: 'Payout accounts' },
      paragraphs: {
        zh: [
          '对私账户的姓名、手机号和开户人须为同一人；对公账户的开户名须与营业执照一致，需通过小额打款验证。审核约半个工作日，结果以短信通知，审核通过后不可修改。',
        ],
        en: [
          'For a personal account, the name, phone and account holder must be the same person; a company account\'s name must match the business licence and is confirmed by a small test transfer. Review takes about half a working day, the result comes by SMS, and an approved account cannot be changed.',
        ],
      },
    },
    {
      heading: { zh: '发票', en: 'Invoices' },
      paragraphs: {
        zh: [
          '开票方按收款账户选择：由平台开票的每笔订单收取发票服务费；由房东开票的须在 4 天内开具。2022 年 1 月 1 日以后的账单可以开票。',
        ],
        en: [
          'The invoice issuer is chosen per payout account: if the platform issues invoices, an invoice service fee is taken on each order; if the host does, the invoice is due within 4 days. Bills for periods after 1 January 2022 can be invoiced.',
        ],
      },
    },
  ],
}
