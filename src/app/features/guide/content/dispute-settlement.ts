import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '纠纷处理规则', en: 'Dispute settlement rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '适用范围', en: 'Scope' },
      paragraphs: {
        zh: [
          '本规则适用于房东（酒店）与房客之间因订单、房源描述、押金、卫生、安全等产生的纠纷。',
        ],
        en: [
          'These rules apply to disputes between hosts (or hotels) and guests over orders, listing descriptions, deposits, cleanliness, safety and similar matters.',
        ],
      },
    },
    {
      heading: { zh: '先行协商', en: 'Talk first' },
      paragraphs: {
        zh: [
          '双方应先通过平台消息协商，并保留照片、视频和聊天记录。平台外的约定和转账不受平台保障。',
        ],
        en: [
          'Both sides should first try to settle through platform messages and keep photos, videos and chat records. Agreements and payments made outside the platform are not protected by the platform.',
        ],
      },
    },
    {
      heading: { zh: '客服介入', en: 'Customer-service intervention' },
      paragraphs: {
        zh: [
          '任何一方可申请客服介入，客服在 24 小时内联系双方，并在收集证据后 2 个工作日内给出处理意见。处理期间相关款项暂停结算。',
        ],
        en: [
          'Either side may ask customer service to step in. An agent contacts both sides within 24 hours and gives a decision within 2 working days after collecting evidence. Related amounts are held from settlement meanwhile.',
        ],
      },
    },
    {
      heading: { zh: '判定原则', en: 'How we decide' },
      paragraphs: {
        zh: [
          '以订单页面展示的信息和取消政策为准；房源实际情况与描述严重不符、无法入住或存在安全隐患的，房客可全额退款，房东承担相应违约责任。房客损坏物品的，按押金规则处理。',
        ],
        en: [
          'The information and cancellation policy shown on the order page prevail. If the listing differs seriously from its description, cannot be entered or is unsafe, the guest gets a full refund and the host bears the consequences; damage by a guest is handled under the deposit rules.',
        ],
      },
    },
    {
      heading: { zh: '不服处理结果', en: 'If you disagree' },
      paragraphs: {
        zh: [
          '对处理结果有异议的，可在 7 天内提交补充证据申请复核一次。双方也可依法向房屋所在地人民法院起诉。',
        ],
        en: [
          'If you disagree with the decision, you may ask for one review with new evidence within 7 days. Either side may also sue in the people\'s court where the property is located.',
        ],
      },
    },
  ],
}
