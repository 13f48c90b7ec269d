/**
 * A unit's "today" is its local date: the mainland, Hong Kong, Macau and Taiwan use
 * Asia/Shanghai (UTC+8 all year); an overseas unit its country's zone (the main zone for
 * countries with several); any other country UTC.
 */
const ZONES: Record<string, string> = {
  CHN: 'Asia/Shanghai', HKG: 'Asia/Shanghai', MAC: 'Asia/Shanghai', TWN: 'Asia/Shanghai',
  JPN: 'Asia/Tokyo', KOR: 'Asia/Seoul', SGP: 'Asia/Singapore', THA: 'Asia/Bangkok',
  MYS: 'Asia/Kuala_Lumpur', IDN: 'Asia/Jakarta', PHL: 'Asia/Manila', VNM: 'Asia/Ho_Chi_Minh',
  KHM: 'Asia/Phnom_Penh', LAO: 'Asia/Vientiane', MMR: 'Asia/Yangon', IND: 'Asia/Kolkata',
  LKA: 'Asia/Colombo', NPL: 'Asia/Kathmandu', MDV: 'Indian/Maldives', MNG: 'Asia/Ulaanbaatar',
  ARE: 'Asia/Dubai', TUR: 'Europe/Istanbul', RUS: 'Europe/Moscow',
  AUS: 'Australia/Sydney', NZL: 'Pacific/Auckland', FJI: 'Pacific/Fiji',
  USA: 'America/New_York', CAN: 'America/Toronto', MEX: 'America/Mexico_City', BRA: 'America/Sao_Paulo',
  GBR: 'Europe/London', IRL: 'Europe/Dublin', FRA: 'Europe/Paris', DEU: 'Europe/Berlin',
  ITA: 'Europe/Rome', ESP: 'Europe/Madrid', PRT: 'Europe/Lisbon', NLD: 'Europe/Amsterdam',
  BEL: 'Europe/Brussels', CHE: 'Europe/Zurich', AUT: 'Europe/Vienna', CZE: 'Europe/Prague',
  GRC: 'Europe/Athens', SWE: 'Europe/Stockholm', NOR: 'Europe/Oslo', DNK: 'Europe/Copenhagen',
  FIN: 'Europe/Helsinki', ISL: 'Atlantic/Reykjavik', EGY: 'Africa/Cairo', ZAF: 'Africa/Johannesburg',
}

export function zoneOf(country: string): string {
  return ZONES[country] ?? 'UTC'
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The local date ('yyyy-MM-dd') in a unit's country at `nowMs`. */
export function unitToday(country: string, nowMs: number): string {
  const zone = zoneOf(country)
  let format = formatters.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(zone, format)
  }
  const parts = format.formatToParts(new Date(nowMs))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}
