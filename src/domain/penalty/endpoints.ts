import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { pageFields } from '../paging'
import { PENALTY_METHODS, VIOLATION_TYPES } from './rules'
import { PENALTY_STATES } from './states'

const str = z.string()
const int = z.number()

/** A violation (punishment) record (business rules 3): number, target, type, status, method and duration, determination time. */
export const violationRecord = z.object({
  id: str,
  /** The listing it concerns, or null for the host's whole account. */
  target: z.nullable(z.object({ luId: str, title: str })),
  type: z.enum(VIOLATION_TYPES),
  method: z.enum(PENALTY_METHODS),
  days: z.nullable(int),
  permanent: z.boolean(),
  state: z.enum(PENALTY_STATES),
  determinedAt: int,
  endsAt: z.nullable(int),
  liftedAt: z.nullable(int),
  note: str,
})
export type ViolationRecord = z.infer<typeof violationRecord>

/** Penalties (spec 7 "Risk: resource lists, punishment list"; issue 18; decision 0060), spread into the endpoint table. */
export const penaltyEndpoints = {
  riskRecordList: {
    service: 'risk', method: 'GET', path: '/punish/list', encoding: 'query', access: 'session',
    request: z.object({ state: z._default(z.enum([...PENALTY_STATES, '']), ''), ...pageFields }),
    response: z.object({
      list: z.array(violationRecord),
      total: int,
      counts: z.record(z.enum(PENALTY_STATES), int),
      /** While a blacklist or offline penalty is in force: guests cannot book the host's listings until then (null: permanent). */
      suspended: z.nullable(z.object({ method: z.enum(PENALTY_METHODS), until: z.nullable(int) })),
    }),
  },
} satisfies Record<string, EndpointDef>
