import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { isApiError } from '../../client/errors'
import { enqueue, listPending } from './outbox-lazy'
import type { HotelDetail, HotelStep } from '../../domain/hotel/schemas'
import { getDb } from '../../client/db'
import type { z } from 'zod/mini'
import type { roomTypeEntry } from '../../domain/hotel/schemas'
import { HOTEL_STEPS } from '../../domain/hotel/schemas'
import {
  draftData, dropTypingIn, keepTypingIn, putDraftMeta, saveFlowStep, useFlowView, type DraftFlow, type FlowView, type StepValues,
} from './draft-flow'
import { HOTEL_STEP_ENDPOINTS, hotelDetailKey, hotelItem, hotelStepItem, roomTypeItem } from './hotel-sync'
import './hotel-queries'

/**
 * The local-first hotel store (issue 14): the hotel flow of the shared draft store
 * (draft-flow.ts), like the B&B listing's. A hotel's id is made on the device, its creation and
 * each step's save wait in the outbox (items `hotel:{id}` and `hotel:{id}:{step}`), and what the
 * merchant typed is kept on the device until saved. Room types are saved one by one
 * (`hotel:{id}:room:{roomTypeId}`).
 */

export { HOTEL_STEP_ENDPOINTS, hotelItem, hotelStepItem, roomTypeItem } from './hotel-sync'

export const hotelDetailQuery = (hotelId: string) =>
  queryOptions({
    queryKey: hotelDetailKey(hotelId),
    queryFn: () => call('hotelGet', { hotelId }, { hideMessage: true }),
    staleTime: 30_000,
    retry: false,
  })

export const HOTEL_FLOW: DraftFlow<HotelStep, HotelDetail> = {
  steps: HOTEL_STEPS,
  createEndpoint: 'hotelCreate',
  stepEndpoint: (step) => HOTEL_STEP_ENDPOINTS[step],
  item: hotelItem,
  stepItem: hotelStepItem,
  stepParams: (hotelId, value, version) => ({ hotelId, version, value }),
  valuesOfParams: (params) => (params.value ?? {}) as StepValues,
  detailQuery: (hotelId) => hotelDetailQuery(hotelId) as never,
  valuesOf: (detail, step) => (detail[step] ?? undefined) as StepValues | undefined,
  versionOf: (detail, step) => detail.versions[step],
  doneOf: (detail, step) => detail.checklist[step],
}

export type HotelDraftMeta = { kind: 'hotel' }
export type HotelView = FlowView<HotelStep, HotelDetail, HotelDraftMeta>

/** A new hotel id (made on the device: the draft exists before the server answered). */
export function newHotelId(): string {
  return globalThis.crypto.randomUUID()
}

/** Creates the hotel: its local draft and hotelCreate in the outbox (item `hotel:{id}`). */
export async function createHotel(hotelId: string): Promise<void> {
  await enqueue({
    endpoint: 'hotelCreate',
    params: { hotelId },
    item: hotelItem(hotelId),
    merge: true,
    apply: () => putDraftMeta<HotelDraftMeta>(hotelId, { kind: 'hotel' }),
  })
}

/**
 * Opens the hotel flow for a host who named no hotel (decision 0053, addendum of issue 35): the
 * host's empty draft when there is one, else a new one, so opening the flow's parts without a
 * hotel, in any order and any number of times, leaves at most one empty draft. Online the server
 * decides (hotelCreate with reuseEmpty, atomic there); without an answer (offline) a hotel this
 * device made whose creation still waits in the outbox with nothing saved is reused, else a new
 * one is made here as before. One tab at a time, so two tabs opening the flow share the draft.
 */
export function startHotel(): Promise<string> {
  return oneTabAtATime('hotel-start', async () => {
    try {
      return (await call('hotelCreate', { hotelId: newHotelId(), reuseEmpty: true }, { hideMessage: true })).hotelId
    } catch (error) {
      // no answer (offline), or a refusal the waiting creation will show again in the flow
      if (!isApiError(error)) throw error
    }
    const waiting = await waitingEmptyHotel()
    if (waiting) return waiting
    const hotelId = newHotelId()
    await createHotel(hotelId)
    return hotelId
  })
}

