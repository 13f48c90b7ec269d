import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房东规则（中国大陆）', en: 'Landlord rules (mainland China)' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '准入条件', en: 'Who may host' },
      paragraphs: {
        zh: [
          '房东须年满 18 周岁，通过身份证实名认证，并确保房屋合法可出租（自有产权、取得租赁授权或符合当地民宿管理规定）。未完成实名认证不能发布、编辑或上线房源。',
        ],
        en: [
          'Hosts must be at least 18, pass real-name authentication with a mainland ID card, and be entitled to let the property (as owner, with the lessor\'s authorisation, or under local B&B regulations). Without real-name authentication you cannot publish, edit or put a listing online.',
        ],
      },
    },
    {
      heading: { zh: '房源信息', en: 'Listing information' },
      paragraphs: {
        zh: [
          '地址、户型、面积、床型、设施和照片必须真实。不得在标题和描述中出现联系方式、网址、价格，或“酒店、宾馆、旅舍、浴场、钟点房”等词语；不得使用表情符号和特殊字符。',
        ],
        en: [
          'The address, layout, area, beds, facilities and photos must be true. Titles and descriptions may not contain contact details, websites, prices, or words such as "hotel", "guest house", "hostel", "bath house" or "timed rest", nor emoji and special characters.',
        ],
      },
    },
    {
      heading: { zh: '接单与确认', en: 'Accepting orders' },
      paragraphs: {
        zh: [
          '房东须在确认时限内接受或拒绝订单。拒单须说明原因（如日期太远、天数太少、无法接待、维修、价格未定、已满房），并会自动关闭当天房态。',
          '拒单或超时未确认会影响排名：首次超时或拒单降权 7 天，拒单还会使房东所有房源置底 7 天，并可能降低房东等级。',
        ],
        en: [
          'Accept or reject each order within the confirmation window. A rejection needs a reason (date too far, too few days, unable to host, maintenance, price uncertain, fully booked) and closes that day\'s availability automatically.',
          'Rejections and timeouts hurt ranking: the first timeout or rejection means 7 days of down-ranking, a rejection also puts all your listings at the bottom for 7 days, and your host level may drop.',
        ],
      },
    },
    {
      heading: { zh: '入住与登记', en: 'Check-in and registration' },
      paragraphs: {
        zh: [
          '房客须凭有效证件入住，房东通过扫描证件确认入住并依法登记。实际入住人数不得超过订单人数；未成年人入住按《未成年人入住规则》执行。',
        ],
        en: [
          'Guests check in with a valid ID; the host confirms check-in by scanning it and registers the guests as the law requires. The number of guests may not exceed the order; minors follow the minors\' check-in rules.',
        ],
      },
    },
    {
      heading: { zh: '沟通与回复', en: 'Messages' },
      paragraphs: {
        zh: [
          '房客消息应及时回复，超过 60 分钟未回复的咨询可能被记为违规。所有沟通和交易须在平台内完成。',
        ],
        en: [
          'Reply to guest messages promptly; an enquiry left unanswered for more than 60 minutes may be recorded as a violation. Keep all communication and payment on the platform.',
        ],
      },
    },
  ],
}
