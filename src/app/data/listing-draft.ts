import { useEffect, useMemo, useState } from 'react'
import { liveQuery } from 'dexie'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FetchStatus } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { call } from '../../client/api'
import { getDb, type ListingDraftRow } from '../../client/db'
import {
  enqueue, listNotSynced, listPending, onOutboxChange, retryNotSynced,
} from '../../client/outbox/portal-outbox'
import type { NotSyncedEntry, OutboxEntry, Refusal } from '../../client/outbox/outbox-types'
import { FLOW_ORDER, type ListingStep } from '../../domain/listing/enums'
import type { ListingRegion } from '../../domain/listing/enums'
import type { ListingDetail } from '../../domain/listing/schemas'
import type { FormMessage } from '../ui/form-errors'
import { LISTING_STEPS, STEP_ENDPOINTS, listingItem, listingQueries, stepItem } from './listing-keys'

export { LISTING_STEPS, STEP_ENDPOINTS, listingItem, listingQueries, stepItem } from './listing-keys'

/**
 * The local-first listing store (issue 4, LISTING-CONTRACT.md). What a step shows is, in order:
 * what the host typed and did not save yet (local draft), else the step's pending outbox write,
 * else the server's detail, else the last local save (a listing created offline). Saving a step
 * writes the local draft and enqueues the step save in ONE transaction, so nothing is lost.
 */

export type StepValues = Record<string, unknown>

/** Draft row data (Dexie listingDrafts.data). */
export type ListingDraftData = {
  meta?: { rentalType?: string; buildingType?: string; region?: ListingRegion }
  steps: Partial<Record<ListingStep, { values: StepValues; typedAt: number; savedAt?: number }>>
}

export type StepState = {
  values: StepValues | undefined
  /** A save of this step waits in the outbox. */
  pending: boolean
  /** The step version the host saw (sent with the next save). */
  version: number
  /** The server refused the last save: its message, on the field when it names one. */
  errors: { fields: Record<string, FormMessage>; form: FormMessage | null }
  refused: NotSyncedEntry | undefined
  /** Done on the server, or saved locally and waiting. */
  done: boolean
  /** Typed but not saved yet. */
  unsaved: boolean
}

export type ListingView = {
  luId: string
  detail: ListingDetail | undefined
  /** The listing exists only on this device (its creation waits in the outbox). */
  localOnly: boolean
  isLoading: boolean
  error: unknown
  /** The server read itself (for useNeedsNetwork: a listing never opened on this device, offline). */
  read: { data: unknown; error: unknown; fetchStatus: FetchStatus }
  draft: ListingDraftData | undefined
  step: (step: ListingStep) => StepState
  /** Any write of this listing waits in the outbox. */
  pending: boolean
  checklist: Record<ListingStep, boolean>
  complete: boolean
  /** The server refused to create the listing (e.g. real-name missing); every step waits for it. */
  refusedCreate: NotSyncedEntry | undefined
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
export async function keepTyping(luId: string, step: ListingStep, values: StepValues): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.listingDrafts, async () => {
    const data = draftData(await db.listingDrafts.get(luId))
    data.steps[step] = { ...data.steps[step], values, typedAt: Date.now() }
    await db.listingDrafts.put({ id: luId, updatedAt: Date.now(), data })
  })
}

/** Forgets unsaved typing of a step (the host chose the server's value). */
export async function dropTyping(luId: string, step: ListingStep): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.listingDrafts, async () => {
    const data = draftData(await db.listingDrafts.get(luId))
    delete data.steps[step]
    await db.listingDrafts.put({ id: luId, updatedAt: Date.now(), data })
  })
}

/**
 * Saves a step: the local draft and the outbox entry (item `listing:{luId}:{step}`, merged with
 * an unsent earlier save, carrying the step version the host saw) in one transaction. A save
 * refused earlier is replaced by this one (retried with the new values). Waits for the listing's
 * creation when that is still in the outbox.
 */
