import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房客规则', en: 'Guest rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '预订', en: 'Booking' },
      paragraphs: {
        zh: [
          '房客须以真实身份预订，订单人数与实际入住人数一致，并遵守房源标明的最短和最长入住天数、入住和退房时间。',
        ],
        en: [
          'Guests book under their real identity, with the number of guests on the order matching those who stay, and respect the listing\'s minimum and maximum stay and its check-in and check-out times.',
        ],
      },
    },
    {
      heading: { zh: '取消政策', en: 'Cancellation' },
      paragraphs: {
        zh: [
          '预订后 15 分钟内可免费取消。之后按房源的取消政策扣除房费的一定比例，参考时间为入住当天 14:00 或入住前若干天。政策等级从宽到严依次为：宽松、中等、严格、非常严格、不可取消。',
        ],
        en: [
          'A booking can be cancelled free of charge within 15 minutes. After that, a percentage of the room fee is charged under the listing\'s cancellation policy, measured from 14:00 on the arrival day or a number of days before it. From lenient to strict the levels are: lenient, moderate, strict, very strict and non-refundable.',
        ],
      },
    },
    {
      heading: { zh: '入住期间', en: 'During the stay' },
      paragraphs: {
        zh: [
          '遵守房屋守则：是否允许聚会、拍摄、宠物、吸烟、做饭，以及安静时段。爱护房屋设施，损坏的须照价赔偿，可从押金中扣除。',
        ],
        en: [
          'Follow the house rules on parties, filming, pets, smoking, cooking and quiet hours. Take care of the property; damage must be paid for and may be deducted from the deposit.',
        ],
      },
    },
    {
      heading: { zh: '点评', en: 'Reviews' },
      paragraphs: {
        zh: [
          '离店后可对卫生、安全、描述相符、交通位置和性价比进行评分和点评。完成入住 60 天内未点评的，系统自动生成默认点评。',
        ],
        en: [
          'After check-out you can rate cleanliness, safety, accuracy, location and value and write a review. If you have not reviewed within 60 days of the stay, a default review is generated automatically.',
        ],
      },
    },
  ],
}
