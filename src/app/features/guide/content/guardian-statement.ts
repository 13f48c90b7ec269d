import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '未成年人入住规则', en: 'Minors\' check-in rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '基本要求', en: 'The rule' },
      paragraphs: {
        zh: [
          '未满 18 周岁的房客须由父母或其他监护人陪同入住。确需单独入住的，须出示监护人签署的同意书，并留下监护人的联系电话。',
        ],
        en: [
          'Guests under 18 must stay with a parent or other guardian. A minor who must stay alone needs a consent form signed by a guardian and a guardian\'s phone number.',
        ],
      },
    },
    {
      heading: { zh: '房东的义务', en: 'What the host must do' },
      paragraphs: {
        zh: [
          '房东在接待未成年人时须核实身份、询问入住原因、联系监护人确认，并每日关注其安全。发现异常情况，须立即报警并联系平台客服。',
        ],
        en: [
          'When hosting a minor, the host verifies identity, asks why the minor is staying, confirms with the guardian by phone and checks on their safety daily. If anything seems wrong, call the police at once and contact platform customer service.',
        ],
      },
    },
    {
      heading: { zh: '禁止行为', en: 'Not allowed' },
      paragraphs: {
        zh: [
          '不得接待无监护人陪同且无同意书的未成年人；不得安排未成年人与陌生成年人同住；不得向未成年人提供酒精或烟草。',
        ],
        en: [
          'Do not host a minor without a guardian and without consent; do not put a minor in a room with unrelated adults; do not provide alcohol or tobacco to minors.',
        ],
      },
    },
    {
      heading: { zh: '订单标识', en: 'Order flag' },
      paragraphs: {
        zh: [
          '订单中标有“含未成年人”的，房东须在入住前与预订人确认监护人信息。违反本规则的，按《房东违规处理措施》从重处理。',
        ],
        en: [
          'When an order is flagged "includes minors", confirm the guardian\'s details with the booker before arrival. Breaches of these rules are penalised severely under the violation measures.',
        ],
      },
    },
  ],
}
