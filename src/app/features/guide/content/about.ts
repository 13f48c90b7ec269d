import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '关于我们', en: 'About us' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '平台简介', en: 'Who we are' },
      paragraphs: {
        zh: [
          '房东后台 Host Portal 是短租民宿与酒店交易平台面向经营者的管理后台。中国大陆及海外的民宿房东、酒店商户在这里发布房源、维护价格与房态日历、处理订单、回复点评、参加促销并管理收款、发票与结算。',
        ],
        en: [
          '房东后台 Host Portal is the back office of a short-term rental and hotel marketplace. B&B landlords and hotel merchants in mainland China and overseas use it to publish listings, keep price and room-status calendars, handle orders, reply to reviews, join promotions and manage payouts, invoices and settlement.',
        ],
      },
    },
    {
      heading: { zh: '我们为房东做什么', en: 'What we do for hosts' },
      paragraphs: {
        zh: [
          '我们把房源带给平台上的房客，提供订单担保、在线收款、押金托管和客服介入，让房东专注于接待。房源提交后，民宿一般在 1-3 个工作日、酒店一般在 2 个工作日内完成审核。',
          '后台可在手机上使用，网络不稳定时，已打开过的页面和规则说明仍可查看，离线时的修改会在恢复联网后自动同步。',
        ],
        en: [
          'We bring listings to the guests on the marketplace and provide order guarantees, online payment, deposit custody and customer-service support, so hosts can focus on hosting. After submission, a B&B listing is usually reviewed within 1-3 working days and a hotel within 2 working days.',
          'The portal works on phones. With a poor connection, pages and rules you have opened before stay readable, and changes made offline are sent automatically once you are back online.',
        ],
      },
    },
    {
      heading: { zh: '我们的原则', en: 'Our principles' },
      paragraphs: {
        zh: [
          '真实：房源信息、照片和价格必须与实际一致。安全：房客实名入住，押金与房费由平台托管。公平：规则公开，处罚有据可查，房东可以申诉。',
        ],
        en: [
          'Truthful: listing details, photos and prices must match reality. Safe: guests check in under their real names, and deposits and rent are held by the platform. Fair: the rules are public, every penalty is documented and hosts can appeal.',
        ],
      },
    },
    {
      id: 'join',
      heading: { zh: '加入我们', en: 'Join us' },
      paragraphs: {
        zh: [
          '我们正在招聘前端、后端、测试、房源审核和商户运营等岗位，工作地点为上海和远程。请将简历发送至 service@hostportal.example，邮件标题注明“应聘 + 岗位名称”，我们会在 5 个工作日内回复。',
          '如果您是房东或酒店经营者，点击首页的“成为房东”即可注册，完成实名认证后即可发布第一套房源。邀请新房东成功上线后，双方各得 300 元奖励。',
        ],
        en: [
          'We are hiring front-end and back-end engineers, testers, listing reviewers and merchant operations staff, in Shanghai and remote. Send your CV to service@hostportal.example with "Application + position" in the subject line; we reply within 5 working days.',
          'If you run a B&B or a hotel, click "Become a host" on the home page to register; after real-name authentication you can publish your first listing. When a host you invited goes online, you both receive RMB 300.',
        ],
      },
    },
  ],
}
