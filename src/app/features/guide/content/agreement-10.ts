import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '未成年人隐私保护政策', en: 'Privacy policy for minors' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '原则', en: 'Principles' },
      paragraphs: {
        zh: [
          '我们只在为未成年人办理入住登记所必需的范围内处理其个人信息，并征得监护人同意。平台不向未满 18 周岁的人开放房东注册。',
        ],
        en: [
          'We process a minor\'s personal information only as far as needed for check-in registration, and with a guardian\'s consent. Host registration is not open to anyone under 18.',
        ],
      },
    },
    {
      heading: { zh: '收集的信息', en: 'What we collect' },
      paragraphs: {
        zh: [
          '姓名、证件类型和号码、年龄及监护人联系方式，用于依法登记。订单中仅显示“含未成年人”标识，不向房东展示完整证件号码。',
        ],
        en: [
          'Name, document type and number, age and the guardian\'s contact, for legal registration. Orders show only an "includes minors" flag; hosts do not see the full document number.',
        ],
      },
    },
    {
      heading: { zh: '保存与删除', en: 'Retention and deletion' },
      paragraphs: {
        zh: [
          '登记信息加密保存，仅在法定期限内保留，期满后删除。监护人可随时要求查阅、更正或删除。',
        ],
        en: [
          'Registration data is stored encrypted, kept only for the legal period and then deleted. Guardians may ask at any time to see, correct or delete it.',
        ],
      },
    },
    {
      heading: { zh: '联系我们', en: 'Contact' },
      paragraphs: {
        zh: [
          '监护人可发邮件至 service@hostportal.example，邮件标题注明“未成年人信息”，我们在 15 个工作日内处理。',
        ],
        en: [
          'Guardians can e-mail service@hostportal.example with "Minor\'s information" in the subject; we respond within 15 working days.',
        ],
      },
    },
  ],
}
