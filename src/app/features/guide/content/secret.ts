import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '隐私政策', en: 'Privacy policy' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '我们收集的信息', en: 'What we collect' },
      paragraphs: {
        zh: [
          '注册与登录时：手机号、密码（仅保存加密摘要）、所在国家或地区。实名认证时：姓名、身份证或护照号码、证件照片和自拍。经营过程中：房源地址与照片、收款账户、发票抬头、订单和沟通记录。',
        ],
        en: [
          'At registration and sign-in: your mobile number, password (only a hashed digest is kept) and country or region. For real-name authentication: your name, ID card or passport number, document photos and a selfie. While you operate: listing addresses and photos, payout accounts, invoice titles, orders and messages.',
        ],
      },
    },
    {
      heading: { zh: '我们如何使用', en: 'How we use it' },
      paragraphs: {
        zh: [
          '用于核验身份、展示房源、处理订单与结算、开具发票、防范欺诈和处理纠纷，并依法向监管部门报送房客登记信息。我们不会出售您的个人信息，也不会用于与上述目的无关的营销。',
        ],
        en: [
          'To verify identity, show listings, process orders and settlement, issue invoices, prevent fraud and resolve disputes, and to report guest registration data to the authorities as the law requires. We never sell your personal information or use it for marketing unrelated to these purposes.',
        ],
      },
    },
    {
      heading: { zh: '共享与披露', en: 'Sharing and disclosure' },
      paragraphs: {
        zh: [
          '订单确认后，房客可以看到房源的门牌号与入住说明，房东可以看到房客的姓名和入住人数。收款与发票信息仅提供给银行、支付机构和开票服务商。除法律要求外，不会向其他第三方披露。',
        ],
        en: [
          'Once an order is confirmed, the guest sees the unit number and check-in instructions and the host sees the guests\' names and number. Payout and invoice data go only to banks, payment institutions and invoicing providers. Nothing else is disclosed to third parties unless the law requires it.',
        ],
      },
    },
    {
      heading: { zh: '保存与安全', en: 'Storage and security' },
      paragraphs: {
        zh: [
          '数据存储在中国境内的服务器上，传输全程加密。账户注销后，我们在法律要求的期限（交易记录至少 3 年）届满后删除或匿名化您的信息。浏览器本地保存的草稿和离线数据在退出登录时清除。',
        ],
        en: [
          'Data is stored on servers in mainland China and encrypted in transit. After you close your account, we delete or anonymise your information once the legal retention period (at least 3 years for transaction records) has passed. Drafts and offline data kept in your browser are cleared when you sign out.',
        ],
      },
    },
    {
      heading: { zh: '您的权利', en: 'Your rights' },
      paragraphs: {
        zh: [
          '您可以在“个人信息”中查看和更正资料，可以申请导出或删除个人信息、撤回授权、注销账户。请发邮件至 service@hostportal.example，我们在 15 个工作日内答复。',
        ],
        en: [
          'You can view and correct your details under "Personal information", and you may ask to export or delete your data, withdraw consent or close your account. E-mail service@hostportal.example and we will answer within 15 working days.',
        ],
      },
    },
  ],
}
