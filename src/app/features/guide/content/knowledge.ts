import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房东知识库', en: 'Host knowledge base' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '发布第一套房源', en: 'Publishing your first listing' },
      paragraphs: {
        zh: [
          '完成实名认证后，依次填写地址、概况、描述、设施、照片、售价、折扣和预订规则。地址必须先保存；地图位置与地址相差 500 米以上会提示，超过 3 公里无法提交。',
        ],
        en: [
          'After real-name authentication, fill in the address, overview, description, facilities, photos, price, discounts and booking rules in order. Save the address first; a map pin more than 500 m from the address triggers a warning and more than 3 km blocks submission.',
        ],
      },
    },
    {
      heading: { zh: '照片要点', en: 'Photo tips' },
      paragraphs: {
        zh: [
          '至少 5 张，建议 5-10 张，jpg/jpeg/png 格式，单张小于 20M。封面必须横拍，不能是卫生间或厨房；至少 1 张床的照片。照片中不得出现联系方式、水印或其他房源的画面。',
        ],
        en: [
          'At least 5 photos, 5-10 recommended, in jpg, jpeg or png and under 20 MB each. The cover must be landscape and not a bathroom or kitchen; include at least 1 photo of a bed. No contact details, watermarks or pictures of another listing.',
        ],
      },
    },
    {
      heading: { zh: '价格与日历', en: 'Prices and the calendar' },
      paragraphs: {
        zh: [
          '可分别设置周日至周四、周五至周六和节假日价格。房态日历默认开放 6 个月，批量修改最多 5 个日期段，每段不超过 365 天。价格为 1-99999 的整数，库存 0-999。',
        ],
        en: [
          'You can set separate prices for Sunday-Thursday, Friday-Saturday and holidays. The calendar is open 6 months ahead by default; a batch edit takes up to 5 date ranges of under 365 days each. Prices are whole numbers from 1 to 99999, inventory 0 to 999.',
        ],
      },
    },
    {
      heading: { zh: '审核需要多久', en: 'How long review takes' },
      paragraphs: {
        zh: [
          '民宿审核 1-3 个工作日，酒店约 2 个工作日。审核期间不能修改字段；已上线房源的修改在审核通过后才替换线上信息，价格、折扣、预订规则、取消规则和同类房数量修改后立即生效。',
        ],
        en: [
          'B&B review takes 1-3 working days, hotel review about 2. Fields cannot be changed during review; edits to an online listing replace the live details only after approval, while price, discounts, booking rules, cancellation rules and the number of similar units change at once.',
        ],
      },
    },
    {
      heading: { zh: '常见被拒原因', en: 'Common reasons for rejection' },
      paragraphs: {
        zh: [
          '照片模糊、重复或带水印；描述中含联系方式、价格或线下收取押金、清洁费的内容；标题使用“酒店、宾馆、旅舍、钟点房”等禁用词；地址与地图不符；重复发布同一房源；房内装有监控设备。',
        ],
        en: [
          'Blurry, duplicate or watermarked photos; contact details, prices or offline deposit or cleaning-fee charges in the text; banned words such as "hotel", "guest house", "hostel" or "timed rest" in the title; an address that does not match the map; the same listing published twice; monitoring equipment inside.',
        ],
      },
    },
  ],
}
