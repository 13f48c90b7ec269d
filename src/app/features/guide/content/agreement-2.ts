import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '隐私政策', en: 'Privacy policy' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '收集范围', en: 'What we collect' },
      paragraphs: {
        zh: [
          '账户信息（手机号、国家或地区）、实名信息（姓名、证件号码、证件照片、自拍）、经营信息（房源、订单、点评、收款账户、发票抬头）和设备信息（浏览器类型、操作日志）。',
        ],
        en: [
          'Account data (mobile number, country or region), identity data (name, ID number, document photos, selfie), business data (listings, orders, reviews, payout accounts, invoice titles) and device data (browser type, operation logs).',
        ],
      },
    },
    {
      heading: { zh: '使用目的', en: 'Purposes' },
      paragraphs: {
        zh: [
          '提供和改进服务、核验身份、履行订单与结算、开具发票、保障交易安全、处理投诉，以及履行法律规定的登记和报送义务。',
        ],
        en: [
          'To provide and improve the service, verify identity, fulfil orders and settlement, issue invoices, keep transactions safe, handle complaints, and meet legal registration and reporting duties.',
        ],
      },
    },
    {
      heading: { zh: '本地存储', en: 'Storage on your device' },
      paragraphs: {
        zh: [
          '为支持离线使用，浏览器会保存房源草稿、日历、消息和待同步的修改。这些数据只在您的设备上，退出登录时清除；请勿在公共设备上保持登录。',
        ],
        en: [
          'To work offline, your browser keeps listing drafts, calendars, messages and changes waiting to sync. This data stays on your device and is cleared when you sign out; do not stay signed in on shared devices.',
        ],
      },
    },
    {
      heading: { zh: '权利与联系', en: 'Rights and contact' },
      paragraphs: {
        zh: [
          '您可以查阅、更正、删除个人信息或注销账户。未满 14 周岁的用户信息按《未成年人隐私保护政策》处理。联系方式：service@hostportal.example，400-820-0000。',
        ],
        en: [
          'You may access, correct or delete your personal information or close your account. Data of users under 14 is handled under the minors\' privacy policy. Contact: service@hostportal.example, 400-820-0000.',
        ],
      },
    },
  ],
}
