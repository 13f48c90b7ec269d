import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房源标准', en: 'Listing standards' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '基本信息', en: 'Basic details' },
      paragraphs: {
        zh: [
          '出租面积 1-9999 平方米，可住人数 1-99 人，同类房数量 1-99。标题 12-50 字，描述 20-2000 字，不得含联系方式、价格、网址和禁用词。',
        ],
        en: [
          'Rental area 1-9999 m², 1-99 guests, 1-99 similar units. Titles are 12-50 characters and descriptions 20-2000, without contact details, prices, websites or banned words.',
        ],
      },
    },
    {
      heading: { zh: '床与卫浴', en: 'Beds and bathrooms' },
      paragraphs: {
        zh: [
          '每张床须填写类型、长度和宽度；床长 1.8-2.2 米，宽度不超过 2.2 米，保留一位小数，最多 20 张床，同类型同尺寸的床不得重复添加。须写明卫生间为独立或公共。',
        ],
        en: [
          'Each bed needs a type, length and width: length 1.8-2.2 m, width up to 2.2 m, one decimal, at most 20 beds, and no duplicate bed of the same type and size. State whether the bathroom is private or shared.',
        ],
      },
    },
    {
      heading: { zh: '照片', en: 'Photos' },
      paragraphs: {
        zh: [
          '至少 5 张真实照片，须包含卧室、卫生间和床的照片，有厨房和客厅的须一并提供。封面横拍且不是卫生间或厨房。不得使用截图、拼接、拉伸、倒置、过旧或其他房源的照片。',
        ],
        en: [
          'At least 5 real photos, including the bedroom, bathroom and bed, plus the kitchen and living room if there are any. The cover is landscape and not a bathroom or kitchen. No screenshots, collages, stretched, upside-down or outdated photos, or photos of another listing.',
        ],
      },
    },
    {
      heading: { zh: '价格与规则', en: 'Prices and rules' },
      paragraphs: {
        zh: [
          '价格为正整数；折扣 1.0-9.5 折（早鸟最高 9.9 折），连住天数越长、折扣越大。最晚预订时间不得晚于最晚入住时间。不得在平台外收取押金或清洁费。',
        ],
        en: [
          'Prices are positive whole numbers; a discount is set from 1.0 to 9.5 (the guest pays 10%-95% of the price; early bird up to 9.9), and longer stays need bigger discounts. The latest booking time may not be later than the latest check-in. No deposit or cleaning fee may be collected off the platform.',
        ],
      },
    },
    {
      heading: { zh: '不予上线的房源', en: 'Listings we do not accept' },
      paragraphs: {
        zh: [
          '酒店、宾馆、青旅等经营模式应走酒店入驻流程；团体房、长租房；重复发布的房源；房内有监控设备的房源。',
        ],
        en: [
          'Hotels, guest houses and hostels, which must use the hotel sign-up instead; group and long-term rentals; duplicate listings; listings with monitoring devices inside.',
        ],
      },
    },
  ],
}
