import { unitToday } from '../../../domain/calendar/zones'
import { QUALIFICATION_DOCUMENTS, type HotelQualificationValue, type QualificationDocument } from '../../../domain/hotel/rules'
import type { StreamHead } from '../../../domain/stream-head'
import { refused } from '../../errors'
import { fileStoreOf } from '../../files/store'
import { zipPieces, type ZipEntry } from '../../files/zip'
import type { HandlerContext, StreamAnswer } from '../../handler'
import { uploadPathFromUrl } from '../general/image-upload'
import { callerOf } from '../house/service'
import { ownHotel, requireHotelPublisher, type StoredHotel } from './store'

type Lang = 'zh' | 'en'

const BOM = '\ufeff'
const BEIJING_MS = 8 * 60 * 60 * 1000

const DOCUMENT_NAMES: Record<Lang, Record<QualificationDocument, string>> = {
  zh: {
    businessLicence: '营业执照', hotelLicence: '旅馆业特种行业许可证', specialIndustry: '特种行业许可证（北京）', fire: '消防许可证',
    hygiene: '卫生许可证', catering: '餐饮服务许可证', authorization: '授权书', lease: '租赁合同', property: '房产证',
    idFront: '身份证人像面', idBack: '身份证国徽面',
  },
  en: {
    businessLicence: 'business-licence', hotelLicence: 'hotel-licence', specialIndustry: 'special-industry-licence-beijing', fire: 'fire-safety-licence',
    hygiene: 'hygiene-licence', catering: 'catering-licence', authorization: 'authorization-statement', lease: 'lease-contract', property: 'property-certificate',
    idFront: 'id-card-portrait-side', idBack: 'id-card-emblem-side',
  },
}

const TEXT_NAMES: Record<Lang, { summary: string; statement: string; folder: string; archive: string }> = {
  zh: { summary: '资质信息.txt', statement: '授权书（打印签字后上传）.txt', folder: '证件', archive: '资质材料' },
  en: { summary: 'qualification.txt', statement: 'authorization-statement-to-sign.txt', folder: 'documents', archive: 'qualification' },
}

/** A scan of the qualification: where it is stored and its name in the archive. */
type Scan = { path: string; name: string }

/**
 * hotelQualificationDownload (decision 0086): the host's own hotel (403 another's, 404 none), its
 * qualification saved (qualificationNotSaved), as one ZIP: the summary of its fields, the
 * authorization statement filled in to print and sign, and every scan the host uploaded, named by
 * document. Scans are named again only when the host's own uploads (as when saved), and only the
 * ones still stored are counted; the head's total is the number of files.
 */
export async function qualificationDownload(
  ctx: HandlerContext, input: { hotelId: string; lang?: Lang | undefined },
): Promise<StreamAnswer<StreamHead>> {
  const caller = await callerOf(ctx)
  requireHotelPublisher(caller)
  const hotel = await ownHotel(ctx.db, caller, input.hotelId)
  const value = hotel.steps.qualify
  if (!value) throw refused('qualificationNotSaved')
  const lang: Lang = input.lang ?? 'en'
  const store = fileStoreOf(ctx.config)
  const scans = await storedScans(ctx, hotel.userId, value, lang)
  const present: Scan[] = []
  const missing: Scan[] = []
  for (const scan of scans) ((await store.size(scan.path)) === null ? missing : present).push(scan)

  const now = ctx.now()
  const day = unitToday('CHN', now)
  const names = TEXT_NAMES[lang]
  const hotelName = hotel.steps.hotelInfo?.name.trim() ?? ''
  async function* entries(): AsyncGenerator<ZipEntry> {
    const encoder = new TextEncoder()
    yield { name: names.summary, data: encoder.encode(BOM + summary(hotel, value!, lang, day, present, missing)) }
    yield { name: names.statement, data: encoder.encode(BOM + statement(hotel, value!, lang)) }
    for (const scan of present) {
      const data = await store.get(scan.path)
      if (!data) throw new Error(`qualification download: ${scan.path} went away while the archive was written`)
      yield { name: scan.name, data }
    }
  }
  return {
    fileName: `${safeName(hotelName) || 'hotel'}-${names.archive}-${day.replaceAll('-', '')}.zip`,
    total: 2 + present.length,
    body: zipPieces(entries(), new Date(now + BEIJING_MS)),
  }
}

