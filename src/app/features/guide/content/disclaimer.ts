import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '免责声明', en: 'Disclaimer' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '信息来源', en: 'Where listing information comes from' },
      paragraphs: {
        zh: [
          '房源名称、描述、照片、设施和价格由房东或酒店自行发布。平台进行审核，但无法保证所有信息在任何时刻都完全准确，请房客以入住时的实际情况和订单约定为准。',
        ],
        en: [
          'Listing names, descriptions, photos, facilities and prices are published by the hosts and hotels themselves. The platform reviews them but cannot guarantee that every detail is accurate at every moment; the actual condition at check-in and the order terms prevail.',
        ],
      },
    },
    {
      heading: { zh: '第三方服务', en: 'Third-party services' },
      paragraphs: {
        zh: [
          '地图、支付、保险、直连系统和外部日历由第三方提供。因第三方服务中断或错误造成的损失，平台协助处理，但不承担超出法律规定的责任。',
        ],
        en: [
          'Maps, payment, insurance, connected systems and outside calendars are provided by third parties. The platform helps with losses caused by their outages or errors but accepts no liability beyond what the law requires.',
        ],
      },
    },
    {
      heading: { zh: '不可抗力', en: 'Force majeure' },
      paragraphs: {
        zh: [
          '因自然灾害、疫情、政府行为、网络攻击等不可抗力导致订单无法履行的，平台按规则协助退款，双方互不承担违约责任。',
        ],
        en: [
          'When an order cannot be honoured because of force majeure such as natural disasters, epidemics, government action or cyber-attacks, the platform helps with refunds under its rules and neither side is liable for breach.',
        ],
      },
    },
    {
      heading: { zh: '离线与同步', en: 'Offline use and sync' },
      paragraphs: {
        zh: [
          '离线时页面显示的是最后一次联网时的数据。离线时的修改在同步成功前不会生效，未能同步的修改会列入“未同步”列表，由您决定重试或放弃。',
        ],
        en: [
          'Offline, the portal shows the data from your last connection. Changes made offline take effect only once they have synced; a change that cannot be synced goes to the "not synced" list, where you decide to retry or discard it.',
        ],
      },
    },
  ],
}
