import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房东违规处理措施', en: 'Violation measures for landlords' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '处罚方式', en: 'Penalty types' },
      paragraphs: {
        zh: [
          '警告；降权 5、7、10、14、15 或 30 天；置底 7、14 或 30 天；屏蔽 1、3、5、7、14 或 30 天；下线 1、3、7、14、30、60 天或永久下线。',
        ],
        en: [
          'Warning; down-ranking for 5, 7, 10, 14, 15 or 30 days; bottom placement for 7, 14 or 30 days; blocking for 1, 3, 5, 7, 14 or 30 days; offline for 1, 3, 7, 14, 30 or 60 days, or permanently.',
        ],
      },
    },
    {
      heading: { zh: '常见违规与处理', en: 'Common violations' },
      paragraphs: {
        zh: [
          '首次超时未确认或拒单：降权 7 天；拒单：全部房源置底 7 天并关闭当天房态；引导线下交易或收取线下押金：屏蔽至下线；房源与描述严重不符：下线整改；房内安装监控设备：永久下线。',
        ],
        en: [
          'First confirmation timeout or rejection: 7 days of down-ranking. Rejecting an order: all listings at the bottom for 7 days and that day closed. Steering guests to offline payment or charging an offline deposit: blocking up to offline. A listing seriously unlike its description: offline until fixed. Monitoring equipment inside: permanently offline.',
        ],
      },
    },
    {
      heading: { zh: '查看与申诉', en: 'Viewing and appealing' },
      paragraphs: {
        zh: [
          '处罚记录在“违规记录”中可查看编号、违规类型、处罚方式、时长和判定时间。对处罚有异议的，可提交不超过 2000 字的申诉说明和最多 8 张图片（每张大于 800x800、小于 10M），平台在 2 个工作日内答复。',
        ],
        en: [
          'The violation record shows each penalty\'s number, type, measure, duration and decision time. To appeal, submit up to 2000 characters of explanation and up to 8 images (each larger than 800x800 and under 10 MB); the platform answers within 2 working days.',
        ],
      },
    },
    {
      heading: { zh: '解除', en: 'Lifting a penalty' },
      paragraphs: {
        zh: [
          '处罚期满自动解除，状态变为“已解除”；申诉成功的，处罚立即撤销，排名随之恢复。',
        ],
        en: [
          'A penalty lifts automatically when its term ends and shows as "Lifted"; if an appeal succeeds, the penalty is withdrawn at once and ranking is restored.',
        ],
      },
    },
  ],
}
