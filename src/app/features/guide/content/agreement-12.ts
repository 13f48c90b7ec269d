import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '酒店纠纷处理标准', en: 'Hotel dispute handling standards' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '到店无房', en: 'No room on arrival' },
      paragraphs: {
        zh: [
          '已确认订单房客到店无房的，酒店须安排同级或更高等级酒店并承担差价和交通费；无法安排的，全额退款并按房费的 100% 赔付房客。',
        ],
        en: [
          'If a confirmed guest arrives and there is no room, the hotel arranges a hotel of the same or higher grade and pays the price difference and transport; if it cannot, it refunds in full and compensates the guest with 100% of the room fee.',
        ],
      },
    },
    {
      heading: { zh: '房型不符', en: 'Wrong room type' },
      paragraphs: {
        zh: [
          '实际房型与订单不符且低于订单标准的，酒店须免费升级或退还差价。',
        ],
        en: [
          'If the room given is below the room type ordered, the hotel upgrades free of charge or refunds the difference.',
        ],
      },
    },
    {
      heading: { zh: '卫生与设施问题', en: 'Cleanliness and facilities' },
      paragraphs: {
        zh: [
          '房客投诉卫生或设施问题的，酒店须在 30 分钟内响应并处理；无法解决的，房客可取消剩余房晚并获得退款。',
        ],
        en: [
          'When a guest complains about cleanliness or facilities, the hotel responds and acts within 30 minutes; if it cannot fix the problem, the guest may cancel the remaining nights for a refund.',
        ],
      },
    },
    {
      heading: { zh: '处理流程', en: 'Procedure' },
      paragraphs: {
        zh: [
          '客服在 24 小时内联系双方，依据订单、照片和沟通记录判定，并在 2 个工作日内给出结论。相关款项在结算时扣除。',
        ],
        en: [
          'Customer service contacts both sides within 24 hours, decides on the order, photos and messages, and gives its conclusion within 2 working days. Any amounts due are deducted at settlement.',
        ],
      },
    },
  ],
}
