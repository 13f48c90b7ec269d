import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房客规则', en: 'Guest rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '身份与人数', en: 'Identity and party size' },
      paragraphs: {
        zh: [
          '房客须实名预订和入住，入住人数不得超过订单人数。加人须经房东同意并按房源标明的加人费支付。',
        ],
        en: [
          'Guests book and check in under their real names, and no more people may stay than the order shows. Extra guests need the host\'s consent and pay the listed extra-guest fee.',
        ],
      },
    },
    {
      heading: { zh: '取消与退款', en: 'Cancellation and refunds' },
      paragraphs: {
        zh: [
          '预订后 15 分钟内免费取消；之后按房源的取消政策（宽松、中等、严格、非常严格、不可取消）计算扣款，在线退款 1-7 个工作日到账。',
        ],
        en: [
          'Cancellation is free within 15 minutes of booking; after that the listing\'s policy (lenient, moderate, strict, very strict or non-refundable) decides the charge. Online refunds arrive within 1-7 working days.',
        ],
      },
    },
    {
      heading: { zh: '房屋守则', en: 'House rules' },
      paragraphs: {
        zh: [
          '房客须遵守房东设定的守则，包括聚会、商业拍摄、宠物、吸烟、做饭和安静时段的规定。违反守则造成损失的，房东可申请从押金中扣除。',
        ],
        en: [
          'Guests follow the host\'s house rules on parties, commercial filming, pets, smoking, cooking and quiet hours. Losses caused by breaking them may be claimed from the deposit.',
        ],
      },
    },
    {
      heading: { zh: '提前离店', en: 'Leaving early' },
      paragraphs: {
        zh: [
          '房客提前离店的，未入住天数的房费按取消政策处理，订单状态显示为“提前离店”。',
        ],
        en: [
          'If a guest leaves early, the rent for the unused nights is handled under the cancellation policy and the order shows "Guest left early".',
        ],
      },
    },
  ],
}
