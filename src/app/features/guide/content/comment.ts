import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '点评发布规则', en: 'Review publishing rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '谁可以点评', en: 'Who can review' },
      paragraphs: {
        zh: [
          '只有完成入住的房客可以对订单点评，评分项包括整体卫生、安全、描述相符、交通位置和性价比。房客离店 60 天内未点评的，系统自动生成默认点评。',
        ],
        en: [
          'Only guests who completed a stay can review the order, scoring cleanliness, safety, accuracy, location and value. If a guest has not reviewed within 60 days of check-out, a default review is generated automatically.',
        ],
      },
    },
    {
      heading: { zh: '房东回复', en: 'Host replies' },
      paragraphs: {
        zh: [
          '房东可在“点评管理”中回复每条点评，回复不少于 5 个字，不得含敏感词、联系方式或房客个人信息。回复提交后不可修改，请确认后再提交。',
        ],
        en: [
          'Hosts can reply to each review under "Reviews". A reply has at least 5 characters and may not contain sensitive words, contact details or the guest\'s personal information. A reply cannot be edited after it is submitted, so check it first.',
        ],
      },
    },
    {
      heading: { zh: '不予展示的内容', en: 'Content we remove' },
      paragraphs: {
        zh: [
          '辱骂、歧视、色情、广告、与入住无关的内容，泄露他人隐私的内容，以及以返现、好处换取的好评或以威胁换取的差评。',
        ],
        en: [
          'Abuse, discrimination, sexual content, advertising, content unrelated to the stay, content revealing someone\'s private information, and reviews bought with cash-back or favours or extracted with threats.',
        ],
      },
    },
    {
      heading: { zh: '申诉点评', en: 'Disputing a review' },
      paragraphs: {
        zh: [
          '房东认为点评违反本规则的，可提交证据申请处理，平台在 2 个工作日内答复。点评真实反映入住体验的，即使评分较低也不会删除。',
        ],
        en: [
          'If a host believes a review breaks these rules, they may submit evidence and ask us to act; we answer within 2 working days. A review that truthfully reflects the stay is not removed, even with a low score.',
        ],
      },
    },
  ],
}
