import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '历史规则', en: 'History rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '本页说明', en: 'About this page' },
      paragraphs: {
        zh: [
          '本页列出平台规则的修订记录，便于房东查询某一时间点适用的规则。订单和处罚按发生时有效的规则处理。',
        ],
        en: [
          'This page lists revisions of the platform rules, so hosts can look up the rules that applied at a given time. Orders and penalties are handled under the rules in force when they happened.',
        ],
      },
    },
    {
      heading: { zh: '2026 年修订', en: '2026 revisions' },
      paragraphs: {
        zh: [
          '2026-11-20：新增离线使用说明，房东离线时的修改在同步成功后生效。2026-06-01：未及时回复房客消息超过 60 分钟纳入违规统计。',
        ],
        en: [
          '2026-11-20: added how offline use works; changes made offline take effect once synced. 2026-06-01: leaving a guest message unanswered for over 60 minutes counts towards violations.',
        ],
      },
    },
    {
      heading: { zh: '2022 年修订', en: '2022 revisions' },
      paragraphs: {
        zh: [
          '2022-07-01：酒店旧版收款信息于 2022 年 6 月 30 日后失效，须重新填写结算信息。2022-01-01：起始于 2022 年 1 月 1 日之后的账单可以申请开票。',
        ],
        en: [
          '2022-07-01: hotels\' old payment details became invalid after 30 June 2022 and settlement details had to be entered again. 2022-01-01: bills for periods starting after 1 January 2022 can be invoiced.',
        ],
      },
    },
    {
      heading: { zh: '查看旧版本', en: 'Older versions' },
      paragraphs: {
        zh: [
          '历史版本全文可在“协议与规则”中的“历史规则”查阅，或发邮件至 service@hostportal.example 索取。',
        ],
        en: [
          'The full text of earlier versions is available under "History rules" among the agreements, or by e-mail to service@hostportal.example.',
        ],
      },
    },
  ],
}
