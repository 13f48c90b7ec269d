import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房源信息发布标准', en: 'Listing standards' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '真实性', en: 'Truthfulness' },
      paragraphs: {
        zh: [
          '房源的地址、户型、面积、设施和照片须与实际一致。门牌号只在订单确认后向房客展示。地图定位与地址偏差超过 3 公里的房源不能提交。',
        ],
        en: [
          'A listing\'s address, layout, area, facilities and photos must match reality. The unit number is shown to guests only after an order is confirmed. A listing whose map pin is over 3 km from its address cannot be submitted.',
        ],
      },
    },
    {
      heading: { zh: '文字', en: 'Text' },
      paragraphs: {
        zh: [
          '标题 12-50 字，描述 20-2000 字。禁止出现联系方式、价格、网址、表情符号，以及“酒店、宾馆、旅舍、浴场、钟点房”和优惠条件等词语。',
        ],
        en: [
          'Titles are 12-50 characters and descriptions 20-2000. Contact details, prices, websites, emoji, and words such as "hotel", "guest house", "hostel", "bath house", "timed rest" or promotional terms are not allowed.',
        ],
      },
    },
    {
      heading: { zh: '照片', en: 'Photos' },
      paragraphs: {
        zh: [
          '至少 5 张，jpg/jpeg/png，单张小于 20M；须有横拍封面和至少 1 张床的照片；禁止重复、模糊、拼接、水印、截图和其他房源的照片。',
        ],
        en: [
          'At least 5 photos in jpg, jpeg or png, each under 20 MB, with a landscape cover and at least one bed photo; no duplicate, blurry, composite, watermarked or screenshot photos, and none of another listing.',
        ],
      },
    },
    {
      heading: { zh: '审核结果', en: 'Review outcome' },
      paragraphs: {
        zh: [
          '审核未通过的，平台会列出原因和修改指引，房东修改后可重新提交。审核通过后房源上线。',
        ],
        en: [
          'If a listing is not approved, we list the reasons with guidance on what to change, and the host may resubmit after fixing them. Once approved, the listing goes online.',
        ],
      },
    },
  ],
}
