import type { MessageKey } from '../messages'

/**
 * The text rules of a listing (business-rules section 5): no contact information, prices or
 * websites; no banned words in titles and descriptions; no offline deposit or cleaning-fee
 * text; no emoji or special characters. Text is normalised first (NFKC: full-width forms and
 * circled digits; traditional -> simplified for the characters the rules look for; Chinese
 * numerals -> digits) so the usual disguises are caught. Pure and small enough for the portal's
 * describe step (no opencc-js: docs/decisions/0014-listing-rules.md).
 */

export type TextRuleOptions = {
  /** Titles, descriptions, highlights, neighbourhood: the banned words apply. */
  bannedWords?: boolean
  /**
   * The other-charges text describes fees: prices are its subject. A deposit or cleaning fee
   * collected offline is still refused there (it is where a host would write one).
   */
  allowPrices?: boolean
}

export type TextFinding = { key: MessageKey; params?: Record<string, string | number> }

/** The first rule the text breaks, or null. Order: emoji, special characters, contact, website, price, offline fee, banned word. */
export function checkText(text: string, options: TextRuleOptions = {}): TextFinding | null {
  if (EMOJI.test(text)) return { key: 'emoticonsNotAllowed' }
  if (SPECIAL.test(text)) return { key: 'PleaseNotEnterSpecialCharacters' }
  const plain = normaliseText(text)
  if (hasContactInfo(plain)) return { key: 'textContactInfo' }
  if (hasWebsite(plain)) return { key: 'textWebsite' }
  if (!options.allowPrices && hasPrice(plain)) return { key: 'textPrice' }
  if (hasOfflineFee(plain)) return { key: 'textOfflineFee' }
  if (options.bannedWords) {
    const word = bannedWordIn(plain)
    if (word) return { key: 'textBannedWord', params: { word } }
  }
  return null
}

// ---- normalisation ----

/** Traditional forms of the characters the rules look for (a small table instead of opencc-js). */
const TRADITIONAL: Record<string, string> = {
  賓: '宾', 館: '馆', 舘: '馆', 棧: '栈', 鐘: '钟', 點: '点', 優: '优', 條: '条', 場: '场', 塲: '场',
  飯: '饭', 衛: '卫', 潔: '洁', 費: '费', 電: '电', 話: '话', 號: '号', 碼: '码', 網: '网', 價: '价',
  錢: '钱', 塊: '块', 線: '线', 現: '现', 時: '时', 間: '间', 聯: '联', 繫: '系', 係: '系', 掃: '扫',
  風: '风', 貳: '贰', 參: '叁', 陸: '陆', 個: '个', 須: '须', 額: '额', 們: '们',
  賭: '赌', 賣: '卖', 評: '评', 單: '单', 刪: '删', 歡: '欢', 癡: '痴', 渾: '浑', 媽: '妈', 賤: '贱', 腦: '脑', 殘: '残', 東: '东', 經: '经', 彌: '弥', 麼: '么',
  無: '无', 沒: '没', 當: '当', 櫃: '柜', 務: '务', 淨: '净', 與: '与', 覺: '觉', 營: '营', 廳: '厅',
}

const CHINESE_DIGITS: Record<string, string> = {
  零: '0', 〇: '0', 一: '1', 幺: '1', 壹: '1', 二: '2', 贰: '2', 两: '2', 三: '3', 叁: '3', 四: '4', 肆: '4',
  五: '5', 伍: '5', 六: '6', 陆: '6', 七: '7', 柒: '7', 八: '8', 捌: '8', 九: '9', 玖: '9',
}

/** NFKC, lower case, zero-width characters removed, traditional -> simplified for the table above. */
export function normaliseText(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFKC').toLowerCase().replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')) {
    out += TRADITIONAL[ch] ?? ch
  }
  return out
}

/** Runs of 5 or more Chinese numerals become digits ("一三八..." is a phone number, "三室一厅" is not). */
function withDigits(text: string): string {
  return text.replace(/[零〇一幺壹二贰两三叁四肆五伍六陆七柒八捌九玖]{5,}/g, (run) =>
    Array.from(run, (ch) => CHINESE_DIGITS[ch] ?? ch).join(''),
  )
}

// ---- emoji and special characters ----

/** Emoji and pictographs (incl. flags, keycaps, the emoji variation selector). */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3|\uFE0F/u

/**
 * Symbols that are not writing: arrows, technical symbols, enclosed alphanumerics, box drawing,
 * geometric shapes, dingbats (★ ☆ ✓ ●), mathematical alphanumerics (fancy letters), private
 * use, control characters. Ordinary punctuation (ASCII and CJK), ℃ and ㎡ pass.
 */
const SPECIAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u2190-\u21FF\u2300-\u23FF\u2460-\u24FF\u2500-\u27BF\u2900-\u2BFF\uE000-\uF8FF\uFFF0-\uFFFF\u{1D400}-\u{1D7FF}\u{F0000}-\u{10FFFF}]/u

// ---- contact information, websites, prices, offline fees ----

