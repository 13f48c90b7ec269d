import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as P from './schemas'

/** Payout (collection) accounts (spec 7 finance "merchant list/detail/add/edit"; decision 0044), spread into the endpoint table. */
export const payoutEndpoints = {
  merchantList: {
    service: 'finance', method: 'GET', path: '/merchant/list', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(P.payoutAccountSummary) }),
  },
  merchantDetail: {
    service: 'finance', method: 'GET', path: '/merchant/detail', encoding: 'query', access: 'session',
    request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(40)) }),
    response: P.payoutAccountDetail,
  },
  merchantSave: {
    service: 'finance', method: 'POST', path: '/merchant/save', encoding: 'json', access: 'session',
    request: P.payoutAccountSaveRequest,
    response: P.payoutAccountSaveAnswer,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
