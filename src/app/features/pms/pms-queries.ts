import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { pmsEndpoints } from '../../../domain/pms/endpoints'
import type { BindingState, ConnectionState, NotBindableReason, PmsPartnerId } from '../../../domain/pms/rules'
import { NO_PERSIST } from '../../data/query-meta'
// the texts of this area's message keys come with its screens (decision 0043)
import '../../shell/message-texts/pms'

// the schemas of these screens' calls come with their code (decision 0043)
registerEndpoints('pms', pmsEndpoints)

/** Direct connection's reads (issue 20, decision 0064). */
export const pmsQueries = {
  all: ['pms'] as const,
  partners: () => queryOptions({
    queryKey: ['pms', 'partners'] as const,
    queryFn: async () => (await call('pmsPartners', {}, { hideMessage: true })).list,
    staleTime: Number.POSITIVE_INFINITY,
    meta: NO_PERSIST,
  }),
  connections: () => queryOptions({
    queryKey: ['pms', 'connections'] as const,
    queryFn: async () => (await call('pmsConnections', {}, { hideMessage: true })).list,
  }),
  rooms: (connectionId: string) => queryOptions({
    queryKey: ['pms', 'rooms', connectionId] as const,
    queryFn: () => call('pmsRooms', { connectionId }, { hideMessage: true }),
  }),
  webhook: (connectionId: string) => queryOptions({
    queryKey: ['pms', 'webhook', connectionId] as const,
    queryFn: () => call('pmsWebhook', { connectionId }, { hideMessage: true }),
  }),
  orders: (connectionId: string, page: number, size: number) => queryOptions({
    queryKey: ['pms', 'orders', connectionId, page] as const,
    queryFn: () => call('pmsOrders', { connectionId, offset: (page - 1) * size, length: size }, { hideMessage: true }),
  }),
}

export const CONNECTION_STATE_TEXTS: Record<ConnectionState, MessageDescriptor> = {
  waitingOpen: msg`Waiting for opening`,
  connected: msg`Connected`,
}
export const BINDING_STATE_TEXTS: Record<BindingState, MessageDescriptor> = {
  bound: msg`Bound`,
  unbound: msg`Unbound`,
  notBindable: msg`Not bindable`,
}
export const REASON_TEXTS: Record<NotBindableReason, MessageDescriptor> = {
  roomTypesTaken: msg`Every online room type of the store is bound to another PMS room`,
  noRoomType: msg`The store has no online room type`,
  roomNotBound: msg`Bind the room to a room type first`,
  noProduct: msg`The room type has no product on sale`,
}
export const BINDING_TONES: Record<BindingState, string> = {
  bound: 'bg-green-100 text-green-900',
  unbound: 'bg-amber-100 text-amber-900',
  notBindable: 'bg-gray-200 text-gray-800',
}

/** What each partner is (the names are the partners' own). */
export const PARTNER_TEXTS: Record<PmsPartnerId, MessageDescriptor> = {
  simpms: msg`The sandbox partner, to try a connection before the real one.`,
  lotus: msg`Front desk and channel manager for independent hotels.`,
  harbor: msg`Rates and availability for hotel groups.`,
  summit: msg`Cloud PMS with a booking engine.`,
}
