import { customPinyin, pinyin } from 'pinyin-pro'

/**
 * English names of Chinese divisions: pinyin without tones, capitalised, the administrative
 * suffix translated (杭州市 -> Hangzhou, 西湖区 -> Xihu District, 大理白族自治州 -> Dali Bai
 * Autonomous Prefecture). Names whose English form is not pinyin are listed.
 */
export function englishDivisionName(name: string, provinceCode: string): string {
  const known = (SAR_DISTRICTS[provinceCode] ?? {})[name] ?? KNOWN_NAMES[name]
  if (known) return known
  for (const [suffix, english] of SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length) {
      const core = name.slice(0, -suffix.length)
      if (suffix.startsWith('自治')) return joinWords([...splitEthnic(core), english])
      return joinWords([romanise(core), english])
    }
  }
  return romanise(name)
}

/** Pinyin of a Chinese name as one capitalised word, with an apostrophe before a/o/e syllables. */
export function romanise(text: string): string {
  ensureCustomReadings()
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
  const word = syllables
    .map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s))
    .join('')
    .replace(/\s+/g, '')
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** '大理白族' -> ['Dali', 'Bai']; '海西蒙古族藏族' -> ['Haixi', 'Mongol', 'Tibetan']. */
function splitEthnic(core: string): string[] {
  const groups: string[] = []
  let rest = core
  for (;;) {
    const hasZu = rest.endsWith('族')
    const withoutZu = hasZu ? rest.slice(0, -1) : rest
    const group = (hasZu ? ETHNIC_GROUPS : GROUPS_NAMED_WITHOUT_ZU)
      .find((g) => withoutZu.endsWith(g) && withoutZu.length > g.length)
    if (!group) break
    groups.unshift(ETHNIC_ENGLISH[group] ?? romanise(group))
    rest = withoutZu.slice(0, -group.length)
  }
  return [romanise(rest), ...groups]
}

/** Place names that pinyin-pro reads with the wrong sound of a polyphonic character. */
function ensureCustomReadings(): void {
  if (customised) return
  customPinyin({ 喀什: 'kā shí', 丰都: 'fēng dū', 六安: 'lù ān', 蚌埠: 'bèng bù', 番禺: 'pān yú' })
  customised = true
}
let customised = false

function joinWords(words: string[]): string {
  return words.filter((w) => w.length > 0).join(' ')
}

/** Longest first, so 自治州 wins over 州 and 新区 over 区. */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['特别行政区', ''],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['自治区', 'Autonomous Region'],
  ['林区', 'Forestry District'],
  ['新区', 'New Area'],
  ['特区', 'Special District'],
  ['地区', 'Prefecture'],
  ['省', ''],
  ['市', ''],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
]

/** Ethnic groups that occur in autonomous division names (longest names first). */
const ETHNIC_GROUPS = [
  '柯尔克孜', '维吾尔', '哈萨克', '塔吉克', '达斡尔', '鄂温克', '鄂伦春', '土家', '蒙古', '布依',
  '朝鲜', '哈尼', '傈僳', '拉祜', '纳西', '景颇', '仫佬', '毛南', '仡佬', '锡伯', '普米', '撒拉',
  '保安', '东乡', '裕固', '独龙', '布朗', '各', '回', '藏', '苗', '彝', '壮', '侗', '瑶', '白',
  '傣', '黎', '佤', '畲', '水', '羌', '土', '满', '怒',
]

/** Groups that division names write without 族 (伊犁哈萨克自治州). */
const GROUPS_NAMED_WITHOUT_ZU = ['柯尔克孜', '维吾尔', '哈萨克', '塔吉克', '蒙古', '锡伯']

const ETHNIC_ENGLISH: Record<string, string> = {
  蒙古: 'Mongol', 藏: 'Tibetan', 维吾尔: 'Uygur', 回: 'Hui', 朝鲜: 'Korean', 哈萨克: 'Kazak',
  柯尔克孜: 'Kirgiz', 塔吉克: 'Tajik', 各: '',
}

/** Names whose English form is not their pinyin. */
const KNOWN_NAMES: Record<string, string> = {
  陕西省: 'Shaanxi',
  内蒙古自治区: 'Inner Mongolia',
  广西壮族自治区: 'Guangxi',
  西藏自治区: 'Tibet',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macau',
  台湾省: 'Taiwan',
}

/** Hong Kong and Macau districts by province code: their official English names. */
const SAR_DISTRICTS: Record<string, Record<string, string>> = {
  '81': {
    中西区: 'Central and Western', 湾仔区: 'Wan Chai', 东区: 'Eastern', 南区: 'Southern',
    油尖旺区: 'Yau Tsim Mong', 深水埗区: 'Sham Shui Po', 九龙城区: 'Kowloon City',
    黄大仙区: 'Wong Tai Sin', 观塘区: 'Kwun Tong', 荃湾区: 'Tsuen Wan', 屯门区: 'Tuen Mun',
    元朗区: 'Yuen Long', 北区: 'North', 大埔区: 'Tai Po', 西贡区: 'Sai Kung', 沙田区: 'Sha Tin',
    葵青区: 'Kwai Tsing', 离岛区: 'Islands',
  },
  '82': {
    花地玛堂区: 'Nossa Senhora de Fátima', 花王堂区: 'Santo António', 望德堂区: 'São Lázaro',
    大堂区: 'Sé', 风顺堂区: 'São Lourenço', 嘉模堂区: 'Nossa Senhora do Carmo', 路凼填海区: 'Cotai',
    圣方济各堂区: 'São Francisco Xavier',
  },
}
