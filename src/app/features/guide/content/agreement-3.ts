import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '知识产权声明', en: 'Intellectual property statement' },
  updated: '2026-11-20',
  sections: [
    {
      heading: { zh: '平台的权利', en: 'Our rights' },
      paragraphs: {
        zh: [
          '房东后台 Host Portal 的名称、标识、页面设计、软件代码和平台自行制作的内容，其著作权、商标权等知识产权归平台运营方所有，未经书面许可不得复制、修改或用于商业目的。',
        ],
        en: [
          'The name, logo, page design, software and the platform\'s own content of 房东后台 Host Portal, and the copyright, trademarks and other intellectual property in them, belong to the operator; they may not be copied, modified or used commercially without written permission.',
        ],
      },
    },
    {
      heading: { zh: '您上传的内容', en: 'Content you upload' },
      paragraphs: {
        zh: [
          '您保证对上传的照片、视频、文字享有合法权利。为展示和推广房源，您授予平台在全球范围内免费、非独占的使用许可，包括裁剪、压缩和添加平台标识。删除房源后，平台停止新的使用。',
        ],
        en: [
          'You confirm that you hold the rights to the photos, videos and text you upload. To show and promote your listings, you grant the platform a free, worldwide, non-exclusive licence to use them, including cropping, compressing and adding the platform\'s mark. Once you delete a listing, we stop new uses.',
        ],
      },
    },
    {
      heading: { zh: '禁止行为', en: 'Not allowed' },
      paragraphs: {
        zh: [
          '不得盗用其他房源的照片或描述，不得抓取、批量下载平台数据，不得在照片中添加其他平台的水印或品牌宣传。',
        ],
        en: [
          'Do not copy photos or descriptions from other listings, scrape or bulk-download platform data, or add other platforms\' watermarks or brand promotion to photos.',
        ],
      },
    },
    {
      heading: { zh: '侵权投诉', en: 'Infringement notices' },
      paragraphs: {
        zh: [
          '认为平台上的内容侵犯您权利的，请将权属证明、侵权内容链接和联系方式发送至 service@hostportal.example，我们核实后将在 5 个工作日内处理。',
        ],
        en: [
          'If you believe content on the platform infringes your rights, send proof of ownership, links to the content and your contact details to service@hostportal.example; after checking, we act within 5 working days.',
        ],
      },
    },
  ],
}
