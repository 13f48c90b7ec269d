import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '免责声明', en: 'Disclaimer' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '信息的准确性', en: 'Accuracy of information' },
      paragraphs: {
        zh: [
          '房源信息由房东发布，平台审核但不保证其在任何时刻完全准确。房东对其发布信息的真实性、合法性承担责任。',
        ],
        en: [
          'Listing information is published by hosts; the platform reviews it but does not guarantee that it is accurate at every moment. Hosts are responsible for the truth and legality of what they publish.',
        ],
      },
    },
    {
      heading: { zh: '服务中断', en: 'Service interruptions' },
      paragraphs: {
        zh: [
          '因系统维护、网络故障、第三方服务中断或不可抗力造成服务暂停的，平台将尽力提前通知并及时恢复，但不承担超出法律规定范围的责任。',
        ],
        en: [
          'When the service pauses for maintenance, network failures, third-party outages or force majeure, we try to give notice in advance and restore it quickly, but accept no liability beyond what the law requires.',
        ],
      },
    },
    {
      heading: { zh: '平台外行为', en: 'Conduct off the platform' },
      paragraphs: {
        zh: [
          '房东与房客在平台外达成的约定、转账或发生的纠纷，平台不提供保障。',
        ],
        en: [
          'Agreements, payments and disputes between hosts and guests made off the platform are not protected by the platform.',
        ],
      },
    },
    {
      heading: { zh: '链接', en: 'Links' },
      paragraphs: {
        zh: [
          '平台中指向第三方网站的链接仅为方便用户，平台不对其内容负责。',
        ],
        en: [
          'Links to third-party websites are provided for convenience only; the platform is not responsible for their content.',
        ],
      },
    },
  ],
}
