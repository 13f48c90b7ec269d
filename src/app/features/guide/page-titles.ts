import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AgreementNumber, GuideSlug } from './guide-slugs'

/** Navigation names of the guide pages (page chrome, so in the UI catalog). */
export const GUIDE_TITLES: Record<GuideSlug, MessageDescriptor> = {
  about: msg`About us`,
  contactUs: msg`Contact us`,
  interlink: msg`Open platform`,
  secret: msg`Privacy policy`,
  secret2: msg`Privacy notice for overseas users`,
  service: msg`Platform services and fees`,
  businessOperation: msg`Hotel merchant operation standards`,
  disputeSettlement: msg`Dispute settlement rules`,
  disclaimer: msg`Disclaimer`,
  knowledge: msg`Host knowledge base`,
  bail: msg`Deposit rules`,
  jpn: msg`Japan lodging rules`,
  landlordRule: msg`Landlord rules (mainland)`,
  landlordRule2: msg`Landlord rules (overseas)`,
  landlordMeasure: msg`Violation measures for landlords`,
  lodgerRule: msg`Guest rules`,
  safeRule: msg`Guest safety notice`,
  standard: msg`Listing standards`,
  comment: msg`Review publishing rules`,
  checkIn: msg`Check-in registration guide`,
  historyRule: msg`History rules`,
  guardianStatement: msg`Minors' check-in rules`,
}

/** Navigation names of the agreement pages (decision 0011). */
export const AGREEMENT_TITLES: Record<AgreementNumber, MessageDescriptor> = {
  1: msg`User service agreement`,
  2: msg`Privacy policy`,
  3: msg`Intellectual property statement`,
  4: msg`Disclaimer`,
  5: msg`Listing standards`,
  6: msg`Guest rules`,
  7: msg`Guest safety notice`,
  8: msg`Review rules`,
  9: msg`Rules for minors`,
  10: msg`Privacy policy for minors`,
  11: msg`Hotel merchant operation rules`,
  12: msg`Hotel dispute handling standards`,
  13: msg`Landlord violation rules`,
  14: msg`Rules for overseas operators`,
  15: msg`Rules for mainland operators`,
  16: msg`History rules`,
  20: msg`Payment and settlement service agreement`,
}
