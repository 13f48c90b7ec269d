import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '酒店商户经营规范', en: 'Hotel merchant operation standards' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '资质与信息', en: 'Licences and details' },
      paragraphs: {
        zh: [
          '酒店须上传有效的营业执照、旅馆业特种行业许可证（北京地区）、消防、卫生等许可，以及授权声明、租赁合同或产权证明。资质过期须在到期前更新，否则酒店将被暂停售卖。',
        ],
        en: [
          'A hotel must upload a valid business licence, the special-industry (hotel) licence where required (Beijing), fire and hygiene licences, and an authorisation statement, lease contract or property certificate. Renew licences before they expire, or sales of the hotel are suspended.',
        ],
      },
    },
    {
      heading: { zh: '房型与价格', en: 'Room types and prices' },
      paragraphs: {
        zh: [
          '每个房型至少 1 张照片，面积、楼层、床型、可住人数必须与实际一致。审核通过后才能在房型下添加售卖产品。房价、折扣和预订规则修改后立即生效，无需审核。',
        ],
        en: [
          'Each room type needs at least 1 photo, and its size, floor, bed types and occupancy must match reality. Products for sale can be added under a room type only after approval. Changes to prices, discounts and booking rules take effect at once without review.',
        ],
      },
    },
    {
      heading: { zh: '服务时间与联系人', en: 'Service hours and contacts' },
      paragraphs: {
        zh: [
          '前台服务时间每天不少于 8 小时。须维护主联系人、房态联系人和结算联系人，手机和邮箱须真实有效。上线后的酒店名称、地址等变更须通过平台商务经理办理。',
        ],
        en: [
          'The front desk must serve at least 8 hours a day. Keep a main contact, a room-status contact and a settlement contact, with working mobile numbers and e-mail addresses. After going online, changes to the hotel\'s name, address and similar details go through the platform business manager.',
        ],
      },
    },
    {
      heading: { zh: '订单履约', en: 'Honouring orders' },
      paragraphs: {
        zh: [
          '酒店应在确认时限内处理订单。已确认订单不得拒绝入住或要求加价；因满房无法接待的，须协助房客入住同级或更高等级的酒店并承担差价。',
        ],
        en: [
          'Handle each order within the confirmation window. A confirmed guest may not be turned away or asked to pay more; if the hotel is full, it must help the guest into a hotel of the same or higher grade and pay the price difference.',
        ],
      },
    },
  ],
}