/** The newest hotel of this device whose creation waits in the outbox with nothing else: no write waiting, no part typed. */
async function waitingEmptyHotel(): Promise<string | undefined> {
  const pending = await listPending('hotel:')
  const creations = pending.filter((entry) => entry.endpoint === 'hotelCreate').reverse()
  for (const creation of creations) {
    const hotelId = String(creation.params.hotelId)
    if (pending.some((entry) => entry.item.startsWith(`${hotelItem(hotelId)}:`))) continue
    const draft = draftData(await getDb().listingDrafts.get(hotelId))
    if (Object.keys(draft.steps).length === 0) return hotelId
  }
  return undefined
}

/** navigator.locks when there (shared by the tabs), else one at a time in this page. */
function oneTabAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks
  if (locks) return locks.request(name, work) as Promise<T>
  const run = (pageLocks.get(name) ?? Promise.resolve()).then(work, work)
  pageLocks.set(name, run.catch(() => undefined))
  return run
}

const pageLocks = new Map<string, Promise<unknown>>()

export function keepHotelTyping(hotelId: string, step: HotelStep, values: StepValues): Promise<void> {
  return keepTypingIn(hotelId, step, values)
}

export function dropHotelTyping(hotelId: string, step: HotelStep): Promise<void> {
  return dropTypingIn(hotelId, step)
}

export function saveHotelStep(hotelId: string, step: HotelStep, values: StepValues, version: number): Promise<string> {
  return saveFlowStep(HOTEL_FLOW, hotelId, step, values, version)
}

/** The hotel's detail overlaid with the local draft and the waiting writes. */
export function useHotel(hotelId: string): HotelView {
  return useFlowView<HotelStep, HotelDetail, HotelDraftMeta>(HOTEL_FLOW, hotelId)
}

/**
 * Why a hotel's parts cannot change now (decisions 0048, 0087): under review they wait
 * (listingLocked), and so do an online hotel's while its change is under review. An online
 * hotel's edits are otherwise saved apart as a change for review. null: editable.
 */
export function hotelLock(detail: (Pick<HotelDetail, 'state'> & { changeStatus?: HotelDetail['changeStatus'] }) | undefined): { key: 'listingLocked' } | null {
  if (detail?.state === 'auditing') return { key: 'listingLocked' }
  if (detail?.state === 'online' && detail.changeStatus === 'auditing') return { key: 'listingLocked' }
  return null
}

export type RoomTypeEntry = z.infer<typeof roomTypeEntry>

const roomFlows = new Map<string, DraftFlow<'roomInfo', RoomTypeEntry | null>>()

/**
 * A hotel's room types as flows of one step (roomInfo): each kept on the device while typed, saved
 * through the outbox (item `hotel:{id}:room:{roomTypeId}`) after the hotel's creation, its photos
 * named by their uploads still in the outbox; read from the hotel's detail (one query for all).
 */
export function roomTypeFlow(hotelId: string): DraftFlow<'roomInfo', RoomTypeEntry | null> {
  let flow = roomFlows.get(hotelId)
  if (!flow) {
    flow = {
      steps: ['roomInfo'],
      // a room type has no creation of its own (its first save or photo makes it); it waits for the hotel's
      createEndpoint: 'hotelCreate',
      creationItem: () => hotelItem(hotelId),
      stepEndpoint: () => 'roomTypeSave',
      item: (roomTypeId) => roomTypeItem(hotelId, roomTypeId),
      stepItem: (roomTypeId) => roomTypeItem(hotelId, roomTypeId),
      stepParams: (roomTypeId, value, version) => ({ hotelId, roomTypeId, version, value }),
      valuesOfParams: (params) => (params.value ?? {}) as StepValues,
      detailQuery: (roomTypeId) => ({
        ...hotelDetailQuery(hotelId),
        select: (detail: HotelDetail) => detail.roomTypes.find((room) => room.roomTypeId === roomTypeId) ?? null,
      }) as never,
      valuesOf: (room) => (room?.value ?? undefined) as StepValues | undefined,
      versionOf: (room) => room?.version ?? 0,
      doneOf: (room) => room?.complete ?? false,
      resolveParams: 'localRefs',
    }
    roomFlows.set(hotelId, flow)
  }
  return flow
}
