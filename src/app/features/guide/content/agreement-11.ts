import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '酒店商户经营规则', en: 'Hotel merchant operation rules' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '入驻资料', en: 'Sign-up documents' },
      paragraphs: {
        zh: [
          '酒店入驻须提交酒店信息、房型、设施、照片、资质和结算信息。资质包括营业执照（统一社会信用代码 10-30 位）、经营者身份证明和所需的行业许可证。',
        ],
        en: [
          'To sign up, a hotel submits its details, room types, facilities, photos, licences and settlement details. Licences include the business licence (credit code of 10-30 characters), the operator\'s ID and any industry licences required.',
        ],
      },
    },
    {
      heading: { zh: '信息维护', en: 'Keeping details current' },
      paragraphs: {
        zh: [
          '酒店名称 3-50 字，介绍和亮点 50-500 字，总房间数 0-9999；前台电话、联系人和服务时间须准确。上线后的重要信息变更由平台商务经理协助办理。',
        ],
        en: [
          'Hotel names are 3-50 characters, descriptions and highlights 50-500, total rooms 0-9999; front-desk phone, contacts and service hours must be accurate. After going online, major changes are made with the help of the platform business manager.',
        ],
      },
    },
    {
      heading: { zh: '房价与库存', en: 'Rates and inventory' },
      paragraphs: {
        zh: [
          '房价 1-99999 元，库存 0-999 间，可批量设置最多 5 个日期段。直连酒店的价格和库存以直连系统推送为准。',
        ],
        en: [
          'Rates are RMB 1-99999 and inventory 0-999 rooms; batch edits take up to 5 date ranges. For connected hotels, the rates and inventory pushed by the connected system apply.',
        ],
      },
    },
    {
      heading: { zh: '结算', en: 'Settlement' },
      paragraphs: {
        zh: [
          '结算卡可为对公或对私账户，开户名须与营业执照或经营者一致。订单于离店后 3 个工作日内结算。',
        ],
        en: [
          'The settlement card may be a company or personal account, and the account name must match the business licence or the operator. Orders settle within 3 working days after check-out.',
        ],
      },
    },
  ],
}
