import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as C from './schemas'
import * as F from './feed-schemas'

const empty = z.object({})

/** The room-status calendar and outside calendars (spec 7 house; CALENDAR-CONTRACT.md), spread into the endpoint table (src/domain/endpoints.ts). */
export const calendarEndpoints = {
  // ---- house: room-status calendar (CALENDAR-CONTRACT.md; rules in src/domain/calendar) ----
  calendarUnits: {
    service: 'house', method: 'GET', path: '/calendar/units', encoding: 'query', access: 'session',
    request: empty,
    response: C.calendarUnitsAnswer,
  },
  calendarGet: {
    service: 'house', method: 'GET', path: '/calendar/days', encoding: 'query', access: 'session',
    request: C.calendarGetRequest,
    response: C.calendarGetAnswer,
  },
  calendarSet: {
    service: 'house', method: 'POST', path: '/calendar/set', encoding: 'json', access: 'session',
    failure: 'save',
    request: C.calendarSetRequest,
    response: C.calendarSetAnswer,
    idempotent: true,
  },
  calendarUndo: {
    service: 'house', method: 'POST', path: '/calendar/undo', encoding: 'json', access: 'session',
    failure: 'save',
    request: C.calendarUndoRequest,
    response: C.calendarUndoAnswer,
    idempotent: true,
  },
  calendarRecords: {
    service: 'house', method: 'GET', path: '/calendar/records', encoding: 'query', access: 'session',
    request: C.calendarRecordsRequest,
    response: C.calendarRecordsAnswer,
  },
  // ---- house: outside calendars (.ics import feeds and the export feed; src/domain/calendar/ics-*.ts) ----
  calendarFeeds: {
    service: 'house', method: 'GET', path: '/calendar/feeds', encoding: 'query', access: 'session',
    request: F.calendarFeedsRequest,
    response: F.calendarFeedsAnswer,
  },
  calendarFeedAdd: {
    service: 'house', method: 'POST', path: '/calendar/feeds/add', encoding: 'json', access: 'session',
    failure: 'save',
    request: F.calendarFeedAddRequest,
    response: F.calendarFeedAnswer,
  },
  calendarFeedRemove: {
    service: 'house', method: 'POST', path: '/calendar/feeds/remove', encoding: 'json', access: 'session',
    failure: 'delete',
    request: F.calendarFeedIdRequest,
    response: F.calendarFeedRemoveAnswer,
    idempotent: true,
  },
  calendarFeedRefresh: {
    service: 'house', method: 'POST', path: '/calendar/feeds/refresh', encoding: 'json', access: 'session',
    failure: 'operation',
    request: F.calendarFeedIdRequest,
    response: F.calendarFeedAnswer,
  },
  calendarExportReset: {
    service: 'house', method: 'POST', path: '/calendar/export/reset', encoding: 'json', access: 'session',
    failure: 'setting',
    request: F.calendarExportResetRequest,
    response: F.calendarExportResetAnswer,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
