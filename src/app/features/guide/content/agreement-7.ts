import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房客安全须知', en: 'Guest safety notice' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '交易安全', en: 'Payment safety' },
      paragraphs: {
        zh: [
          '所有款项只通过平台支付。平台工作人员不会要求您转账到个人账户或提供验证码。',
        ],
        en: [
          'Pay only through the platform. Platform staff will never ask you to transfer money to a personal account or to give them a verification code.',
        ],
      },
    },
    {
      heading: { zh: '房屋安全', en: 'Safety in the property' },
      paragraphs: {
        zh: [
          '入住后请确认门锁、烟雾报警器和灭火器的位置与状态，了解疏散路线。房内禁止安装任何监控设备，发现后请立即离开并报告平台。',
        ],
        en: [
          'After arriving, check the locks, the smoke alarm and the fire extinguisher and learn the escape route. Monitoring devices are forbidden inside; if you find one, leave and report it to the platform.',
        ],
      },
    },
    {
      heading: { zh: '人身安全', en: 'Personal safety' },
      paragraphs: {
        zh: [
          '夜间外出结伴而行，儿童须有成人看护，不在阳台或泳池边无人看管。饮酒后不使用燃气和明火。',
        ],
        en: [
          'Go out with company at night, keep children supervised and never leave them alone on a balcony or by a pool. Do not use gas or open flames after drinking.',
        ],
      },
    },
    {
      heading: { zh: '紧急求助', en: 'Getting help' },
      paragraphs: {
        zh: [
          '紧急情况请先拨打 110、119 或 120（海外请拨打当地紧急电话），再拨打平台 24 小时紧急热线 400-820-0000。',
        ],
        en: [
          'In an emergency, first call 110, 119 or 120 (abroad, the local emergency number), then the platform\'s 24-hour line, 400-820-0000.',
        ],
      },
    },
  ],
}
