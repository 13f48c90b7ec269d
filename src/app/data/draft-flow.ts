import { useEffect, useMemo, useState } from 'react'
import { liveQuery } from 'dexie'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { FetchStatus, QueryClient, UseQueryOptions } from '@tanstack/react-query'
import { getDb, type ListingDraftRow } from '../../client/db'
import {
  enqueue, listNotSynced, listPending, onOutboxChange, retryNotSynced,
} from '../../client/outbox/portal-outbox'
import type { NotSyncedEntry, OutboxEntry, Refusal } from '../../client/outbox/outbox-types'
import type { EndpointKey } from '../../domain/endpoints'
import type { FormMessage } from '../ui/form-errors'

/**
 * The local-first store of a publishing flow (issue 4, LISTING-CONTRACT.md), for any thing
 * published in steps: a B&B listing (listing-draft.ts) or a hotel (hotel-draft.ts). What a step
 * shows is, in order: what the host typed and did not save yet (local draft), else the step's
 * pending outbox write, else the server's detail, else the last local save (a thing created
 * offline). Saving a step writes the local draft and enqueues the step save in ONE transaction,
 * so nothing is lost. Drafts of every flow share the Dexie table listingDrafts (ids are UUIDs).
 */

export type StepValues = Record<string, unknown>

/** Draft row data (Dexie listingDrafts.data). */
export type DraftData<S extends string, M = Record<string, unknown>> = {
  meta?: M
  steps: Partial<Record<S, { values: StepValues; typedAt: number; savedAt?: number }>>
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

export type FlowView<S extends string, D, M = Record<string, unknown>> = {
  id: string
  detail: D | undefined
  /** The thing exists only on this device (its creation waits in the outbox). */
  localOnly: boolean
  isLoading: boolean
  error: unknown
  /** The server read itself (for useNeedsNetwork: a thing never opened on this device, offline). */
  read: { data: unknown; error: unknown; fetchStatus: FetchStatus }
  draft: DraftData<S, M> | undefined
  step: (step: S) => StepState
  /** Any write of this thing waits in the outbox. */
  pending: boolean
  checklist: Record<S, boolean>
  complete: boolean
  /** The server refused to create it (e.g. real-name missing); every step waits for it. */
  refusedCreate: NotSyncedEntry | undefined
}

/** What a flow is: its steps, their calls and outbox items, and how its server detail reads. */
export type DraftFlow<S extends string, D> = {
  steps: readonly S[]
  createEndpoint: EndpointKey
  stepEndpoint: (step: S) => EndpointKey
  /** The outbox item of the thing (its creation); its steps' items start with it and ':'. */
  item: (id: string) => string
  stepItem: (id: string, step: S) => string
  /** The request of a step save. */
  stepParams: (id: string, values: StepValues, version: number) => Record<string, unknown>
  /** The step values of a waiting or refused request (stepParams read back). */
  valuesOfParams: (params: Record<string, unknown>) => StepValues
  detailQuery: (id: string) => UseQueryOptions<D, Error, D, readonly unknown[]>
  valuesOf: (detail: D, step: S) => StepValues | undefined
  versionOf: (detail: D, step: S) => number
  doneOf: (detail: D, step: S) => boolean
  /** Written with the local draft when a step is saved (the B&B flow keeps its checklist table). */
  onSavedLocally?: (id: string, step: S, now: number) => Promise<void>
  /** The outbox item of the creation a save waits for, when not the thing's own (a room type waits for its hotel). */
  creationItem?: (id: string) => string
  /** Saves that name uploads still in the outbox by `local:{entry}` (a room type's photos). */
  resolveParams?: 'localRefs'
}

/** Keeps what the host typed (not saved yet) so a reload or a lost tab loses nothing. */
export async function keepTypingIn<S extends string>(id: string, step: S, values: StepValues): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.listingDrafts, async () => {
    const data = draftData<S>(await db.listingDrafts.get(id))
    data.steps[step] = { ...data.steps[step], values, typedAt: Date.now() }
    await db.listingDrafts.put({ id, updatedAt: Date.now(), data })
  })
}

