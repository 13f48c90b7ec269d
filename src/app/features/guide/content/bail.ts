import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '押金规则', en: 'Deposit rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '押金的设置', en: 'Setting a deposit' },
      paragraphs: {
        zh: [
          '房东可在售价步骤中设置押金金额，押金随房费在线支付并由平台托管。不得在描述或沟通中要求房客线下另付押金或清洁费。',
        ],
        en: [
          'Hosts set the deposit amount in the price step; it is paid online with the rent and held by the platform. Never ask guests to pay a deposit or cleaning fee offline, in the description or in messages.',
        ],
      },
    },
    {
      heading: { zh: '退还', en: 'Refund' },
      paragraphs: {
        zh: [
          '房客离店后房东无异议的，押金按原路退还，1-7 个工作日到账。',
        ],
        en: [
          'If the host raises no claim after the guest leaves, the deposit is returned to the original payment method within 1-7 working days.',
        ],
      },
    },
    {
      heading: { zh: '扣除申请', en: 'Claiming a deduction' },
      paragraphs: {
        zh: [
          '如房客损坏物品或违反房屋守则，房东须在离店后尽快在订单中发起扣款申请，写明金额并上传照片等证据，申请状态为“待房客确认”。',
        ],
        en: [
          'If a guest damaged property or broke the house rules, the host files a deduction claim on the order soon after check-out, with the amount and photos as evidence; the claim then waits for the guest\'s confirmation.',
        ],
      },
    },
    {
      heading: { zh: '房客拒绝与客服介入', en: 'Guest refusal and intervention' },
      paragraphs: {
        zh: [
          '房客拒绝扣款后，房东可申请客服介入，客服在 24 小时内联系双方并按证据裁定。房东在规定期限内未申请介入的，押金自动退还房客。',
        ],
        en: [
          'If the guest refuses, the host may ask customer service to step in; an agent contacts both sides within 24 hours and decides on the evidence. If the host does not ask for intervention within the set period, the deposit is refunded to the guest automatically.',
        ],
      },
    },
  ],
}
