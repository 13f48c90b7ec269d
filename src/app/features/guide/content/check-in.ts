import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '入住登记指引', en: 'Check-in registration guide' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '为什么要登记', en: 'Why register guests' },
      paragraphs: {
        zh: [
          '依照法律规定，经营者须对每位入住人员进行实名登记。平台提供扫描证件核验功能，登记信息加密报送，房东无需另行保存证件复印件。',
        ],
        en: [
          'The law requires hosts to register every guest by real name. The platform\'s ID scan verifies documents and submits the registration encrypted, so hosts do not need to keep copies of IDs.',
        ],
      },
    },
    {
      heading: { zh: '如何操作', en: 'How to do it' },
      paragraphs: {
        zh: [
          '在订单详情点击“办理入住”，逐一扫描房客的身份证、护照或军官证，核验成功后房客状态变为“已入住”。核验失败的，可重新扫描或手动核对后联系客服。',
        ],
        en: [
          'On the order page, click "Check in" and scan each guest\'s ID card, passport or military ID; when verification succeeds the guest shows as checked in. If it fails, scan again or check manually and contact customer service.',
        ],
      },
    },
    {
      heading: { zh: '费用', en: 'Fees' },
      paragraphs: {
        zh: [
          '每笔订单核验的第一张证件免费，之后每张 5 元，从结算款中扣除。',
        ],
        en: [
          'The first document of each order is verified free; each further document costs RMB 5, deducted from settlement.',
        ],
      },
    },
    {
      heading: { zh: '特殊情况', en: 'Special cases' },
      paragraphs: {
        zh: [
          '未成年人须随监护人入住或持监护人同意书，详见《未成年人入住规则》。实际人数多于订单人数的，须先修改订单或加收费用后再办理入住。',
        ],
        en: [
          'Minors must stay with a guardian or bring the guardian\'s written consent; see the minors\' check-in rules. If more people arrive than the order says, update the order or charge the extra-guest fee before checking them in.',
        ],
      },
    },
  ],
}