/** Forgets unsaved typing of a step (the host chose the server's value). */
export async function dropTypingIn<S extends string>(id: string, step: S): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.listingDrafts, async () => {
    const data = draftData<S>(await db.listingDrafts.get(id))
    delete data.steps[step]
    await db.listingDrafts.put({ id, updatedAt: Date.now(), data })
  })
}

/** Sets the draft's meta (what the creation said: kind, region, …) when the creation is enqueued. */
export async function putDraftMeta<M>(id: string, meta: M): Promise<void> {
  const db = getDb()
  const data = draftData(await db.listingDrafts.get(id))
  await db.listingDrafts.put({ id, updatedAt: Date.now(), data: { ...data, meta } })
}

/**
 * Saves a step: the local draft and the outbox entry (the step's item, merged with an unsent
 * earlier save, carrying the step version the host saw) in one transaction. A save refused
 * earlier is replaced by this one (retried with the new values). Waits for the thing's creation
 * when that is still in the outbox.
 */
export async function saveFlowStep<S extends string, D>(
  flow: DraftFlow<S, D>, id: string, step: S, values: StepValues, version: number,
): Promise<string> {
  const endpoint = flow.stepEndpoint(step)
  const params = flow.stepParams(id, values, version)
  const item = flow.stepItem(id, step)
  const refused = (await listNotSynced()).find((entry) => entry.item === item && entry.endpoint === endpoint)
  const apply = async () => {
    const db = getDb()
    const data = draftData<S>(await db.listingDrafts.get(id))
    const now = Date.now()
    data.steps[step] = { values, typedAt: now, savedAt: now }
    await db.listingDrafts.put({ id, updatedAt: now, data })
    await flow.onSavedLocally?.(id, step, now)
  }
  if (refused) {
    await getDb().transaction('rw', getDb().listingDrafts, getDb().checklist, apply)
    await retryNotSynced(refused.id, params)
    return refused.id
  }
  const createItem = flow.creationItem?.(id) ?? flow.item(id)
  const create = (await listPending(createItem)).find((entry) => entry.endpoint === flow.createEndpoint && entry.item === createItem)
  const createRefused = create ? undefined : (await listNotSynced()).find((e) => e.endpoint === flow.createEndpoint && e.item === createItem)
  const dependsOn = create?.id ?? createRefused?.id
  return enqueue({
    endpoint,
    params: params as never,
    item,
    merge: true,
    ...(flow.resolveParams ? { resolveParams: flow.resolveParams } : {}),
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
export function useFlowView<S extends string, D, M = Record<string, unknown>>(flow: DraftFlow<S, D>, id: string): FlowView<S, D, M> {
  const queryClient = useQueryClient()
  const outbox = useFlowOutbox(flow, id, queryClient)
  const { draft, loaded: draftLoaded } = useDraft<S, M>(id)
  const createPending = outbox.pending.some((e) => e.endpoint === flow.createEndpoint) ||
    outbox.refused.some((e) => e.endpoint === flow.createEndpoint)
  const query = useQuery({ ...flow.detailQuery(id), enabled: Boolean(id) && !createPending })
  const detail = query.data
  const localOnly = !detail && (createPending || Boolean(draft && query.isError))

  return useMemo(() => {
    const step = (name: S): StepState => stepState(flow, name, id, detail, draft, outbox.pending, outbox.refused)
    const checklist = Object.fromEntries(flow.steps.map((name) => [name, step(name).done])) as Record<S, boolean>
    return {
      id,
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
      complete: flow.steps.every((name) => checklist[name]),
      refusedCreate: outbox.refused.find((e) => e.endpoint === flow.createEndpoint),
    }
  }, [flow, id, detail, draft, draftLoaded, outbox, localOnly, query.isPending, query.error, query.data, query.fetchStatus, createPending])
}

function stepState<S extends string, D>(
  flow: DraftFlow<S, D>,
  name: S,
  id: string,
  detail: D | undefined,
  draft: DraftData<S, unknown> | undefined,
  pendingEntries: OutboxEntry[],
  refusedEntries: NotSyncedEntry[],
): StepState {
  const item = flow.stepItem(id, name)
  const ofStep = (e: OutboxEntry) => e.item === item && e.endpoint === flow.stepEndpoint(name)
  const pendingEntry = pendingEntries.filter(ofStep).at(-1)
  const refused = refusedEntries.filter(ofStep).at(-1)
  const local = draft?.steps[name]
  const unsaved = Boolean(local && local.typedAt > (local.savedAt ?? 0))
  const sent = pendingEntry ?? refused
  const serverValues = detail ? flow.valuesOf(detail, name) : undefined
  const values = unsaved ? local?.values : sent ? flow.valuesOfParams(sent.params) : serverValues ?? local?.values
  const serverVersion = detail ? flow.versionOf(detail, name) : 0
  const version = typeof sent?.params.version === 'number' ? sent.params.version : serverVersion
  const serverDone = detail ? flow.doneOf(detail, name) : false
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

function refusalErrors(refusal: Refusal): StepState['errors'] {
  const message: FormMessage = refusal.params ? { key: refusal.key, params: refusal.params } : { key: refusal.key }
  if (refusal.field) return { fields: { [refusal.field]: message }, form: null }
  return { fields: {}, form: message }
}

export function draftData<S extends string, M = Record<string, unknown>>(row: ListingDraftRow | undefined): DraftData<S, M> {
  const data = row?.data as DraftData<S, M> | undefined
  return { ...data, steps: { ...data?.steps } } as DraftData<S, M>
}

/** The thing's outbox entries (pending and refused), re-read on every outbox change. */
function useFlowOutbox<S extends string, D>(flow: DraftFlow<S, D>, id: string, queryClient: QueryClient) {
  const [state, setState] = useState<{ pending: OutboxEntry[]; refused: NotSyncedEntry[]; loaded: boolean }>(EMPTY)
  useEffect(() => {
    let live = true
    let before = new Set<string>()
    const prefix = flow.item(id)
    const read = () =>
      void Promise.all([listPending(prefix), listNotSynced()]).then(
        ([pending, refused]) => {
          if (!live) return
          const mine = refused.filter((e) => e.item === prefix || e.item.startsWith(`${prefix}:`))
          const now = new Set(pending.map((e) => e.id))
          // a write left the queue (sent or refused): read the thing again
          if ([...before].some((entryId) => !now.has(entryId))) {
            void queryClient.invalidateQueries({ queryKey: flow.detailQuery(id).queryKey })
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
  }, [flow, id, queryClient])
  return state
}

function sameEntries(old: { pending: OutboxEntry[]; refused: NotSyncedEntry[] }, pending: OutboxEntry[], refused: NotSyncedEntry[]) {
  const key = (list: OutboxEntry[]) => list.map((e) => `${e.id}/${e.idemKey}/${e.attempts}/${JSON.stringify(e.params)}`).join(',')
  return key(old.pending) === key(pending) && key(old.refused) === key(refused)
}

function useDraft<S extends string, M>(id: string): { draft: DraftData<S, M> | undefined; loaded: boolean } {
  const [state, setState] = useState<{ draft: DraftData<S, M> | undefined; loaded: boolean }>({ draft: undefined, loaded: false })
  useEffect(() => {
    const sub = liveQuery(() => getDb().listingDrafts.get(id)).subscribe({
      next: (row) => setState({ draft: row ? draftData<S, M>(row) : undefined, loaded: true }),
      error: () => setState((old) => ({ ...old, loaded: true })),
    })
    return () => sub.unsubscribe()
  }, [id])
  return state
}

const EMPTY = { pending: [], refused: [], loaded: false }
