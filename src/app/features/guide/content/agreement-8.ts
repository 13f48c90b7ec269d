import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '点评规则', en: 'Review rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '评分项', en: 'What is rated' },
      paragraphs: {
        zh: [
          '整体卫生、安全、描述相符、交通位置和性价比五项，以及文字点评。点评仅限完成入住的订单。',
        ],
        en: [
          'Five scores (cleanliness, safety, accuracy, location and value) plus a written review, for completed stays only.',
        ],
      },
    },
    {
      heading: { zh: '自动点评', en: 'Automatic reviews' },
      paragraphs: {
        zh: [
          '房客在入住完成后 60 天内未点评的，系统自动生成默认点评，不附文字。',
        ],
        en: [
          'If the guest has not reviewed within 60 days after the stay, a default review without text is generated automatically.',
        ],
      },
    },
    {
      heading: { zh: '房东回复', en: 'Host replies' },
      paragraphs: {
        zh: [
          '房东回复至少 5 个字，提交后不可修改；含敏感词的回复会被拒绝，状态显示为“回复失败”。',
        ],
        en: [
          'A host reply has at least 5 characters and cannot be edited once submitted; a reply with sensitive words is refused and shows as "Reply failed".',
        ],
      },
    },
    {
      heading: { zh: '违规点评', en: 'Reviews that break the rules' },
      paragraphs: {
        zh: [
          '虚假交易点评、以利益交换的点评、人身攻击和泄露隐私的点评将被删除；以威胁或利诱要求房客修改点评的房东将被处罚。',
        ],
        en: [
          'Reviews from fake bookings, reviews given in exchange for benefits, personal attacks and reviews that reveal private data are removed; hosts who pressure or reward guests to change reviews are penalised.',
        ],
      },
    },
  ],
}
