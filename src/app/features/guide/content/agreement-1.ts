import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房东后台用户服务协议', en: 'Host Portal user service agreement' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '协议双方与生效', en: 'Parties and acceptance' },
      paragraphs: {
        zh: [
          '本协议是您（房东或酒店商户）与房东后台 Host Portal 运营方之间关于使用本平台服务的约定。您在注册页勾选同意或开始使用服务，即表示已阅读并接受本协议及《隐私政策》等规则。',
        ],
        en: [
          'This agreement is between you (a landlord or hotel merchant) and the operator of 房东后台 Host Portal and governs your use of the platform. By ticking the box on the registration page or by using the service, you confirm that you have read and accept it, together with the privacy policy and the other rules.',
        ],
      },
    },
    {
      heading: { zh: '账户', en: 'Your account' },
      paragraphs: {
        zh: [
          '您应使用本人手机号注册，妥善保管密码（8-16 位，至少包含大写字母、小写字母、数字、符号中的三种）。账户不得出借或转让，通过您的账户进行的操作视为您本人的行为。',
        ],
        en: [
          'Register with your own mobile number and keep your password safe (8-16 characters with at least three of upper case, lower case, digits and symbols). The account may not be lent or transferred; everything done through it counts as done by you.',
        ],
      },
    },
    {
      heading: { zh: '您的义务', en: 'Your obligations' },
      paragraphs: {
        zh: [
          '完成实名认证，发布真实、合法的房源信息，按订单约定接待房客，依法登记入住人员，按时开具发票，并遵守《房源标准》《房东规则》等平台规则。',
        ],
        en: [
          'Complete real-name authentication, publish true and lawful listings, host guests as the order says, register guests as the law requires, issue invoices on time, and follow the platform rules, including the listing standards and the landlord rules.',
        ],
      },
    },
    {
      heading: { zh: '平台的服务与权利', en: 'Our services and rights' },
      paragraphs: {
        zh: [
          '平台提供房源展示、预订、支付托管、结算和客服服务，按《平台服务与费用》收取服务费。对违反规则的行为，平台可按《房东违规处理措施》采取警告、降权、屏蔽或下线等措施。',
        ],
        en: [
          'We provide listing display, booking, payment custody, settlement and customer service and charge the service fee set out in "Platform services and fees". When rules are broken, we may warn, down-rank, block or take listings offline under the violation measures.',
        ],
      },
    },
    {
      heading: { zh: '变更、终止与争议', en: 'Changes, termination and disputes' },
      paragraphs: {
        zh: [
          '协议变更将提前 7 天在平台公示。您可随时申请注销账户，未完成的订单和结算须先处理完毕。因本协议产生的争议适用中华人民共和国法律，由平台运营方所在地人民法院管辖。',
        ],
        en: [
          'Changes to this agreement are announced on the platform 7 days in advance. You may close your account at any time once open orders and settlements are complete. Disputes under this agreement are governed by the laws of the People\'s Republic of China and go to the people\'s court where the operator is located.',
        ],
      },
    },
  ],
}
