import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { SOCIAL_PROVIDERS } from './rules'
import { SIGN_IN_PROVIDERS } from '../account/social'
import { socialAnswer } from '../account/endpoints'

/** The host's personal information (spec 7 "get/edit personal info; e-mail code send/check; unbind social login"; decision 0061). */

const str = z.string()
const int = z.number()
const optStr = z.optional(z.string())
const image = z.object({ url: str, width: int, height: int })

export const socialBinding = z.object({ provider: z.enum(SOCIAL_PROVIDERS), nickName: str, boundAt: int })
export type SocialBinding = z.infer<typeof socialBinding>

export const personalInfo = z.object({
  userId: str,
  nickName: str,
  /** The avatar's address (a public upload), or null for the default picture. */
  avatar: z.nullable(image),
  mobile: str,
  countryCode: str,
  /** A second person or number to reach the host by; null when none was given. */
  alternate: z.nullable(z.object({ name: str, mobile: str, countryCode: str })),
  /** A checked e-mail address (bound with a code), or null. */
  email: z.nullable(str),
  isOverSea: z.boolean(),
  realNameState: z.enum(['none', 'pending', 'passed', 'failed']),
  realName: str,
  /** Masked as in the user menu. */
  idCardNo: str,
  passportNo: str,
  /** The passport photo and the selfie of the overseas verification last sent (private files of the host's own). */
  passportPhoto: z.nullable(z.object({ url: str })),
  selfie: z.nullable(z.object({ url: str })),
  social: z.array(socialBinding),
  /** Bumped by each edit: an edit that saw an older one is a 409 with the current information. */
  version: int,
})
export type PersonalInfo = z.infer<typeof personalInfo>

export const profileEndpoints = {
  personalInfoGet: {
    service: 'user', method: 'GET', path: '/personal/info', encoding: 'query', access: 'session',
    request: z.object({}),
    response: personalInfo,
  },
  /** Nickname, avatar and alternate contact in one save (the version the host saw; stale is a 409). */
  personalInfoEdit: {
    service: 'user', method: 'POST', path: '/personal/update', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({
      nickName: z.string().check(z.maxLength(100)),
      /** The uploaded avatar's address (the host's own upload), or '' for none. */
      avatarUrl: z.string().check(z.maxLength(400)),
      alternateName: z.string().check(z.maxLength(100)),
      alternateMobile: z.string().check(z.maxLength(40)),
      alternateCountryCode: z.string().check(z.maxLength(6)),
      version: z.number().check(z.int(), z.nonnegative(), z.lte(2 ** 31)),
    }),
    response: personalInfo,
    idempotent: true,
  },
  /** A code to the current number: the first step of a phone change. */
  phoneChangeCodeOld: {
    guards: ['codeSend'],
    service: 'user', method: 'POST', path: '/personal/phone/code-old', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({ slideToken: optStr }),
    response: z.object({ sentTo: str }),
  },
  /** A code to the new number, which no account may hold yet. */
  phoneChangeCodeNew: {
    guards: ['codeSend'],
    service: 'user', method: 'POST', path: '/personal/phone/code-new', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({ mobile: z.string().check(z.maxLength(40)), countryCode: z.string().check(z.maxLength(6)), slideToken: optStr }),
    response: z.object({ sentTo: str }),
  },
  /** The change itself: both codes, used up together; sent again after it applied it answers the same. */
  phoneChange: {
    guards: ['codeGuess'],
    service: 'user', method: 'POST', path: '/personal/phone/change', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({
      oldCode: z.string().check(z.maxLength(10)),
      mobile: z.string().check(z.maxLength(40)),
      countryCode: z.string().check(z.maxLength(6)),
      code: z.string().check(z.maxLength(10)),
    }),
    response: personalInfo,
    idempotent: true,
  },
  emailCodeSend: {
    guards: ['codeSend'],
    service: 'user', method: 'POST', path: '/personal/email/code', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({ email: z.string().check(z.maxLength(300)), slideToken: optStr }),
    response: z.object({ sentTo: str }),
  },
  /** Checks the code and binds the address; sent again after it applied it answers the same. */
  emailCodeCheck: {
    guards: ['codeGuess'],
    service: 'user', method: 'POST', path: '/personal/email/check', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ email: z.string().check(z.maxLength(300)), code: z.string().check(z.maxLength(10)) }),
    response: personalInfo,
    idempotent: true,
  },
  /** Binds a provider to the signed-in host: the provider's page (decision 0085); the answer comes back through socialCallback. */
  socialBindStart: {
    service: 'user', method: 'POST', path: '/personal/social/bind', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ provider: z.enum(SIGN_IN_PROVIDERS) }),
    response: z.object({ authorizeUrl: str }),
  },
  /** The provider's answer to a binding the host started (socialBindStart): the binding made, the information as it is now. */
  socialBindFinish: {
    service: 'user', method: 'POST', path: '/personal/social/bind/finish', encoding: 'json', access: 'session',
    failure: 'setting',
    request: socialAnswer,
    response: personalInfo,
    idempotent: true,
  },
  socialUnbind: {
    service: 'user', method: 'POST', path: '/personal/social/unbind', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
    response: personalInfo,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
