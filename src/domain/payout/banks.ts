/**
 * The banks a payout account may pay out to (spec 7 "bank list"; decision 0045): the national
 * banks by their CNAPS category code, and the three kinds of local bank a host's card may come
 * from. The account stores the bank's Chinese name as printed on its cards; the English portal
 * shows the English one.
 */
export type Bank = { code: string; name: string; enName: string }

export const BANKS: readonly Bank[] = [
  { code: '102', name: '中国工商银行', enName: 'Industrial and Commercial Bank of China' },
  { code: '103', name: '中国农业银行', enName: 'Agricultural Bank of China' },
  { code: '104', name: '中国银行', enName: 'Bank of China' },
  { code: '105', name: '中国建设银行', enName: 'China Construction Bank' },
  { code: '301', name: '交通银行', enName: 'Bank of Communications' },
  { code: '302', name: '中信银行', enName: 'China CITIC Bank' },
  { code: '303', name: '中国光大银行', enName: 'China Everbright Bank' },
  { code: '304', name: '华夏银行', enName: 'Hua Xia Bank' },
  { code: '305', name: '中国民生银行', enName: 'China Minsheng Bank' },
  { code: '306', name: '广发银行', enName: 'China Guangfa Bank' },
  { code: '307', name: '平安银行', enName: 'Ping An Bank' },
  { code: '308', name: '招商银行', enName: 'China Merchants Bank' },
  { code: '309', name: '兴业银行', enName: 'Industrial Bank' },
  { code: '310', name: '上海浦东发展银行', enName: 'Shanghai Pudong Development Bank' },
  { code: '315', name: '恒丰银行', enName: 'Hengfeng Bank' },
  { code: '316', name: '浙商银行', enName: 'China Zheshang Bank' },
  { code: '318', name: '渤海银行', enName: 'China Bohai Bank' },
  { code: '403', name: '中国邮政储蓄银行', enName: 'Postal Savings Bank of China' },
  { code: '313', name: '城市商业银行', enName: 'City commercial bank' },
  { code: '314', name: '农村商业银行', enName: 'Rural commercial bank' },
  { code: '402', name: '农村信用合作社', enName: 'Rural credit cooperative' },
]

export function bankByName(name: string): Bank | undefined {
  return BANKS.find((bank) => bank.name === name)
}

/** The bank's name in the reader's language (an unknown name is shown as stored). */
export function bankLabel(name: string, locale: string): string {
  const bank = bankByName(name)
  if (!bank) return name
  return locale.startsWith('zh') ? bank.name : bank.enName
}
