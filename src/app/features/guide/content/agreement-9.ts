import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '未成年人入住规则', en: 'Rules for minors' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '适用对象', en: 'Who this covers' },
      paragraphs: {
        zh: [
          '本规则适用于未满 18 周岁的房客，以及接待未成年人的房东和酒店。',
        ],
        en: [
          'These rules cover guests under 18 and the hosts and hotels that receive them.',
        ],
      },
    },
    {
      heading: { zh: '入住条件', en: 'Conditions for a stay' },
      paragraphs: {
        zh: [
          '未成年人须由监护人陪同入住；单独入住须提供监护人签署的同意书和监护人联系方式，房东须电话核实。',
        ],
        en: [
          'Minors stay with a guardian; a minor staying alone needs a consent form signed by a guardian and the guardian\'s contact details, which the host confirms by phone.',
        ],
      },
    },
    {
      heading: { zh: '房东的责任', en: 'Host duties' },
      paragraphs: {
        zh: [
          '如实登记、核实监护人、关注未成年人安全；不得安排其与无关成年人同住；发现疑似侵害行为立即报警。',
        ],
        en: [
          'Register truthfully, confirm the guardian, look after the minor\'s safety, never house them with unrelated adults, and call the police at once if abuse is suspected.',
        ],
      },
    },
    {
      heading: { zh: '违规后果', en: 'Consequences' },
      paragraphs: {
        zh: [
          '违反本规则的，平台可对房东采取屏蔽直至永久下线的措施，并配合有关部门调查。',
        ],
        en: [
          'Breaches may lead to blocking or permanent removal of the host\'s listings, and the platform cooperates with the authorities\' investigations.',
        ],
      },
    },
  ],
}
