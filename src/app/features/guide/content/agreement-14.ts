import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '海外经营者规则', en: 'Rules for overseas operators' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '身份认证', en: 'Identity' },
      paragraphs: {
        zh: [
          '海外经营者以护照完成实名认证，企业经营者还须提供所在地的公司注册证明。',
        ],
        en: [
          'Overseas operators authenticate with a passport; companies also provide their local certificate of incorporation.',
        ],
      },
    },
    {
      heading: { zh: '当地合规', en: 'Local compliance' },
      paragraphs: {
        zh: [
          '经营者须取得房屋所在地要求的登记或许可（如日本民宿申报编号），遵守营业天数、税费和消防要求，并对因不合规产生的后果负责。',
        ],
        en: [
          'Operators obtain the registration or licence required where the property is (such as a Japanese minpaku notification number), observe limits on nights, taxes and fire-safety rules, and bear the consequences of non-compliance.',
        ],
      },
    },
    {
      heading: { zh: '币种与结算', en: 'Currency and settlement' },
      paragraphs: {
        zh: [
          '可选人民币、美元或日元售卖；以人民币或美元结算至海外账户，须提供 SWIFT 代码。外币账户的变更须经平台商务经理审核。',
        ],
        en: [
          'Sell in RMB, USD or JPY; settlement is in RMB or USD to an overseas account with a SWIFT code. Changes to a foreign account are reviewed by the platform business manager.',
        ],
      },
    },
    {
      heading: { zh: '服务语言', en: 'Service language' },
      paragraphs: {
        zh: [
          '房源描述和入住说明须至少提供中文或英文，客服以中文和英文提供服务。',
        ],
        en: [
          'Descriptions and check-in instructions must be available in at least Chinese or English; customer service works in Chinese and English.',
        ],
      },
    },
  ],
}
