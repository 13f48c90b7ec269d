import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { pageFields } from '../paging'
import { streamHead } from '../stream-head'
import { LEDGER_KINDS } from './ledger'
import { WITHDRAW_DESTINATIONS } from '../payout/channels'
import { WALLET_CHART_MONTHS } from './months'

/** The wallet's service agreement as the host stands with it (decision 0082). */
export const walletAgreement = z.object({
  /** The agreement's page and the version a withdrawal needs accepted. */
  path: z.string(),
  version: z.string(),
  /** The version the host accepted and when (null: never). */
  acceptedVersion: z.nullable(z.string()),
  acceptedAt: z.nullable(z.number()),
  /** The current version is accepted: withdrawals may be made. */
  accepted: z.boolean(),
})
export type WalletAgreement = z.infer<typeof walletAgreement>

/** One row of the wallet's records: the signed amount in fen, what it is for, and a withdrawal's progress. */
export const walletRecord = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed fen: a settlement or a returned withdrawal adds, a withdrawal or a fee takes away. */
  amount: z.number(),
  /** The order settled, the withdrawal's id, or the ID check charged ('{orderNo}/{guest}'). */
  ref: z.string(),
  createdAt: z.number(),
  /** Withdrawals: processing (1-7 working days), completed or returned by the bank. */
  withdrawalState: z.nullable(z.enum(['processing', 'completed', 'returned'])),
})
export type WalletRecord = z.infer<typeof walletRecord>

/** The languages an export's column headings come in; without one, English. */
export const EXPORT_LANGS = ['zh', 'en'] as const

/** One month of the wallet's chart (fen; months in Beijing time). */
export const walletMonth = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  income: z.number(),
  withdrawn: z.number(),
  returned: z.number(),
  /** Fees charged (ID checks at check-in, decision 0081). */
  fees: z.number(),
  /** The balance at the month's end (the current month: now). */
  balance: z.number(),
})

/** The wallet's calls (spec 7 user "wallet info/record/withdraw"; issue 15), spread into the endpoint table. */
export const walletEndpoints = {
  walletInfo: {
    service: 'user', method: 'GET', path: '/wallet/info', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({
      currency: z.string(),
      /** fen: the sum of the ledger */
      balance: z.number(),
      /** fen: withdrawals on their way to the bank (already out of the balance) */
      withdrawing: z.number(),
      /**
       * Where a withdrawal may go: each approved payout account's bank card, then its WeChat and
       * Alipay channels (decision 0083); the host's default account first. A channel names its
       * account (id) and itself (channelId).
       */
      accounts: z.array(z.object({
        id: z.string(), shortName: z.string(), bankName: z.string(), cardTail: z.string(), isDefault: z.boolean(),
        destination: z.enum(WITHDRAW_DESTINATIONS),
        /** null: the bank card. */
        channelId: z.nullable(z.string()),
        /** A channel's real name and masked openid or Alipay account; empty for the bank card. */
        channelName: z.string(),
        channelMasked: z.string(),
      })),
      agreement: walletAgreement,
    }),
  },
  /** The host accepts the wallet's service agreement (the version shown); again, it changes nothing. */
  walletAgree: {
    service: 'user', method: 'POST', path: '/wallet/agree', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ version: z.string().check(z.maxLength(20)) }),
    response: walletAgreement,
    idempotent: true,
  },
  /** An SMS code for a withdrawal, to the host's own mobile (scene 'withdraw'); one a minute, as every code. */
  walletCode: {
    guards: ['codeSend'],
    service: 'user', method: 'POST', path: '/wallet/code', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({ slideToken: z.optional(z.string().check(z.maxLength(200))) }),
    response: z.object({ sentTo: z.string() }),
  },
  walletRecord: {
    service: 'user', method: 'GET', path: '/wallet/record', encoding: 'query', access: 'session',
    request: z.object({ ...pageFields, kind: z._default(z.enum([...LEDGER_KINDS, '']), '') }),
    response: z.object({ list: z.array(walletRecord), total: z.number() }),
  },
  /**
   * The records as CSV, streamed in keyset-paged batches (EndpointDef.stream): the same kind
   * filter as walletRecord; the head carries the file name and the row count.
   */
  walletExport: {
    service: 'user', method: 'GET', path: '/wallet/export', encoding: 'query', access: 'session', stream: 'csv',
    request: z.object({ kind: z._default(z.enum([...LEDGER_KINDS, '']), ''), lang: z.optional(z.enum(EXPORT_LANGS)) }),
    response: streamHead,
  },
  /** The chart: per Beijing-time month of the last WALLET_CHART_MONTHS, oldest first. */
  walletMonthly: {
    service: 'user', method: 'GET', path: '/wallet/monthly', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ currency: z.string(), months: z.array(walletMonth).check(z.length(WALLET_CHART_MONTHS)) }),
  },
  /**
   * A withdrawal: the account's password and the SMS code sent by walletCode (decision 0082), within
   * the account's limits (merchantLimit), after the agreement is accepted (walletAgree).
   */
  walletWithdraw: {
    guards: ['withdrawPassword', 'codeGuess'],
    service: 'user', method: 'POST', path: '/wallet/withdraw', encoding: 'json', access: 'session',
    failure: 'withdrawal',
    request: z.object({
      accountId: z.string().check(z.minLength(1), z.maxLength(40)),
      /** To a WeChat or Alipay channel of the account (decision 0083); absent: its bank card. */
      channelId: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
      /** fen */
      amount: z.number(),
      withdrawPassword: z.string().check(z.maxLength(20)),
      /** The SMS code sent by walletCode. */
      code: z.string().check(z.maxLength(10)),
    }),
    response: z.object({ withdrawalId: z.string(), balance: z.number() }),
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
