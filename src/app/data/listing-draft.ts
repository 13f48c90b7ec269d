import { useMemo } from 'react'
import { getDb } from '../../client/db'
import { enqueue } from './outbox-lazy'
import type { ListingStep } from '../../domain/listing/enums'
import type { ListingRegion } from '../../domain/listing/enums'
import type { ListingDetail } from '../../domain/listing/schemas'
import {
  draftData, dropTypingIn, keepTypingIn, saveFlowStep, useFlowView, type DraftData, type DraftFlow, type FlowView, type StepValues,
} from './draft-flow'
import { LISTING_STEPS, STEP_ENDPOINTS, listingItem, listingQueries, stepItem } from './listing-keys'

export { LISTING_STEPS, STEP_ENDPOINTS, listingItem, listingQueries, stepItem } from './listing-keys'
export { waitForEntry, type EntryOutcome, type StepState, type StepValues } from './draft-flow'

/**
 * The local-first listing store (issue 4, LISTING-CONTRACT.md): the B&B flow of the shared
 * draft store (draft-flow.ts). Its steps send their fields beside luId and version; a saved
 * step also marks the device's checklist.
 */

/** Draft row data (Dexie listingDrafts.data). */
export type ListingDraftData = DraftData<ListingStep, { rentalType?: string; buildingType?: string; region?: ListingRegion }>

export type ListingView = FlowView<ListingStep, ListingDetail, NonNullable<ListingDraftData['meta']>> & { luId: string }

export const LISTING_FLOW: DraftFlow<ListingStep, ListingDetail> = {
  steps: LISTING_STEPS,
  createEndpoint: 'listingCreate',
  stepEndpoint: (step) => STEP_ENDPOINTS[step],
  item: listingItem,
  stepItem,
  stepParams: (luId, values, version) => ({ ...values, luId, version }),
  valuesOfParams: ({ luId: _l, version: _v, ...rest }) => rest,
  detailQuery: (luId) => listingQueries.detail(luId) as never,
  valuesOf: (detail, step) => stepValuesOf(detail, step),
  versionOf: (detail, step) => detail.versions?.[step] ?? 0,
  doneOf: (detail, step) => Boolean(detail.checklist?.[step]),
  onSavedLocally: async (luId, step, now) => {
    const db = getDb()
    const check = await db.checklist.get(luId)
    const completeInfo = { ...(check?.completeInfo as Record<string, boolean> | undefined), [step]: true }
    await db.checklist.put({ listingId: luId, completeInfo, isChange: true, updatedAt: now })
  },
}

/** A new listing id (the client makes it: a draft exists before the server answered). */
export function newListingId(): string {
  return globalThis.crypto.randomUUID()
}

/** Creates the draft (local row + listingCreate in the outbox, item `listing:{luId}`). */
export async function createListing(input: {
  luId: string
  rentalType: ListingDetail['rentalType']
  buildingType?: NonNullable<ListingDetail['buildingType']>
  region: ListingRegion
}): Promise<void> {
  const { luId, ...params } = input
  await enqueue({
    endpoint: 'listingCreate',
    params: { luId, ...params },
    item: listingItem(luId),
    merge: true,
    apply: async () => {
      const db = getDb()
      const row = await db.listingDrafts.get(luId)
      const data = draftData(row)
      data.meta = { rentalType: params.rentalType, buildingType: params.buildingType, region: params.region }
      await db.listingDrafts.put({ id: luId, updatedAt: Date.now(), data })
    },
  })
}

/** Keeps what the host typed (not saved yet) so a reload or a lost tab loses nothing. */
export function keepTyping(luId: string, step: ListingStep, values: StepValues): Promise<void> {
  return keepTypingIn(luId, step, values)
}

/** Forgets unsaved typing of a step (the host chose the server's value). */
export function dropTyping(luId: string, step: ListingStep): Promise<void> {
  return dropTypingIn(luId, step)
}

/**
 * Saves a step: the local draft and the outbox entry (item `listing:{luId}:{step}`, merged with
 * an unsent earlier save, carrying the step version the host saw) in one transaction. A save
 * refused earlier is replaced by this one (retried with the new values). Waits for the listing's
 * creation when that is still in the outbox.
 */
export function saveStep(luId: string, step: ListingStep, values: StepValues, version: number): Promise<string> {
  return saveFlowStep(LISTING_FLOW, luId, step, values, version)
}

/** The server's detail overlaid with the local draft and the pending outbox entries. */
export function useListing(luId: string): ListingView {
  const view = useFlowView<ListingStep, ListingDetail, NonNullable<ListingDraftData['meta']>>(LISTING_FLOW, luId)
  return useMemo(() => ({ ...view, luId }), [view, luId])
}

/** The fields of one step in the server's detail (the detail groups its fields by step). */
export function stepValuesOf(detail: ListingDetail, step: ListingStep): StepValues | undefined {
  const value = (detail as unknown as Record<string, unknown>)[step]
  return value && typeof value === 'object' ? (value as StepValues) : undefined
}
