import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '日本民宿经营规则', en: 'Japan lodging rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '合法经营', en: 'Operating legally' },
      paragraphs: {
        zh: [
          '在日本经营民宿须依照《住宅宿泊事业法》向所在地政府申报，或取得旅馆业许可、特区民宿认定。发布时须填写申报编号或许可编号，并上传证明文件。',
        ],
        en: [
          'Hosting in Japan requires a notification under the Private Lodging Business Act (minpaku) to the local government, or a hotel business licence or a special-zone approval. Enter the notification or licence number when publishing and upload the certificate.',
        ],
      },
    },
    {
      heading: { zh: '营业天数', en: 'Days per year' },
      paragraphs: {
        zh: [
          '按《住宅宿泊事业法》申报的房源，每年营业不得超过 180 晚，部分地区条例另有更严格的限制。超过限制的日期请在房态日历中关闭。',
        ],
        en: [
          'Listings notified under the Private Lodging Business Act may not host more than 180 nights a year, and some local ordinances are stricter. Close any dates beyond the limit in the calendar.',
        ],
      },
    },
    {
      heading: { zh: '房客登记', en: 'Guest register' },
      paragraphs: {
        zh: [
          '须核对每位房客的姓名、住址、职业；外国房客须查验护照并留存复印件，登记簿保存 3 年。',
        ],
        en: [
          'Record each guest\'s name, address and occupation; for foreign guests, check the passport and keep a copy. Keep the register for 3 years.',
        ],
      },
    },
    {
      heading: { zh: '安全与邻里', en: 'Safety and neighbours' },
      paragraphs: {
        zh: [
          '房屋须配备火灾报警器、应急照明和疏散路线图，并以房客能理解的语言说明垃圾分类、噪音和紧急联系方式。售卖币种可选日元。',
        ],
        en: [
          'The property needs fire alarms, emergency lighting and an evacuation map, and must explain waste sorting, quiet hours and emergency contacts in a language the guest understands. Listings may be sold in JPY.',
        ],
      },
    },
  ],
}