/** The scans the qualification names that are this host's own uploads, in document order. */
async function storedScans(ctx: HandlerContext, userId: number, value: HotelQualificationValue, lang: Lang): Promise<Scan[]> {
  const named = QUALIFICATION_DOCUMENTS.flatMap((document) => (value.images[document] ?? []).map((url, index, all) => ({
    document, path: uploadPathFromUrl(url), suffix: all.length > 1 ? `-${index + 1}` : '',
  })))
  const paths = named.flatMap((scan) => (scan.path ? [scan.path] : []))
  const own = paths.length === 0 ? new Set<string>()
    : new Set((await ctx.db.selectFrom('uploads').select('path').where('user_id', '=', userId).where('path', 'in', paths).execute()).map((row) => row.path))
  const folder = TEXT_NAMES[lang].folder
  return named.flatMap((scan, index) => {
    if (!scan.path || !own.has(scan.path)) return []
    const ext = scan.path.slice(scan.path.lastIndexOf('.'))
    return [{ path: scan.path, name: `${folder}/${String(index + 1).padStart(2, '0')}-${DOCUMENT_NAMES[lang][scan.document]}${scan.suffix}${ext}` }]
  })
}

function summary(hotel: StoredHotel, value: HotelQualificationValue, lang: Lang, day: string, present: readonly Scan[], missing: readonly Scan[]): string {
  const zh = lang === 'zh'
  const none = zh ? '（未填写）' : '(not given)'
  const line = (label: string, text: string | undefined) => `${label}: ${text?.trim() || none}`
  const lines = [
    zh ? '酒店资质信息' : 'Hotel qualification',
    line(zh ? '酒店名称' : 'Hotel', hotel.steps.hotelInfo?.name),
    line(zh ? '酒店编号' : 'Hotel ID', hotel.hotelId),
    line(zh ? '下载日期（北京时间）' : 'Downloaded on (Beijing)', day),
    '',
    line(zh ? '经营主体' : 'Who runs the hotel', value.kind === 'public' ? (zh ? '企业（营业执照）' : 'A company (business licence)') : value.kind === 'personal' ? (zh ? '个人' : 'A person') : ''),
    line(zh ? '经营者姓名' : "Operator's name", value.operatorName),
    line(zh ? '经营者证件号码' : "Operator's ID number", value.operatorId),
    line(zh ? '承租人/产权人姓名' : "Lessee or owner's name", value.ownerName),
    line(zh ? '承租人/产权人证件号码' : "Lessee or owner's ID number", value.ownerId),
  ]
  if (value.kind === 'public') {
    lines.push('', zh ? '营业执照' : 'Business licence',
      line(zh ? '企业名称' : 'Enterprise name', value.businessName),
      line(zh ? '统一社会信用代码' : 'Unified social credit code', value.creditCode),
      line(zh ? '法定代表人' : 'Legal person', value.legalPerson),
      line(zh ? '经营场所' : 'Premises', value.premises),
      line(zh ? '经营范围' : 'Business scope', value.scope),
      line(zh ? '企业类型' : 'Company type', value.licenceType),
      line(zh ? '有效期至' : 'Valid until', value.validUntil || (zh ? '长期' : 'long-term')))
  }
  lines.push('', zh ? '旅馆业特种行业许可证' : 'Hotel licence')
  if (value.hotelLicenceNumber?.trim()) {
    lines.push(
      line(zh ? '许可证编号' : 'Licence number', value.hotelLicenceNumber),
      line(zh ? '持证单位/人' : 'Holder', value.hotelLicenceHolder),
      line(zh ? '经营地址' : 'Registered address', value.hotelLicenceAddress),
      line(zh ? '发证机关' : 'Issuing authority', value.hotelLicenceAuthority),
      line(zh ? '发证日期' : 'Issued on', value.hotelLicenceFrom),
      line(zh ? '有效期至' : 'Valid until', value.hotelLicenceLongTerm ? (zh ? '长期' : 'long-term') : value.hotelLicenceUntil))
  } else lines.push(none)
  lines.push('', zh ? '证件扫描件' : 'Scans', ...present.map((scan) => `- ${scan.name}`))
  if (present.length === 0) lines.push(none)
  if (missing.length > 0) lines.push('', zh ? `另有 ${missing.length} 份扫描件已不在存储中，请重新上传。` : `${missing.length} more scans are no longer stored: upload them again.`)
  return lines.join('\r\n') + '\r\n'
}

