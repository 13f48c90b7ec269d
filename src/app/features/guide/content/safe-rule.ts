import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房客安全须知', en: 'Guest safety notice' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '入住前', en: 'Before arrival' },
      paragraphs: {
        zh: [
          '只通过平台付款和沟通，任何要求转账到个人账户的信息都可能是诈骗。出发前查看订单中的地址、入住方式和房东联系方式。',
        ],
        en: [
          'Pay and communicate only on the platform; any request to transfer money to a personal account may be fraud. Before you travel, check the address, check-in method and host contact on your order.',
        ],
      },
    },
    {
      heading: { zh: '入住时', en: 'On arrival' },
      paragraphs: {
        zh: [
          '确认房屋门锁完好，了解灭火器、烟雾报警器和疏散通道位置。如发现摄像头等监控设备，请立即离开并联系客服 400-820-0000。',
        ],
        en: [
          'Make sure the locks work and find the fire extinguisher, smoke alarm and escape route. If you find a camera or other monitoring device, leave at once and call customer service on 400-820-0000.',
        ],
      },
    },
    {
      heading: { zh: '入住期间', en: 'During your stay' },
      paragraphs: {
        zh: [
          '不使用明火取暖，离开时关闭燃气和电器；注意阳台、泳池和楼梯的安全，儿童须有成人看护。外出时锁好门窗，贵重物品随身携带。',
        ],
        en: [
          'Do not heat with open flames, and turn off gas and appliances when you go out. Take care on balconies, by pools and on stairs, and keep children supervised. Lock doors and windows when you leave and keep valuables with you.',
        ],
      },
    },
    {
      heading: { zh: '紧急情况', en: 'Emergencies' },
      paragraphs: {
        zh: [
          '遇到火灾、人身伤害或违法行为，先拨打当地报警电话（中国大陆 110、火警 119、急救 120），再联系平台客服，客服全天 24 小时受理紧急事件。',
        ],
        en: [
          'In a fire, injury or crime, call the local emergency number first (in mainland China 110 police, 119 fire, 120 ambulance), then contact platform customer service, which handles emergencies 24 hours a day.',
        ],
      },
    },
  ],
}
