import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房东违规处理规则', en: 'Landlord violation rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '违规类型', en: 'Kinds of violation' },
      paragraphs: {
        zh: [
          '虚假房源、线下交易、拒单与超时、到店无法入住、安装监控设备、骚扰房客、回复不及时（超过 60 分钟）以及违反法律法规的行为。',
        ],
        en: [
          'Fake listings, offline payment, rejections and timeouts, guests unable to check in, monitoring devices, harassing guests, slow replies (over 60 minutes), and breaking laws or regulations.',
        ],
      },
    },
    {
      heading: { zh: '处罚措施', en: 'Measures' },
      paragraphs: {
        zh: [
          '警告；降权 5-30 天；置底 7-30 天；屏蔽 1-30 天；下线 1-60 天或永久。首次超时或拒单降权 7 天；拒单时全部房源置底 7 天并关闭当天房态。',
        ],
        en: [
          'Warning; down-ranking for 5-30 days; bottom placement for 7-30 days; blocking for 1-30 days; offline for 1-60 days or permanently. A first timeout or rejection brings 7 days of down-ranking; a rejection puts all listings at the bottom for 7 days and closes that day.',
        ],
      },
    },
    {
      heading: { zh: '申诉', en: 'Appeals' },
      paragraphs: {
        zh: [
          '房东可在违规记录中申诉，申诉说明不超过 2000 字，图片最多 8 张。平台在 2 个工作日内答复，申诉成功的处罚立即撤销。',
        ],
        en: [
          'Appeal from the violation record with up to 2000 characters and up to 8 images. We answer within 2 working days, and a successful appeal cancels the penalty at once.',
        ],
      },
    },
    {
      heading: { zh: '累计处理', en: 'Repeat violations' },
      paragraphs: {
        zh: [
          '12 个月内多次违规的，处罚逐级加重；严重违规或违法的，平台可永久下线全部房源并终止合作。',
        ],
        en: [
          'Repeated violations within 12 months bring heavier measures; serious or unlawful conduct may lead to all listings being removed permanently and the cooperation ending.',
        ],
      },
    },
  ],
}
