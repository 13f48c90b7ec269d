/**
 * What a landlord may see and do (portal spec 2 shell, 5 access, 6; business rules 6), as one
 * table plus a predicate: the server enforces with it, the UI hides and explains with it.
 * Every field is optional; a rule that needs a field treats it as unknown.
 */
export type PermissionSubject = {
  isOverSea?: boolean
  /** 1 = real-name authentication passed. */
  landlordPass?: 0 | 1 | number
  needCheck?: boolean
  whiteUser?: boolean
  /** 1 = KA merchant. */
  isKa?: 0 | 1 | number
  /** On the merchant white list. */
  isInWhiteList?: boolean
  listingCount?: number
  /** The landlord info has housekeeperInfo (a business manager). */
  hasHousekeeper?: boolean
  /** Real-name verification: none | pending | passed | failed. */
  realNameState?: string
}

type Rule = (s: PermissionSubject) => boolean

const notOverseas: Rule = (s) => s.isOverSea !== true
const realNamePassed: Rule = (s) => s.landlordPass === 1

export const PERMISSIONS = {
  // header and menus: hidden for overseas landlords
  appDownloadMenu: notOverseas,
  navigationMenu: notOverseas,
  publishButtons: notOverseas,
  selfPromotionLink: notOverseas,
  showIdInUserMenu: notOverseas,
  // floating panel
  guestChat: (s) => s.isOverSea === true && (s.listingCount ?? 0) >= 1,
  businessManagerPopover: (s) => s.hasHousekeeper === true,
  // real-name and status
  publishHotel: (s) => s.landlordPass === 1 || s.whiteUser === true,
  isAuthenticated: (s) => s.landlordPass === 1 || s.needCheck === false,
  realNamePrompt: (s) => s.landlordPass !== 1,
  publishOrEditListing: realNamePassed,
  // a host whose documents are under review prepares its first drafts meanwhile (decision 0038);
  // submitting them, going online and editing a submitted listing still wait for the pass
  prepareDraft: (s) => s.landlordPass === 1 || s.realNameState === 'pending',
  issueInvoice: realNamePassed,
  // merchant restrictions
  kaRestrictedFunction: (s) => s.isKa !== 1,
  merchantFunction: (s) => s.isInWhiteList === true || s.isOverSea === true,
  // payout accounts (ID card, mainland bank and branch) and the UnionPay wallet are the mainland's:
  // an overseas landlord is paid to the foreign bank account the business manager keeps (decision 0052)
  mainlandPayout: notOverseas,
} as const satisfies Record<string, Rule>

export type Capability = keyof typeof PERMISSIONS

export const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[]

/** Whether the subject has the capability; an unknown capability (or no subject) gives false. */
export function can(subject: PermissionSubject | null | undefined, capability: Capability | (string & {})): boolean {
  if (!isCapability(capability)) return false
  return PERMISSIONS[capability](subject ?? {})
}

export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value)
}

export type AccessArea = 'ka' | 'merchant' | 'mainlandPayout'
export type AccessRedirect = { key: 'kaNoPermission'; to: '/' } | { key: 'noPermission'; to: '/house/houseInfo' }

/**
 * Spec 5 Access: a KA merchant opening a KA-restricted function is told kaNoPermission and sent
 * home; a mainland landlord off the merchant white list opening a merchant function is told
 * noPermission and sent to /house/houseInfo; an overseas landlord opening a mainland payout
 * function (payout accounts, the UnionPay wallet) too. null = may stay.
 */
export function accessRedirect(subject: PermissionSubject | null | undefined, area: AccessArea): AccessRedirect | null {
  if (area === 'ka') return can(subject, 'kaRestrictedFunction') ? null : { key: 'kaNoPermission', to: '/' }
  if (area === 'merchant') {
    return can(subject, 'merchantFunction') ? null : { key: 'noPermission', to: '/house/houseInfo' }
  }
  if (area === 'mainlandPayout') {
    return can(subject, 'mainlandPayout') ? null : { key: 'noPermission', to: '/house/houseInfo' }
  }
  return null
}

/**
 * The gates of a merchant or finance function, in order (the first refusal is the one shown):
 * KA first, then the merchant white list, then, for payout accounts and the wallet, mainland only.
 */
export function functionRedirect(
  subject: PermissionSubject | null | undefined,
  options: { mainlandOnly?: boolean } = {},
): AccessRedirect | null {
  const areas: AccessArea[] = options.mainlandOnly ? ['ka', 'merchant', 'mainlandPayout'] : ['ka', 'merchant']
  for (const area of areas) {
    const redirect = accessRedirect(subject, area)
    if (redirect) return redirect
  }
  return null
}
