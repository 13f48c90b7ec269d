import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '历史规则', en: 'History rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '说明', en: 'About' },
      paragraphs: {
        zh: [
          '本页汇总已被替代的规则版本及其适用期间。事件按发生时有效的规则处理。',
        ],
        en: [
          'This page collects rule versions that have been replaced and the periods they applied to. Each event is handled under the rules in force when it happened.',
        ],
      },
    },
    {
      heading: { zh: '酒店收款信息（2022 年）', en: 'Hotel payment details (2022)' },
      paragraphs: {
        zh: [
          '2022 年 6 月 30 日前登记的酒店旧版收款信息自该日后失效，酒店须在结算设置中重新填写并通过审核，方可继续结算。',
        ],
        en: [
          'Hotel payment details registered before 30 June 2022 became invalid after that date; hotels had to enter and get approval for new settlement details to keep being settled.',
        ],
      },
    },
    {
      heading: { zh: '发票起始日期（2022 年）', en: 'Invoice start date (2022)' },
      paragraphs: {
        zh: [
          '自 2022 年 1 月 1 日起，账单期间在该日以后的订单可申请开票；此前的账单不再补开。',
        ],
        en: [
          'From 1 January 2022, orders in billing periods after that date can be invoiced; earlier bills are not invoiced retroactively.',
        ],
      },
    },
    {
      heading: { zh: '回复时效（2026 年）', en: 'Reply time (2026)' },
      paragraphs: {
        zh: [
          '自 2026 年 6 月 1 日起，超过 60 分钟未回复房客消息计入违规统计；此前仅作提醒。',
        ],
        en: [
          'Since 1 June 2026, leaving a guest message unanswered for over 60 minutes counts as a violation; before that it was only a reminder.',
        ],
      },
    },
  ],
}
