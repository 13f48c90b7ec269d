/** The guide pages of spec 2 (/guide/{slug}), in navigation order. */
export const GUIDE_SLUGS = [
  'about',
  'contactUs',
  'interlink',
  'secret',
  'secret2',
  'service',
  'businessOperation',
  'disputeSettlement',
  'disclaimer',
  'knowledge',
  'bail',
  'jpn',
  'landlordRule',
  'landlordRule2',
  'landlordMeasure',
  'lodgerRule',
  'safeRule',
  'standard',
  'comment',
  'checkIn',
  'historyRule',
  'guardianStatement',
] as const

export type GuideSlug = (typeof GUIDE_SLUGS)[number]

/** The agreement pages (/agreement/{n}.html); the n → subject mapping is in decision 0011. */
export const AGREEMENT_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20] as const

export type AgreementNumber = (typeof AGREEMENT_NUMBERS)[number]

/** The canonical slug for a path segment (routes match case-insensitively), else undefined. */
export function guideSlugOf(segment: string): GuideSlug | undefined {
  const lower = segment.toLowerCase()
  return GUIDE_SLUGS.find((slug) => slug.toLowerCase() === lower)
}

/** The agreement number of a segment like "3.html", else undefined. */
export function agreementOf(segment: string): AgreementNumber | undefined {
  const match = /^(\d+)\.html$/i.exec(segment)
  if (!match) return undefined
  const n = Number(match[1])
  return AGREEMENT_NUMBERS.find((entry) => entry === n)
}

/** Every guide and agreement address, e.g. for precaching checks and offline tests. */
export const GUIDE_AND_AGREEMENT_PATHS: readonly string[] = [
  ...GUIDE_SLUGS.map((slug) => `/guide/${slug}`),
  ...AGREEMENT_NUMBERS.map((n) => `/agreement/${n}.html`),
]
