import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '海外用户隐私说明', en: 'Privacy notice for overseas users' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '适用范围', en: 'Who this applies to' },
      paragraphs: {
        zh: [
          '本说明适用于中国大陆以外的房东和房客，是《隐私政策》的补充；两者不一致时，以本说明中对海外用户更有利的内容为准。',
        ],
        en: [
          'This notice applies to hosts and guests outside mainland China and supplements the privacy policy; where the two differ, the provision more favourable to overseas users applies.',
        ],
      },
    },
    {
      heading: { zh: '跨境传输', en: 'Cross-border transfer' },
      paragraphs: {
        zh: [
          '为完成预订和结算，您的姓名、护照信息、联系方式和收款账户会传输至中国境内的服务器处理。我们与接收方签订数据处理协议，仅在履行订单、结算和法定义务所必需的范围内使用。',
        ],
        en: [
          'To complete bookings and settlement, your name, passport details, contact details and payout account are transferred to servers in mainland China for processing. We sign data-processing agreements with recipients and use the data only as needed to fulfil orders, settle payments and meet legal duties.',
        ],
      },
    },
    {
      heading: { zh: '护照与自拍', en: 'Passport and selfie' },
      paragraphs: {
        zh: [
          '海外房东通过护照完成实名认证。护照照片和自拍仅用于身份核验，核验完成后原图加密保存，除审核人员外任何人无法查看。',
        ],
        en: [
          'Overseas hosts complete real-name authentication with a passport. Passport photos and the selfie are used only to verify identity; after verification the originals are stored encrypted and only reviewers can see them.',
        ],
      },
    },
    {
      heading: { zh: '您的权利', en: 'Your rights' },
      paragraphs: {
        zh: [
          '根据您所在地的法律（例如欧盟 GDPR、日本个人信息保护法），您可以要求访问、更正、删除、限制处理或携带您的数据，并可向当地监管机构投诉。请联系 service@hostportal.example。',
        ],
        en: [
          'Depending on the law where you live (for example the EU GDPR or Japan\'s Act on the Protection of Personal Information), you may ask to access, correct, erase, restrict or port your data and may complain to your local regulator. Contact service@hostportal.example.',
        ],
      },
    },
  ],
}