/** Linear-time patterns (no nested repetition): a text is at most 2000 characters but arrives with every save. */
const EMAIL = /[a-z0-9._%+-]@[a-z0-9-]+\.[a-z0-9-]/
/** WeChat or QQ followed by an id (after "号"/"id"/":") or by something with digits; or an invitation to add one. */
const MESSENGER = '(微信|weixin|wechat|vx|v信|威信|薇信|wx|扣扣|企鹅|qq|whatsapp)'
const MESSENGER_ID = new RegExp(
  `${MESSENGER}\\s*(号|id|账号)?\\s*[:：]\\s*[a-z0-9][-_a-z0-9]{4,19}` +
    `|${MESSENGER}\\s*(号|id|账号)\\s*[是为]?\\s*[a-z0-9][-_a-z0-9]{4,19}` +
    `|${MESSENGER}\\s*[是为]?\\s*(?=[-_a-z]*\\d)[a-z0-9][-_a-z0-9]{4,19}`,
)
const ADD_ME = /(加|添加|扫)(我|一下)?(的)?(微信|vx|v信|wx|qq|扣扣)|add\s+(me\s+on\s+|my\s+)(wechat|qq|whatsapp|line)/

/** Phone numbers, e-mail, messenger ids or invitations to add one (also used by review replies). */
export function hasContactInfo(plain: string): boolean {
  const text = withDigits(plain)
  if (EMAIL.test(text) || MESSENGER_ID.test(text) || ADD_ME.test(text)) return true
  // a phone number: 7+ digits in a row, or 10+ digits in groups of 3+ (138 1234 5678, 010-8888-6666)
  if (/\d{7,}/.test(text)) return true
  for (const match of text.matchAll(/\+?\d{2,}(?:[\s\-()]{1,2}\d{3,})+/g)) {
    if (match[0].replace(/\D/g, '').length >= 10) return true
  }
  return false
}

const TLDS = 'com|cn|net|org|info|biz|io|co|cc|me|tv|top|xyz|vip|club|site|online|shop|hk|tw|mo|jp|kr|uk|us'
const WEBSITE = new RegExp(`https?://|www\\.|[a-z0-9-]\\.(${TLDS})\\b`)

export function hasWebsite(plain: string): boolean {
  return WEBSITE.test(plain)
}

const PRICE_PATTERNS = [
  /[¥$€£]\s*\d/,
  /\d\s*(元|块|圆|円|日元|美元|人民币|rmb|cny|yuan|usd|jpy|dollars?|bucks)/,
  /(rmb|cny|usd|jpy|人民币|美元|日元)\s*\d/,
  /(价格|房价|价钱|售价|特价|price)\s*(是|为|:|：|only|just|from)?\s*\d/,
]

function hasPrice(plain: string): boolean {
  return PRICE_PATTERNS.some((p) => p.test(plain))
}

const FEE_WORDS = /押金|清洁费|保洁费|卫生费|打扫费|deposit|cleaning\s*fee/
const COLLECT_WORDS = /线下|现场|现金|到店|入住时|当面|另收|另付|另外收|额外收|收取|需交|需付|须交|须付|支付|交纳|缴纳|offline|cash|on\s+arrival|upon\s+arrival|at\s+check-?in|in\s+person|collect|charge|pay/
/** Negated or paid through the platform: not an offline fee. */
const NEGATION = /不收|不需|无需|无押金|免押|免收|没有|线上|平台|no\s+deposit|no\s+cleaning|free\s+of|without|online|platform/

/** A deposit or cleaning fee collected outside the platform: a fee word and a collection word in one sentence (not negated). */
function hasOfflineFee(plain: string): boolean {
  return plain.split(/[。！？!?;；\n]|\.(?:\s|$)/).some(
    (sentence) => FEE_WORDS.test(sentence) && COLLECT_WORDS.test(sentence) && !NEGATION.test(sentence),
  )
}

// ---- banned words ----

/** hotel, guest house, hostel, bath house, timed rest, concession terms: zh (simplified) and en. */
export const BANNED_WORDS: readonly { word: string; zh: readonly string[]; en: RegExp }[] = [
  { word: 'hotel', zh: ['酒店', '宾馆', '饭店'], en: /\bhotels?\b/ },
  { word: 'guest house', zh: ['招待所', '旅馆', '旅社', '旅店'], en: /\bguest\s*-?\s*houses?\b/ },
  { word: 'hostel', zh: ['青旅', '青年旅舍', '青年旅社', '青年旅馆'], en: /\bhostels?\b/ },
  { word: 'bath house', zh: ['洗浴', '浴场', '澡堂', '浴池'], en: /\bbath\s*-?\s*houses?\b/ },
  { word: 'timed rest', zh: ['钟点房', '小时房', '钟点休息', '计时休息'], en: /\b(timed|hourly)\s+rests?\b/ },
  { word: 'concession terms', zh: ['优惠条款'], en: /\bconcession\s+terms?\b/ },
]

/** The banned word the text contains (its zh form when found in Chinese), or null. Separators between Chinese characters do not hide a word. */
export function bannedWordIn(plain: string): string | null {
  const squeezed = plain.replace(/[\s\p{P}\p{S}]+/gu, '')
  for (const entry of BANNED_WORDS) {
    const zh = entry.zh.find((w) => squeezed.includes(w))
    if (zh) return zh
    if (entry.en.test(plain)) return entry.word
  }
  return null
}

// ---- length ----

/**
 * Title units ("12-50 words"): each CJK character (Han, kana, hangul) is one, each run of other
 * letters or digits is one word; spaces and punctuation do not count.
 */
export function titleUnits(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0
  const words = text
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ')
    .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
  return cjk + words
}

/** Characters as the host sees them (code points), without surrounding spaces. */
export function charCount(text: string): number {
  return Array.from(text.trim()).length
}
