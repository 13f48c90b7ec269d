import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { WECHAT_AUTH_STATES, WECHAT_REFUSALS } from './channels'
import { payoutChannel } from './schemas'

const id = z.string().check(z.minLength(1), z.maxLength(40))
const text = (max: number) => z.string().check(z.maxLength(max))


/**
 * WeChat and Alipay as receiving channels of an approved private payout account (spec 7 "weixin
 * auth QR and loop", "alipay account check"; decision 0083), spread into the payout endpoints.
 */
export const payoutChannelEndpoints = {
  /** A new WeChat authorisation for the account: the ticket, what its QR code carries, when it expires. */
  wechatAuthCreate: {
    service: 'finance', method: 'POST', path: '/merchant/channel/wechat/auth', encoding: 'json', access: 'session',
    failure: 'operation',
    request: z.object({ id }),
    response: z.object({ ticket: z.string(), qrContent: z.string(), expiresAt: z.number() }),
  },
  /** The loop: where an authorisation of the caller's stands (a read; WeChat's answers arrive on their own). */
  wechatAuthLoop: {
    service: 'finance', method: 'GET', path: '/merchant/channel/wechat/loop', encoding: 'query', access: 'session',
    request: z.object({ ticket: text(64) }),
    response: z.object({
      state: z.enum(WECHAT_AUTH_STATES),
      expiresAt: z.number(),
      /** refused: why. */
      refusal: z.nullable(z.enum(WECHAT_REFUSALS)),
      /** refused for the name: the real name WeChat holds. */
      wechatName: z.nullable(z.string()),
      /** authorised: the channel the account now has. */
      channel: z.nullable(payoutChannel),
    }),
  },
  /**
   * Asks Alipay whether the account exists and is held in the name typed (the host's real name);
   * a match makes it the account's Alipay channel. Limited per host a day, claimed before Alipay is asked.
   */
  alipayAccountCheck: {
    guards: ['alipayCheck'],
    service: 'finance', method: 'POST', path: '/merchant/channel/alipay/check', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ id, account: text(120), name: text(60) }),
    response: z.object({ channel: payoutChannel }),
    idempotent: true,
  },
  /** Takes a channel off its account (withdrawals already sent to it go on). */
  payoutChannelRemove: {
    service: 'finance', method: 'POST', path: '/merchant/channel/remove', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ id }),
    response: z.object({}),
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
