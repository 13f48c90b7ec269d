import type { SocialProvider } from '../profile/rules'

/**
 * Third-party sign-in (spec 7 uic "third-party login and register", business rules 3 "social
 * binding"; decision 0085): the providers the portal signs in with through OAuth 2.0's
 * authorization-code flow. Google, Apple and Facebook bindings of overseas hosts stay as the
 * console makes them (decision 0061).
 */
export const SIGN_IN_PROVIDERS = ['wechat', 'qq', 'weibo'] as const satisfies readonly SocialProvider[]
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number]

export function isSignInProvider(value: string): value is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(value)
}

/** What a sign-in started for: signing in (or registering), or binding to the signed-in host. */
export const SOCIAL_PURPOSES = ['signIn', 'bind'] as const
export type SocialPurpose = (typeof SOCIAL_PURPOSES)[number]

/** A started sign-in waits this long for the provider's answer (the provider's own page, a QR scan). */
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000
/** After the provider answered, a new account has this long to give its mobile number and code. */
export const SOCIAL_TICKET_TTL_MS = 10 * 60 * 1000

/** The portal's page the provider sends the browser back to (registered with the provider as the redirect URI). */
export function socialCallbackPath(provider: SignInProvider): string {
  return `/oauth/${provider}`
}
