import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '房东规则（海外）', en: 'Landlord rules (overseas)' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '准入条件', en: 'Who may host' },
      paragraphs: {
        zh: [
          '海外房东须年满 18 周岁，使用护照完成实名认证（上传护照照片和自拍），并遵守房屋所在国家或地区关于短租的法律，例如登记、许可和营业天数限制。',
        ],
        en: [
          'Overseas hosts must be at least 18, complete real-name authentication with a passport (passport photo and a selfie), and obey the short-term rental laws where the property is located, such as registration, licences and limits on nights per year.',
        ],
      },
    },
    {
      heading: { zh: '币种与价格', en: 'Currency and prices' },
      paragraphs: {
        zh: [
          '售卖币种可选人民币、美元或日元。价格须包含当地规定必须包含的税费；另行收取的城市税等须在描述中写明，并在订单中如实告知。',
        ],
        en: [
          'Listings can be sold in RMB, USD or JPY. Prices must include the taxes local law requires; any separately charged city tax must be stated in the description and disclosed on the order.',
        ],
      },
    },
    {
      heading: { zh: '结算', en: 'Settlement' },
      paragraphs: {
        zh: [
          '海外订单以人民币或美元结算至海外银行账户，需提供 SWIFT 代码、收款银行地址和银行代码。第三方手续费和结算汇率在结算单中列示，结算于离店后 3 个工作日内完成。',
        ],
        en: [
          'Overseas orders are settled in RMB or USD to a foreign bank account; provide the SWIFT code, bank address and bank code. Third-party fees and the settlement rate appear on the statement, and settlement completes within 3 working days after check-out.',
        ],
      },
    },
    {
      heading: { zh: '接待要求', en: 'Hosting standards' },
      paragraphs: {
        zh: [
          '入住说明须提供中文或英文版本，写明取钥匙方式、紧急联系方式和最近的医院。其余接单、拒单和处罚规则与大陆房东相同。',
        ],
        en: [
          'Provide check-in instructions in Chinese or English, with how to get the keys, an emergency contact and the nearest hospital. The rules on accepting and rejecting orders and on penalties are the same as for mainland hosts.',
        ],
      },
    },
  ],
}
