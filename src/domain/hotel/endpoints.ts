import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { addressValue, deleteRequest, luId } from '../listing/schemas'
import * as H from './schemas'
import { streamHead } from '../stream-head'
import { EXPORT_LANGS } from '../wallet/endpoints'

const version = z.number()
const hotel = { hotelId: luId }
const save = { hotelId: luId, version }

/**
 * Hotels (spec 7 "Hotel/store": state, address, info, sms code send/check, house list and info,
 * qualification, publish; decision 0048), spread into the endpoint table.
 */
export const hotelEndpoints = {
  /**
   * A new hotel draft under a client-made id (a repeat answers the same hotel). With reuseEmpty
   * (the portal opening the flow without a hotel) the host's newest empty draft is answered
   * instead when there is one, so the host never has two empty drafts (decision 0053).
   */
  hotelCreate: {
    service: 'house', method: 'POST', path: '/hotel/create', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...hotel, reuseEmpty: z.optional(z.boolean()) }),
    response: H.hotelDetail,
    idempotent: true,
  },
  /** The caller's hotels, newest change first (the listing list shows them beside the B&B listings). */
  hotelList: {
    service: 'house', method: 'GET', path: '/hotel/list', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(H.hotelSummary) }),
  },
  hotelGet: {
    service: 'house', method: 'GET', path: '/hotel/detail', encoding: 'query', access: 'session',
    request: z.object(hotel),
    response: H.hotelDetail,
  },
  hotelSaveAddress: {
    service: 'house', method: 'POST', path: '/hotel/address', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...save, value: addressValue }),
    response: H.hotelSaveAnswer,
    idempotent: true,
  },
  hotelSaveInfo: {
    service: 'house', method: 'POST', path: '/hotel/info', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...save, value: H.hotelInfoValue }),
    response: H.hotelSaveAnswer,
    idempotent: true,
  },
  hotelSaveFacility: {
    service: 'house', method: 'POST', path: '/hotel/facility/update', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...save, value: H.hotelFacilityValue }),
    response: H.hotelSaveAnswer,
    idempotent: true,
  },
  /** Which of the hotel's uploaded photos show it, and the cover. */
  hotelSavePhotos: {
    service: 'house', method: 'POST', path: '/hotel/images/update', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...save, value: H.hotelPhotosValue }),
    response: H.hotelSaveAnswer,
    idempotent: true,
  },
  /** Hotel image upload (spec 7) of the hotel itself (Filedata), under 20 MB. */
  hotelUploadPhoto: {
    service: 'house', method: 'POST', path: '/hotel/images/upload/store', encoding: 'multipart', access: 'session',
    failure: 'none',
    request: z.object({ hotelId: luId }),
    response: z.object({ imgId: z.string(), url: z.string(), width: z.number(), height: z.number() }),
  },
  /** Booking rule info/update (spec 7). */
  hotelSaveBooking: {
    service: 'house', method: 'POST', path: '/hotel/booking/update', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...save, value: H.hotelBookingValue }),
    response: H.hotelSaveAnswer,
    idempotent: true,
  },
  hotelSaveQualification: {
    service: 'house', method: 'POST', path: '/hotel/qualification', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...save, value: H.qualificationValue }),
    response: H.hotelSaveAnswer,
    idempotent: true,
  },
  /**
   * Qualification download (spec 7; decision 0086): the hotel's saved qualification as one ZIP,
   * streamed (EndpointDef.stream): a summary of its fields, the authorization statement filled
   * with the hotel's and the operator's names to print and sign, and every scan named by its kind.
   * The head's total is the number of files in it. Only the hotel's host; refused before the
   * qualification part is saved (qualificationNotSaved).
   */
  hotelQualificationDownload: {
    service: 'house', method: 'GET', path: '/hotel/qualification/download', encoding: 'query', access: 'session', stream: 'zip',
    request: z.object({ ...hotel, lang: z.optional(z.enum(EXPORT_LANGS)) }),
    response: streamHead,
  },
  hotelSaveSettlement: {
    service: 'house', method: 'POST', path: '/hotel/settlement', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...save, value: H.settlementValue }),
    response: H.hotelSaveAnswer,
    idempotent: true,
  },
  /** The main contact's SMS code (send): one a minute to a number, as every code. */
  hotelContactCodeSend: {
    guards: ['codeSend'],
    service: 'house', method: 'POST', path: '/hotel/sms/send', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({ mobile: z.string().check(z.maxLength(30)), slideToken: z.optional(z.string().check(z.maxLength(200))) }),
    response: z.object({ sentTo: z.string() }),
  },
  /** The main contact's SMS code (check): the number counts as proved for this host. */
  hotelContactCodeCheck: {
    guards: ['codeGuess'],
    service: 'house', method: 'POST', path: '/hotel/sms/check', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({ mobile: z.string().check(z.maxLength(30)), code: z.string().check(z.maxLength(10)) }),
    response: z.object({ mobile: z.string() }),
    idempotent: true,
  },
  /** Adds (no version) or changes a room type of a draft or rejected hotel. */
  roomTypeSave: {
    service: 'house', method: 'POST', path: '/hotel/house/update', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...hotel, roomTypeId: luId, version: z.optional(version), value: H.roomTypeValue }),
    response: z.object({ roomTypeId: luId, version, checklist: H.hotelChecklist }),
    idempotent: true,
  },
  roomTypeDelete: {
    service: 'house', method: 'POST', path: '/hotel/house/delete', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ ...hotel, roomTypeId: luId }),
    response: z.object({ checklist: H.hotelChecklist }),
    idempotent: true,
  },
  /** Hotel image upload (spec 7): a room type's photo (Filedata), under 20 MB. */
  roomTypeUploadPhoto: {
    service: 'house', method: 'POST', path: '/hotel/images/upload', encoding: 'multipart', access: 'session',
    failure: 'none',
    request: z.object({ hotelId: luId, roomTypeId: luId }),
    response: z.object({ imgId: z.string(), url: z.string(), width: z.number(), height: z.number() }),
  },
  /** SKU detail (spec 7): the products of an online hotel's room types. */
  productList: {
    service: 'house', method: 'GET', path: '/hotel/sku/detail', encoding: 'query', access: 'session',
    request: z.object(hotel),
    response: z.object({
      roomTypes: z.array(z.object({ roomTypeId: luId, name: z.string(), price: z.number(), products: z.array(H.productEntry) })),
    }),
  },
  /** SKU select config (spec 7): the choices a product form offers. */
  productConfig: {
    service: 'house', method: 'GET', path: '/hotel/sku/config', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({
      breakfasts: z.array(z.number()), cancellationRules: z.array(z.string()),
      discount: z.object({ min: z.number(), max: z.number() }), perRoomType: z.number(),
    }),
  },
  /** SKU save (spec 7): adds (no version) or changes a product of a room type of an online hotel. */
  productSave: {
    service: 'house', method: 'POST', path: '/hotel/sku/save', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ ...hotel, roomTypeId: luId, productId: luId, version: z.optional(version), value: H.productValue }),
    response: z.object({ productId: luId, version }),
    idempotent: true,
  },
  productDelete: {
    service: 'house', method: 'POST', path: '/hotel/sku/delete', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ ...hotel, productId: luId }),
    response: z.object({}),
    idempotent: true,
  },
  /**
   * Submit (or resubmit) a complete hotel for review (about 2 working days); on an online hotel,
   * submit its saved change for review, the online version staying on sale (decision 0087).
   */
  hotelPublish: {
    service: 'house', method: 'POST', path: '/hotel/publish', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object(hotel),
    response: z.object({ state: z.enum(H.HOTEL_STATES) }),
    idempotent: true,
  },
  /**
   * The branches of a bank in the hotel's city that staff approved (the settlement part suggests
   * them; the merchant may type another): the payout accounts' branch list, for hotel publishers.
   */
  hotelBankBranches: {
    service: 'house', method: 'GET', path: '/hotel/bank-branches', encoding: 'query', access: 'session',
    request: z.object({ hotelId: luId, bankName: z.string().check(z.maxLength(100)) }),
    response: z.object({ list: z.array(z.string()) }),
  },
  /**
   * Deletes a draft or rejected hotel with the reason (the listing's delete reasons), its room
   * types with it; under review or online it is refused (listingLocked, hotelOnlineReadOnly).
   */
  hotelDelete: {
    service: 'house', method: 'POST', path: '/hotel/delete', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ hotelId: luId, reason: deleteRequest.shape.reason, note: deleteRequest.shape.note }),
    response: z.object({}),
    idempotent: true,
  },
  /**
   * An approved hotel's sale (spec 7 "Hotel/store: house list/state, status"; decision 0084): it
   * and its room types on sale or off sale, with the open orders each still has to honour.
   */
  hotelSale: {
    service: 'house', method: 'GET', path: '/hotel/sale', encoding: 'query', access: 'session',
    request: z.object(hotel),
    response: H.hotelSaleAnswer,
  },
  /** Puts an approved hotel on sale or takes it off sale (a repeat changes nothing); refused before approval (hotelNotApproved). */
  hotelSetOnSale: {
    service: 'house', method: 'POST', path: '/hotel/status', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ hotelId: luId, onSale: z.boolean() }),
    response: H.hotelSaleAnswer,
    idempotent: true,
  },
  /** Puts one room type of an approved hotel on sale or takes it off sale; the last one on sale stays (roomTypeLastOnSale). */
  roomTypeSetOnSale: {
    service: 'house', method: 'POST', path: '/hotel/house/state', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ hotelId: luId, roomTypeId: luId, onSale: z.boolean() }),
    response: H.hotelSaleAnswer,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>
