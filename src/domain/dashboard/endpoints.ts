import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as D from './schemas'

const empty = z.object({})

/** The host home's calls and the system messages (decision 0037), spread into the endpoint table. */
export const dashboardEndpoints = {
  dashboardIndex: {
    service: 'house', method: 'GET', path: '/dashboard/index', encoding: 'query', access: 'session',
    request: empty,
    response: D.dashboardIndexAnswer,
  },
  dashboardTask: {
    service: 'house', method: 'GET', path: '/dashboard/task', encoding: 'query', access: 'session',
    request: empty,
    response: D.dashboardTaskAnswer,
  },
  dashboardTenant: {
    service: 'house', method: 'GET', path: '/dashboard/tenant', encoding: 'query', access: 'session',
    request: empty,
    response: D.dashboardTenantAnswer,
  },
  systemMessageList: {
    service: 'user', method: 'GET', path: '/message/list', encoding: 'query', access: 'session',
    request: D.systemMessageListRequest,
    response: D.systemMessageListAnswer,
  },
  systemMessageRead: {
    service: 'user', method: 'POST', path: '/message/read', encoding: 'json', access: 'session',
    failure: 'operation',
    request: D.systemMessageReadRequest,
    response: D.systemMessageReadAnswer,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
