import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { pageFields } from '../paging'
import { APPEAL_STATES, PENALTY_METHODS, VIOLATION_TYPES } from './rules'
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
  /** The host's appeal, once made (one per record). */
  appeal: z.nullable(z.object({
    state: z.enum(APPEAL_STATES),
    text: str,
    images: z.array(z.object({ url: str, domain: str })),
    submittedAt: int,
    /** The day the platform answers by: 2 working days after it was made ('yyyy-MM-dd'). */
    answerBy: str,
    /** Why it was rejected. */
    reason: z.nullable(str),
  })),
  /** The host may appeal it now: not lifted, no appeal yet. */
  canAppeal: z.boolean(),
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
  /** The host appeals a record: a text and up to 8 photos (the host's own uploads to the appeal folder). */
  riskAppealSubmit: {
    guards: ['appealOnce'],
    service: 'risk', method: 'POST', path: '/appeal/submit', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ recordId: z.string().check(z.minLength(1), z.maxLength(40)), text: z.string().check(z.maxLength(4000)), images: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(20)) }),
    response: violationRecord,
    idempotent: true,
  },
} satisfies Record<string, EndpointDef>
