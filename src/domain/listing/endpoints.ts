import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as L from './schemas'

const empty = z.object({})

/** B&B listings and currencies (spec 7 house; LISTING-CONTRACT.md), spread into the endpoint table (src/domain/endpoints.ts). */
export const listingEndpoints = {
  // ---- house: B&B listings (LISTING-CONTRACT.md; rules in src/domain/listing) ----
  listingCreate: {
    service: 'house', method: 'POST', path: '/listing/create', encoding: 'json', access: 'session',
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
    request: L.saveAddressRequest,
    response: L.saveAddressAnswer,
    idempotent: true,
  },
  listingSaveInfo: {
    service: 'house', method: 'POST', path: '/listing/info', encoding: 'json', access: 'session',
    request: L.saveInfoRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveFacility: {
    service: 'house', method: 'POST', path: '/listing/facility', encoding: 'json', access: 'session',
    request: L.saveFacilityRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveDescribe: {
    service: 'house', method: 'POST', path: '/listing/describe', encoding: 'json', access: 'session',
    request: L.saveDescribeRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSavePrice: {
    service: 'house', method: 'POST', path: '/listing/price', encoding: 'json', access: 'session',
    request: L.savePriceRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveOrder: {
    service: 'house', method: 'POST', path: '/listing/order', encoding: 'json', access: 'session',
    request: L.saveOrderRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveDiscount: {
    service: 'house', method: 'POST', path: '/listing/discount', encoding: 'json', access: 'session',
    request: L.saveDiscountRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingUploadPhoto: {
    service: 'house', method: 'POST', path: '/listing/photo/upload', encoding: 'multipart', access: 'session',
    /** Filedata is the file (not in the schema). */
    request: L.uploadPhotoRequest,
    response: L.uploadPhotoAnswer,
    idempotent: true,
  },
  listingSetPhotos: {
    service: 'house', method: 'POST', path: '/listing/photos', encoding: 'json', access: 'session',
    request: L.setPhotosRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingPublish: {
    service: 'house', method: 'POST', path: '/listing/publish', encoding: 'json', access: 'session',
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
    request: L.deleteRequest,
    response: empty,
    idempotent: true,
  },
  listingSetOnline: {
    service: 'house', method: 'POST', path: '/listing/online', encoding: 'json', access: 'session',
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
} as const satisfies Record<string, EndpointDef>
