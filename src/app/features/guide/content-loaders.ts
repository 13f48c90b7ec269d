import type { PageContent } from './content-types'
import type { AgreementNumber, GuideSlug } from './guide-slugs'

type Loader = () => Promise<PageContent>

/** Each page's content is its own chunk, loaded when the page opens (kept out of the main bundle). */
export const GUIDE_CONTENT: Record<GuideSlug, Loader> = {
  about: () => import('./content/about').then((m) => m.content),
  contactUs: () => import('./content/contact-us').then((m) => m.content),
  interlink: () => import('./content/interlink').then((m) => m.content),
  secret: () => import('./content/secret').then((m) => m.content),
  secret2: () => import('./content/secret-2').then((m) => m.content),
  service: () => import('./content/service').then((m) => m.content),
  businessOperation: () => import('./content/business-operation').then((m) => m.content),
  disputeSettlement: () => import('./content/dispute-settlement').then((m) => m.content),
  disclaimer: () => import('./content/disclaimer').then((m) => m.content),
  knowledge: () => import('./content/knowledge').then((m) => m.content),
  bail: () => import('./content/bail').then((m) => m.content),
  jpn: () => import('./content/jpn').then((m) => m.content),
  landlordRule: () => import('./content/landlord-rule').then((m) => m.content),
  landlordRule2: () => import('./content/landlord-rule-2').then((m) => m.content),
  landlordMeasure: () => import('./content/landlord-measure').then((m) => m.content),
  lodgerRule: () => import('./content/lodger-rule').then((m) => m.content),
  safeRule: () => import('./content/safe-rule').then((m) => m.content),
  standard: () => import('./content/standard').then((m) => m.content),
  comment: () => import('./content/comment').then((m) => m.content),
  checkIn: () => import('./content/check-in').then((m) => m.content),
  historyRule: () => import('./content/history-rule').then((m) => m.content),
  guardianStatement: () => import('./content/guardian-statement').then((m) => m.content),
}

export const AGREEMENT_CONTENT: Record<AgreementNumber, Loader> = {
  1: () => import('./content/agreement-1').then((m) => m.content),
  2: () => import('./content/agreement-2').then((m) => m.content),
  3: () => import('./content/agreement-3').then((m) => m.content),
  4: () => import('./content/agreement-4').then((m) => m.content),
  5: () => import('./content/agreement-5').then((m) => m.content),
  6: () => import('./content/agreement-6').then((m) => m.content),
  7: () => import('./content/agreement-7').then((m) => m.content),
  8: () => import('./content/agreement-8').then((m) => m.content),
  9: () => import('./content/agreement-9').then((m) => m.content),
  10: () => import('./content/agreement-10').then((m) => m.content),
  11: () => import('./content/agreement-11').then((m) => m.content),
  12: () => import('./content/agreement-12').then((m) => m.content),
  13: () => import('./content/agreement-13').then((m) => m.content),
  14: () => import('./content/agreement-14').then((m) => m.content),
  15: () => import('./content/agreement-15').then((m) => m.content),
  16: () => import('./content/agreement-16').then((m) => m.content),
  20: () => import('./content/agreement-20').then((m) => m.content),
}
