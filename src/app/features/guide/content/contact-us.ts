import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '联系我们', en: 'Contact us' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '客服热线', en: 'Customer service hotline' },
      paragraphs: {
        zh: [
          '房东服务热线 400-820-0000，每天 8:00-22:00 人工服务；入住当天的紧急问题（房客无法入住、安全事件）全天 24 小时受理。',
        ],
        en: [
          'The host service hotline is 400-820-0000, staffed every day from 8:00 to 22:00; urgent problems on the day of arrival (a guest cannot get in, a safety incident) are handled 24 hours a day.',
        ],
      },
    },
    {
      heading: { zh: '在线客服与邮件', en: 'Online service and e-mail' },
      paragraphs: {
        zh: [
          '登录后点击页面右侧的“在线客服”可与客服文字沟通，并可发送订单号和截图。非紧急事项可发邮件至 service@hostportal.example，我们在 1 个工作日内回复。',
        ],
        en: [
          'After signing in, click "Online customer service" on the right of the page to chat with an agent and send order numbers and screenshots. For anything not urgent, e-mail service@hostportal.example; we reply within 1 working day.',
        ],
      },
    },
    {
      heading: { zh: '联系前请准备', en: 'Before you contact us' },
      paragraphs: {
        zh: [
          '请准备好注册手机号、房源编号或订单号，以及问题截图。涉及收款账户的问题，客服不会索要您的提现密码或短信验证码，请勿向任何人透露。',
        ],
        en: [
          'Please have your registered mobile number, the listing or order number and screenshots of the problem ready. For payout questions, our staff will never ask for your withdrawal password or SMS codes; do not give them to anyone.',
        ],
      },
    },
    {
      heading: { zh: '商务合作', en: 'Business cooperation' },
      paragraphs: {
        zh: [
          '连锁酒店、公寓运营方与房屋管理系统（PMS）厂商的合作，请发邮件并注明“商务合作”，商务经理会在 2 个工作日内与您联系。',
        ],
        en: [
          'Hotel chains, apartment operators and property-management-system (PMS) vendors interested in cooperation can e-mail us with "Business cooperation" in the subject line; a business manager will contact you within 2 working days.',
        ],
      },
    },
  ],
}
