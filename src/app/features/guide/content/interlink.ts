import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '开放平台', en: 'Open platform' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '什么是直连', en: 'What direct connection is' },
      paragraphs: {
        zh: [
          '开放平台让房东和酒店通过自己使用的房屋管理系统（PMS）或渠道管理软件与本平台直连，房价、库存和订单自动双向同步，无需在多个后台重复维护。',
        ],
        en: [
          'The open platform connects the property-management system (PMS) or channel manager you already use with this marketplace, so prices, inventory and orders sync both ways automatically and you do not have to maintain them in several back offices.',
        ],
      },
    },
    {
      heading: { zh: '开通流程', en: 'How to get connected' },
      paragraphs: {
        zh: [
          '在“房源管理 - 直连管理”中选择合作伙伴并提交申请，状态显示为“等待开通”。合作伙伴完成配置后状态变为“已连接”，随后将门店和房间与本平台的房源逐一绑定。',
          '已被其他系统绑定或信息不全的房间显示为“不可绑定”，请先补全房源信息或解除原有绑定。',
        ],
        en: [
          'In "Listings - Direct connection", choose a partner and submit a request; the status shows "Waiting for opening". Once the partner has configured it, the status becomes "Connected" and you bind its stores and rooms to your listings here, one by one.',
          'A room already bound to another system or with incomplete details shows as "Not bindable"; complete the listing or remove the old binding first.',
        ],
      },
    },
    {
      heading: { zh: '外部日历同步', en: 'Outside calendar sync' },
      paragraphs: {
        zh: [
          '不使用 PMS 的房东可以在房态日历中添加外部日历链接（iCal），系统每小时同步一次外部占用情况。两次同步之间仍可能出现重复预订，请及时关闭已售日期。',
        ],
        en: [
          'Hosts without a PMS can add an outside calendar link (iCal) in the room-status calendar; outside bookings are synced every hour. Double bookings can still happen between two syncs, so close sold dates promptly.',
        ],
      },
    },
    {
      heading: { zh: '责任与数据', en: 'Responsibility and data' },
      paragraphs: {
        zh: [
          '直连系统推送的价格和房态视为房东本人操作，操作记录中标注为“第三方”。因第三方系统错误造成的超售，仍按平台规则处理，房东可向其系统供应商追偿。',
        ],
        en: [
          'Prices and availability pushed by a connected system count as the host\'s own actions and are marked "third party" in the operation record. Overbooking caused by a third-party system is still handled under the platform rules; the host may seek recourse from the system vendor.',
        ],
      },
    },
  ],
}
