import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as P from './schemas'
import { payoutChannelEndpoints } from './channel-endpoints'

const id = z.string().check(z.minLength(1), z.maxLength(40))
const text = (max: number) => z.string().check(z.maxLength(max))

/** Payout (collection) accounts (spec 7 finance "merchant list/detail/add/edit", bank lists; decisions 0044, 0045), spread into the endpoint table. */
export const payoutEndpoints = {
  ...payoutChannelEndpoints,
  merchantList: {
    service: 'finance', method: 'GET', path: '/merchant/list', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(P.payoutAccountSummary) }),
  },
  merchantDetail: {
    service: 'finance', method: 'GET', path: '/merchant/detail', encoding: 'query', access: 'session',
    request: z.object({ id }),
    response: P.payoutAccountDetail,
  },
  merchantSave: {
    guards: ['codeGuess'],
    service: 'finance', method: 'POST', path: '/merchant/save', encoding: 'json', access: 'session',
    failure: 'save',
    request: P.payoutAccountSaveRequest,
    response: P.payoutAccountSaveAnswer,
    idempotent: true,
  },
  /**
   * A code by SMS for the payout form: to the bank-reserved phone typed in the form (the bank's
   * check that the phone is the holder's), to the account's previous reserved phone (a change of
   * phone), or to it for a new withdrawal password. One a minute, as every code.
   */
  merchantSendCode: {
    guards: ['codeSend'],
    service: 'finance', method: 'POST', path: '/merchant/code/send', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({
      purpose: z.enum(['reservedPhone', 'oldPhone', 'resetPassword']),
      /** The account (oldPhone, resetPassword; reservedPhone when editing one). */
      id: z.optional(id),
      /** reservedPhone: the number typed in the form. */
      phone: z.optional(text(30)),
      slideToken: z.optional(text(200)),
    }),
    response: z.object({ sentTo: z.string() }),
  },
  /** Merchant media upload (spec 7, POST JSON): registers an uploaded scan for a payout account's photo fields. */
  merchantMediaUpload: {
    service: 'finance', method: 'POST', path: '/merchant/media/upload', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({
      settleAcctType: z.enum(['private', 'public']),
      url: z.string().check(z.minLength(1), z.maxLength(500)),
      width: z.number(),
      height: z.number(),
    }),
    response: z.object({ imageUrl: z.string(), imageMediaId: z.string() }),
    idempotent: true,
  },
  /** Merchant pay validation: the amount and serial number of the bank's small transfer to a public account. */
  merchantPayValidate: {
    service: 'finance', method: 'POST', path: '/merchant/pay/validate', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ id, amount: text(20), serial: text(40) }),
    response: z.object({ state: P.payoutAccountSummary.shape.state }),
    idempotent: true,
  },
  /** Reset password by SMS: a new withdrawal password for an account, with the code sent to its reserved phone. */
  merchantResetPassword: {
    guards: ['codeGuess'],
    service: 'finance', method: 'POST', path: '/merchant/password/reset', encoding: 'json', access: 'session',
    failure: 'passwordChange',
    request: z.object({ id, code: text(10), withdrawPassword: text(20), withdrawPasswordConfirm: text(20) }),
    response: z.object({}),
    idempotent: true,
  },
  /** The host's stores (hotels) with their operating entity and the account each is linked to (settle/merchantStore). */
  merchantStoreList: {
    service: 'finance', method: 'GET', path: '/merchant/store/list', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({
      stores: z.array(z.object({
        hotelId: z.string(),
        name: z.string(),
        /** null: the store has no qualification yet, so no known entity: it cannot be linked. */
        entity: z.nullable(z.object({ key: z.string(), name: z.string() })),
        accountId: z.nullable(z.string()),
        accountName: z.nullable(z.string()),
      })),
    }),
  },
  /** Links exactly these stores to the account (settle/merchantlink): one entity; stores linked elsewhere move here. */
  merchantLinkStores: {
    service: 'finance', method: 'POST', path: '/merchant/store/link', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ id, hotelIds: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(200)) }),
    response: z.object({ linked: z.array(z.string()), moved: z.array(z.string()) }),
    idempotent: true,
  },
  /** Makes an approved account the host's default (the one a withdrawal offers first); the others stop being it. */
  merchantSetDefault: {
    service: 'finance', method: 'POST', path: '/merchant/default', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ id }),
    response: z.object({ list: z.array(P.payoutAccountSummary) }),
    idempotent: true,
  },
  /**
   * An account's withdrawal limits (decision 0082) and what is used and left of them in the current
   * Beijing day (fen; returned withdrawals do not count). `resetsAt`: the next Beijing midnight.
   */
  merchantLimit: {
    service: 'finance', method: 'GET', path: '/merchant/limit', encoding: 'query', access: 'session',
    request: z.object({ id }),
    response: z.object({
      id: z.string(),
      currency: z.string(),
      minAmount: z.number(),
      maxAmount: z.number(),
      dayAmount: z.number(),
      dayCount: z.number(),
      usedAmount: z.number(),
      usedCount: z.number(),
      leftAmount: z.number(),
      leftCount: z.number(),
      resetsAt: z.number(),
    }),
  },
  bankList: {
    service: 'finance', method: 'GET', path: '/bank/list', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(z.object({ code: z.string(), name: z.string(), enName: z.string() })) }),
  },
  /** Branches of a bank in a city that staff approved on earlier accounts (the host may type another). */
  bankBranchList: {
    service: 'finance', method: 'GET', path: '/bank/branch/list', encoding: 'query', access: 'session',
    request: z.object({ bankName: text(100), city: text(60), keyword: z.optional(text(40)) }),
    response: z.object({ list: z.array(z.string()) }),
  },
} as const satisfies Record<string, EndpointDef>
