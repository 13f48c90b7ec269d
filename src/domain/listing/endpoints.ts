import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as L from './schemas'
import { MAX_PAGE_LENGTH, pageFields } from '../paging'
import { LISTING_QUALIFICATION_IMAGES, LISTING_QUALIFICATION_TYPES, QUALIFICATION_STATES } from './qualification'

const empty = z.object({})

/** A listing's or hotel's qualification as /qualification lists it (decision 0053). */
const qualificationEntry = z.object({
  luId: z.string(),
  kind: z.enum(['bnb', 'hotel']),
  title: z.string(),
  state: z.enum(QUALIFICATION_STATES),
  /** B&B: the document's type ('' before any); hotels: their kind (public, personal). */
  type: z.string(),
  images: z.array(z.object({ url: z.string() })),
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(z.number()),
  decidedAt: z.nullable(z.number()),
})

/** One approved B&B listing with its flash-book state (decision 0078). */
const flashBookEntry = z.object({
  luId: L.luId,
  title: z.string(),
  roomStatus: L.roomStatus,
  /** Guests' orders are accepted at once, without the host's confirmation. */
  flashBook: z.boolean(),
  /** When it was last switched (on or off); null: never. */
  changedAt: z.nullable(z.number()),
})
export type FlashBookEntry = z.infer<typeof flashBookEntry>

/** Several listing ids, comma-separated (a query string), at most a page of them. */
const luIdList = z.string().check(z.regex(new RegExp(`^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,${MAX_PAGE_LENGTH - 1}}$`)))

/** B&B listings and currencies (spec 7 house; LISTING-CONTRACT.md), spread into the endpoint table (src/domain/endpoints.ts). */
export const listingEndpoints = {
  // ---- house: B&B listings (LISTING-CONTRACT.md; rules in src/domain/listing) ----
  listingCreate: {
    service: 'house', method: 'POST', path: '/listing/create', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.listingCreateRequest,
    response: L.listingDetail,
    idempotent: true,
  },
  listingGet: {
    service: 'house', method: 'GET', path: '/listing/detail', encoding: 'query', access: 'session',
    request: L.listingGetRequest,
    response: L.listingDetail,
  },
  listingSaveAddress: {
    service: 'house', method: 'POST', path: '/listing/address', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.saveAddressRequest,
    response: L.saveAddressAnswer,
    idempotent: true,
  },
  listingSaveInfo: {
    service: 'house', method: 'POST', path: '/listing/info', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.saveInfoRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveFacility: {
    service: 'house', method: 'POST', path: '/listing/facility', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.saveFacilityRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveDescribe: {
    service: 'house', method: 'POST', path: '/listing/describe', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.saveDescribeRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSavePrice: {
    service: 'house', method: 'POST', path: '/listing/price', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.savePriceRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveOrder: {
    service: 'house', method: 'POST', path: '/listing/order', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.saveOrderRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveDiscount: {
    service: 'house', method: 'POST', path: '/listing/discount', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.saveDiscountRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingUploadPhoto: {
    service: 'house', method: 'POST', path: '/listing/photo/upload', encoding: 'multipart', access: 'session',
    failure: 'none',
    /** Filedata is the file (not in the schema). */
    request: L.uploadPhotoRequest,
    response: L.uploadPhotoAnswer,
    idempotent: true,
  },
  listingSetPhotos: {
    service: 'house', method: 'POST', path: '/listing/photos', encoding: 'json', access: 'session',
    failure: 'save',
    request: L.setPhotosRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingPublish: {
    service: 'house', method: 'POST', path: '/listing/publish', encoding: 'json', access: 'session',
    failure: 'submission',
    request: L.listingGetRequest,
    response: L.publishAnswer,
    idempotent: true,
  },
  listingList: {
    service: 'house', method: 'GET', path: '/listing/list', encoding: 'query', access: 'session',
    request: L.listingListRequest,
    response: L.listingListAnswer,
  },
  listingDelete: {
    service: 'house', method: 'POST', path: '/listing/delete', encoding: 'json', access: 'session',
    failure: 'delete',
    request: L.deleteRequest,
    response: empty,
    idempotent: true,
  },
  listingSetOnline: {
    service: 'house', method: 'POST', path: '/listing/online', encoding: 'json', access: 'session',
    failure: 'setting',
    request: L.setOnlineRequest,
    response: L.setOnlineAnswer,
    idempotent: true,
  },
  listingOperationRecords: {
    service: 'house', method: 'GET', path: '/listing/operation-records', encoding: 'query', access: 'session',
    request: L.operationRecordsRequest,
    response: L.operationRecordsAnswer,
  },
  listingChangeRecords: {
    service: 'house', method: 'GET', path: '/listing/change-records', encoding: 'query', access: 'session',
    request: L.listingGetRequest,
    response: L.changeRecordsAnswer,
  },
  /**
   * The host's approved B&B listings (the ones that may have flash-book) with their flash-book
   * state, newest change first; `luIds` asks for those listings only (the management list's page).
   */
  flashBookList: {
    service: 'house', method: 'GET', path: '/listing/flash-book/list', encoding: 'query', access: 'session',
    request: z.object({ luIds: z.optional(luIdList), ...pageFields }),
    response: z.object({ list: z.array(flashBookEntry), total: z.number() }),
  },
  /** Switches one listing's flash-book on or off: a plain set, so a repeat changes nothing. */
  flashBookUpdate: {
    service: 'house', method: 'POST', path: '/listing/flash-book', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ luId: L.luId, on: z.boolean() }),
    response: flashBookEntry,
    idempotent: true,
  },
  currencyList: {
    service: 'house', method: 'GET', path: '/currency/list', encoding: 'query', access: 'session',
    request: empty,
    response: L.currencyListAnswer,
  },
  exchangeRates: {
    service: 'house', method: 'GET', path: '/currency/rates', encoding: 'query', access: 'session',
    request: empty,
    response: L.exchangeRatesAnswer,
  },
  /** The qualifications of the host's B&B listings and hotels, with their review state (/qualification). */
  qualificationList: {
    service: 'house', method: 'GET', path: '/qualification/list', encoding: 'query', access: 'session',
    request: empty,
    response: z.object({ list: z.array(qualificationEntry) }),
  },
  /** Sends a B&B listing's qualification for review (its scans are the host's own qualification uploads). */
  qualificationSubmit: {
    service: 'house', method: 'POST', path: '/qualification/submit', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({
      luId: L.deleteRequest.shape.luId,
      type: z.enum([...LISTING_QUALIFICATION_TYPES, '']),
      images: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(LISTING_QUALIFICATION_IMAGES.max * 2)),
    }),
    response: z.object({ state: z.enum(QUALIFICATION_STATES) }),
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
