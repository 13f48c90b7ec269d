import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as O from './schemas'

const empty = z.object({})

/** The order service's calls (spec 7 "Orders"; decision 0025), spread into the endpoint table. */
export const orderEndpoints = {
  orderList: {
    service: 'order', method: 'GET', path: '/list', encoding: 'query', access: 'session',
    request: O.orderListRequest,
    response: O.orderListAnswer,
  },
  orderHouseDetail: {
    service: 'order', method: 'GET', path: '/house/detail', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderDetail,
  },
  orderHotelDetail: {
    service: 'order', method: 'GET', path: '/hotel/detail', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderDetail,
  },
  orderConfirm: {
    service: 'order', method: 'POST', path: '/confirm', encoding: 'json', access: 'session',
    failure: 'operation',
    request: O.orderTarget,
    response: O.orderDetail,
    idempotent: true,
  },
  orderRejectInfo: {
    service: 'order', method: 'GET', path: '/reject/info', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderRejectInfoAnswer,
  },
  orderReject: {
    service: 'order', method: 'POST', path: '/reject', encoding: 'json', access: 'session',
    failure: 'operation',
    request: O.orderRejectRequest,
    response: O.orderDetail,
    idempotent: true,
  },
  orderChargeDetail: {
    service: 'order', method: 'GET', path: '/charge/detail', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderChargeDetailAnswer,
  },
  orderEditCharge: {
    service: 'order', method: 'POST', path: '/charge/edit', encoding: 'json', access: 'session',
    failure: 'save',
    request: O.orderEditChargeRequest,
    response: O.orderDetail,
    idempotent: true,
  },
  orderCheckIn: {
    service: 'order', method: 'POST', path: '/checkin', encoding: 'json', access: 'session',
    failure: 'operation',
    request: O.orderCheckInRequest,
    response: O.orderDetail,
    idempotent: true,
  },
  orderTenants: {
    service: 'order', method: 'GET', path: '/tenants', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderTenantsAnswer,
  },
  orderInsurancePreview: {
    service: 'order', method: 'GET', path: '/insurance/preview', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderInsurancePreviewAnswer,
  },
  orderInsuranceBuy: {
    service: 'order', method: 'POST', path: '/insurance/buy', encoding: 'json', access: 'session',
    failure: 'operation',
    request: O.orderTarget,
    response: O.orderDetail,
    idempotent: true,
  },
  orderCanContact: {
    service: 'order', method: 'GET', path: '/contact', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderCanContactAnswer,
  },
  orderDownload: {
    service: 'order', method: 'GET', path: '/download', encoding: 'query', access: 'session',
    request: O.orderDownloadRequest,
    response: O.orderDownloadAnswer,
  },
  orderStatusRecord: {
    service: 'order', method: 'GET', path: '/records', encoding: 'query', access: 'session',
    request: O.orderTarget,
    response: O.orderRecordsAnswer,
  },
  orderRankingState: {
    service: 'order', method: 'GET', path: '/ranking', encoding: 'query', access: 'session',
    request: empty,
    response: O.orderRankingAnswer,
  },
  orderRenewalConfirm: {
    service: 'order', method: 'POST', path: '/renewals/confirm', encoding: 'json', access: 'session',
    failure: 'operation',
    request: O.renewalTarget,
    response: O.orderDetail,
    idempotent: true,
  },
  orderRenewalReject: {
    service: 'order', method: 'POST', path: '/renewals/reject', encoding: 'json', access: 'session',
    failure: 'operation',
    request: O.renewalRejectRequest,
    response: O.orderDetail,
    idempotent: true,
  },
  orderDepositClaim: {
    service: 'order', method: 'POST', path: '/deposit/claim', encoding: 'json', access: 'session',
    failure: 'submission',
    request: O.depositClaimRequest,
    response: O.orderDetail,
    idempotent: true,
  },
  /** The host issued the invoice the guest asked for (a host who issues its own invoices). */
  orderInvoiceIssue: {
    service: 'order', method: 'POST', path: '/invoice/issued', encoding: 'json', access: 'session',
    failure: 'operation',
    request: O.orderTarget,
    response: O.orderDetail,
    idempotent: true,
  },
  orderDepositEscalate: {
    service: 'order', method: 'POST', path: '/deposit/escalate', encoding: 'json', access: 'session',
    failure: 'submission',
    request: O.orderTarget,
    response: O.orderDetail,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