export async function saveStep(luId: string, step: ListingStep, values: StepValues, version: number): Promise<string> {
  const endpoint = STEP_ENDPOINTS[step]
  const params = { ...values, luId, version }
  const item = stepItem(luId, step)
  const refused = (await listNotSynced()).find((entry) => entry.item === item && entry.endpoint === endpoint)
  const apply = async () => {
    const db = getDb()
    const data = draftData(await db.listingDrafts.get(luId))
    const now = Date.now()
    data.steps[step] = { values, typedAt: now, savedAt: now }
    await db.listingDrafts.put({ id: luId, updatedAt: now, data })
    const check = await db.checklist.get(luId)
    const completeInfo = { ...(check?.completeInfo as Record<string, boolean> | undefined), [step]: true }
    await db.checklist.put({ listingId: luId, completeInfo, isChange: true, updatedAt: now })
  }
  if (refused) {
    await getDb().transaction('rw', getDb().listingDrafts, getDb().checklist, apply)
    await retryNotSynced(refused.id, params)
    return refused.id
  }
  const create = (await listPending(listingItem(luId))).find((entry) => entry.endpoint === 'listingCreate' && entry.item === listingItem(luId))
  const createRefused = create ? undefined : (await listNotSynced()).find((e) => e.endpoint === 'listingCreate' && e.item === listingItem(luId))
  const dependsOn = create?.id ?? createRefused?.id
  return enqueue({
    endpoint,
    params: params as never,
    item,
    merge: true,
    ...(dependsOn ? { dependsOn } : {}),
    apply,
  })
}

export type EntryOutcome =
  | { status: 'done'; result: unknown }
  | { status: 'refused'; refusal: Refusal }
  | { status: 'pending' }

/** Waits (at most timeoutMs) for an outbox entry to be answered: its result, its refusal, or still pending. */
export function waitForEntry(entryId: string, timeoutMs: number): Promise<EntryOutcome> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (outcome: EntryOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      off()
      resolve(outcome)
    }
    const look = async () => {
      const db = getDb()
      const done = await db.outboxResults.get(entryId)
      if (done) return finish({ status: 'done', result: done.result })
      const refused = await db.notSynced.get(entryId)
      if (refused) return finish({ status: 'refused', refusal: refused.refusal })
    }
    const timer = setTimeout(() => finish({ status: 'pending' }), timeoutMs)
    const off = onOutboxChange(() => void look().catch(() => undefined))
    void look().catch(() => undefined)
  })
}

/** The server's detail overlaid with the local draft and the pending outbox entries. */
export function useListing(luId: string): ListingView {
  const queryClient = useQueryClient()
  const outbox = useListingOutbox(luId, queryClient)
  const { draft, loaded: draftLoaded } = useDraft(luId)
  const createPending = outbox.pending.some((e) => e.endpoint === 'listingCreate') ||
    outbox.refused.some((e) => e.endpoint === 'listingCreate')
  const query = useQuery({ ...listingQueries.detail(luId), enabled: Boolean(luId) && !createPending })
  const detail = query.data as ListingDetail | undefined
  const localOnly = !detail && (createPending || Boolean(draft && query.isError))

  return useMemo(() => {
    const step = (name: ListingStep): StepState => stepState(name, luId, detail, draft, outbox.pending, outbox.refused)
    const checklist = Object.fromEntries(LISTING_STEPS.map((name) => [name, step(name).done])) as Record<ListingStep, boolean>
    return {
      luId,
      detail,
      localOnly,
      // the device's own state is read first: a cached server copy must not hide a pending save
      isLoading: !outbox.loaded || !draftLoaded || (query.isPending && !createPending && !draft),
      error: localOnly ? null : query.error,
      read: { data: query.data, error: query.error, fetchStatus: query.fetchStatus },
      draft,
      step,
      pending: outbox.pending.length > 0,
      checklist,
      complete: LISTING_STEPS.every((name) => checklist[name]),
      refusedCreate: outbox.refused.find((e) => e.endpoint === 'listingCreate'),
    }
  }, [luId, detail, draft, draftLoaded, outbox, localOnly, query.isPending, query.error, query.data, query.fetchStatus, createPending])
}