/**
 * The authorization statement (business rules 3): the lessee or owner of the premises authorizes
 * the operator to run the hotel there and publish it. Filled with what the host saved; blanks
 * are lines to write on.
 */
function statement(hotel: StoredHotel, value: HotelQualificationValue, lang: Lang): string {
  const blank = '________________'
  const filled = (text: string | undefined) => text?.trim() || blank
  const address = hotel.steps.address ? `${hotel.steps.address.address} ${hotel.steps.address.doorNumber}`.trim() : ''
  const hotelName = filled(hotel.steps.hotelInfo?.name)
  const company = value.kind === 'public' && value.businessName.trim() ? value.businessName.trim() : ''
  if (lang === 'zh') {
    return [
      '授权书',
      '',
      `授权人（房屋承租人/产权人）：${filled(value.ownerName)}    证件号码：${filled(value.ownerId)}`,
      `被授权人（经营者）：${filled(value.operatorName)}    证件号码：${filled(value.operatorId)}`,
      ...(company ? [`经营单位：${company}    统一社会信用代码：${filled(value.creditCode)}`] : []),
      '',
      `授权人为位于 ${filled(address)} 的房屋的合法承租人/产权人，现授权被授权人${company ? `（${company}）` : ''}在该房屋经营酒店“${hotelName}”，并在本平台发布、经营该酒店。`,
      '授权期限：自 ____ 年 __ 月 __ 日至 ____ 年 __ 月 __ 日。',
      '',
      '授权人签字（盖章）：________________    日期：____ 年 __ 月 __ 日',
      '被授权人签字（盖章）：________________    日期：____ 年 __ 月 __ 日',
      '',
      '请打印本授权书，双方签字后拍摄彩色扫描件，在酒店资质的“授权书”处上传。',
    ].join('\r\n') + '\r\n'
  }
  return [
    'Authorization statement',
    '',
    `Authorizing party (lessee or owner of the premises): ${filled(value.ownerName)}    ID number: ${filled(value.ownerId)}`,
    `Authorized party (operator): ${filled(value.operatorName)}    ID number: ${filled(value.operatorId)}`,
    ...(company ? [`Operating company: ${company}    Unified social credit code: ${filled(value.creditCode)}`] : []),
    '',
    `The authorizing party, the lawful lessee or owner of the premises at ${filled(address)}, authorizes the authorized party${company ? ` (${company})` : ''} to run the hotel "${hotelName}" at these premises and to publish and operate it on the platform.`,
    'Valid from ____-__-__ until ____-__-__.',
    '',
    'Signature (or seal) of the authorizing party: ________________    Date: ____-__-__',
    'Signature (or seal) of the authorized party: ________________    Date: ____-__-__',
    '',
    'Print this statement, have both parties sign it, and upload a colour scan as the "Authorization statement" of the hotel qualification.',
  ].join('\r\n') + '\r\n'
}

/** A file name part: no path separators, reserved characters or control characters. */
function safeName(name: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '').trim().slice(0, 50)
}