function stepState(
  name: ListingStep,
  luId: string,
  detail: ListingDetail | undefined,
  draft: ListingDraftData | undefined,
  pendingEntries: OutboxEntry[],
  refusedEntries: NotSyncedEntry[],
): StepState {
  const item = stepItem(luId, name)
  const ofStep = (e: OutboxEntry) => e.item === item && e.endpoint === STEP_ENDPOINTS[name]
  const pendingEntry = pendingEntries.filter(ofStep).at(-1)
  const refused = refusedEntries.filter(ofStep).at(-1)
  const local = draft?.steps[name]
  const unsaved = Boolean(local && local.typedAt > (local.savedAt ?? 0))
  const sent = pendingEntry ?? refused
  const serverValues = detail ? stepValuesOf(detail, name) : undefined
  const values = unsaved ? local?.values : sent ? withoutMeta(sent.params) : serverValues ?? local?.values
  const serverVersion = detail?.versions?.[name] ?? 0
  const version = typeof sent?.params.version === 'number' ? sent.params.version : serverVersion
  const serverDone = Boolean(detail?.checklist?.[name])
  return {
    values,
    pending: Boolean(pendingEntry),
    version,
    errors: refused ? refusalErrors(refused.refusal) : { fields: {}, form: null },
    refused,
    done: !refused && (Boolean(pendingEntry) || serverDone || (!detail && Boolean(local?.savedAt))),
    unsaved,
  }
}

/** The fields of one step in the server's detail (the detail groups its fields by step). */
export function stepValuesOf(detail: ListingDetail, step: ListingStep): StepValues | undefined {
  const value = (detail as unknown as Record<string, unknown>)[step]
  return value && typeof value === 'object' ? (value as StepValues) : undefined
}

function refusalErrors(refusal: Refusal): StepState['errors'] {
  const message: FormMessage = refusal.params ? { key: refusal.key, params: refusal.params } : { key: refusal.key }
  if (refusal.field) return { fields: { [refusal.field]: message }, form: null }
  return { fields: {}, form: message }
}

function withoutMeta(params: Record<string, unknown>): StepValues {
  const { luId: _l, version: _v, ...rest } = params
  return rest
}

function draftData(row: ListingDraftRow | undefined): ListingDraftData {
  const data = row?.data as ListingDraftData | undefined
  return { ...data, steps: { ...data?.steps } }
}

/** The listing's outbox entries (pending and refused), re-read on every outbox change. */
function useListingOutbox(luId: string, queryClient: QueryClient) {
  const [state, setState] = useState<{ pending: OutboxEntry[]; refused: NotSyncedEntry[]; loaded: boolean }>(EMPTY)
  useEffect(() => {
    let live = true
    let before = new Set<string>()
    const prefix = listingItem(luId)
    const read = () =>
      void Promise.all([listPending(prefix), listNotSynced()]).then(
        ([pending, refused]) => {
          if (!live) return
          const mine = refused.filter((e) => e.item === prefix || e.item.startsWith(`${prefix}:`))
          const now = new Set(pending.map((e) => e.id))
          // a write left the queue (sent or refused): read the listing again
          if ([...before].some((id) => !now.has(id))) {
            void queryClient.invalidateQueries({ queryKey: listingQueries.detail(luId).queryKey })
          }
          before = now
          setState((old) => (old.loaded && sameEntries(old, pending, mine) ? old : { pending, refused: mine, loaded: true }))
        },
        () => live && setState((old) => (old.loaded ? old : { ...old, loaded: true })),
      )
    read()
    const off = onOutboxChange(read)
    return () => {
      live = false
      off()
    }
  }, [luId, queryClient])
  return state
}

function sameEntries(old: { pending: OutboxEntry[]; refused: NotSyncedEntry[] }, pending: OutboxEntry[], refused: NotSyncedEntry[]) {
  const key = (list: OutboxEntry[]) => list.map((e) => `${e.id}/${e.idemKey}/${e.attempts}/${JSON.stringify(e.params)}`).join(',')
  return key(old.pending) === key(pending) && key(old.refused) === key(refused)
}

function useDraft(luId: string): { draft: ListingDraftData | undefined; loaded: boolean } {
  const [state, setState] = useState<{ draft: ListingDraftData | undefined; loaded: boolean }>({ draft: undefined, loaded: false })
  useEffect(() => {
    const sub = liveQuery(() => getDb().listingDrafts.get(luId)).subscribe({
      next: (row) => setState({ draft: row ? draftData(row) : undefined, loaded: true }),
      error: () => setState((old) => ({ ...old, loaded: true })),
    })
    return () => sub.unsubscribe()
  }, [luId])
  return state
}

const EMPTY = { pending: [], refused: [], loaded: false }
