import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { call } from '../../../client/api'
import { getDb } from '../../../client/db'
import {
  discardNotSynced, enqueue, listNotSynced, listPending, retryNotSynced,
} from '../../../client/outbox/portal-outbox'
import type { NotSyncedEntry, OutboxEntry } from '../../../client/outbox/outbox-types'
import { localRef, LOCAL_REF_PREFIX } from '../../../client/outbox/param-patches'
import type { EndpointKey } from '../../../domain/endpoints'
import type { PhotoType } from '../../../domain/listing/enums'
import { checkImageFile, LISTING_PHOTO_RULES } from '../../../domain/validators/image'
import { draftData, keepTypingIn } from '../../data/draft-flow'
import { useOutboxRead } from '../../data/use-outbox-read'
import { isNetworkFailure, networkState } from '../../shell/pwa-network'
import { errorsFromFailure, type FormMessage } from '../form-errors'
import { move, type PhotoRule, type RulePhoto } from './photo-rules'
import { EMPTY_DRAFT, startingDraft, type PhotosDraft, type StepPhoto } from './photo-draft'
import { preparePhoto, type PreparedPhoto } from './prepare-photo'

/** A photo as shown: where its picture comes from and whether it is on the server yet. */
export type ShownPhoto = StepPhoto & { src: string; status: 'saved' | 'pending' | 'refused'; refusal?: FormMessage; entryId?: string }

/** A file being prepared or sent right now (online uploads, with their percentage). */
export type UploadTask = { id: string; name: string; progress: number; state: 'preparing' | 'uploading' | 'failed'; error?: FormMessage }

/** One upload at a time: photos join the list in the order chosen, and a weak connection is not split. */
const UPLOADS_AT_ONCE = 1

/**
 * What a set of photos is (a B&B listing's, a hotel's, a room type's): where its unsaved list is
 * kept on the device, its outbox item (uploads and the list share it, uploads sent first), the
 * creation uploads must follow, the upload and list calls, the server's list and the rules.
 */
export type PhotoSetConfig = {
  /** The listingDrafts row and the step of it that keeps the list. */
  draftId: string
  draftStep: string
  item: string
  /** The owner's local and server state is still being read. */
  loading: boolean
  /** What the device kept of the step (the owner's draft row). */
  kept: { values: Record<string, unknown>; typedAt: number; savedAt?: number } | undefined
  /** The server's list: null none yet, undefined not known (offline, or created on this device). */
  server: PhotosDraft | null | undefined
  serverVersion: number
  locked: boolean
  /** The owner's creation, while it waits in the outbox (uploads and the list follow it). */
  creation: { endpoint: EndpointKey; item: string }
  upload: { endpoint: EndpointKey; params: (photo: { width: number; height: number }) => Record<string, unknown> }
  list: { endpoint: EndpointKey; params: (draft: PhotosDraft, version: number) => Record<string, unknown> }
  /** The rules shown live as a checklist (each with whether the list meets it). */
  rules: (photos: readonly RulePhoto[], coverRef: string | null) => PhotoRule[]
  /** The server's own rules of the list (the first failing one), checked before saving. */
  check?: (photos: readonly ShownPhoto[], coverRef: string | null) => FormMessage | null
}

/**
 * A photo set's state (issue 4): the list (server's, or the host's unsaved or queued edit kept in
 * the local draft), uploads with progress, uploads and the list waiting in the outbox (shown from
 * their Blobs, marked pending), the live rules, and save.
 */
export function usePhotoSet(config: PhotoSetConfig) {
  const { draftId, draftStep, item } = config
  const outbox = usePhotosOutbox(item, config.list.endpoint)
  const [draft, setDraft] = useState<PhotosDraft | undefined>(undefined)
  const [tasks, setTasks] = useState<UploadTask[]>([])
  const [issue, setIssue] = useState<FormMessage | null>(null)
  const [saving, setSaving] = useState(false)
  const draftRef = useRef(draft)
  draftRef.current = draft
  const configRef = useRef(config)
  configRef.current = config

  // the starting list, once the owner (server or local) is known
  const ready = !config.loading && outbox.loaded
  useEffect(() => {
    if (!ready || draftRef.current) return
    setDraft(startingDraft(configRef.current.server, configRef.current.kept, outbox.list !== undefined))
  }, [ready, config.server, config.kept, outbox.list])

  const update = useCallback(
    (change: (current: PhotosDraft) => PhotosDraft) => {
      const next = change(draftRef.current ?? EMPTY_DRAFT)
      draftRef.current = next
      setDraft(next)
      setIssue(null)
      void keepTypingIn(draftId, draftStep, next as unknown as Record<string, unknown>)
    },
    [draftId, draftStep],
  )

  const shown = useShownPhotos(draft?.photos ?? [], outbox)
  const rules: PhotoRule[] = useMemo(
    () => configRef.current.rules(shown.filter((p) => p.status !== 'refused'), draft?.coverRef ?? null),
    [shown, draft?.coverRef],
  )

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      const queue = files.map((file) => ({ file, task: { id: globalThis.crypto.randomUUID(), name: file.name, progress: 0, state: 'preparing' as const } }))
      setTasks((current) => [...current, ...queue.map((q) => q.task)])
      const patch = (id: string, change: Partial<UploadTask>) =>
        setTasks((current) => current.map((task) => (task.id === id ? { ...task, ...change } : task)))
      const done = (id: string) => setTasks((current) => current.filter((task) => task.id !== id))
      const one = async ({ file, task }: (typeof queue)[number]) => {
        const early = checkImageFile({ name: file.name, sizeBytes: 0 }, { ...LISTING_PHOTO_RULES, limit: Number.POSITIVE_INFINITY })
        if (early) return patch(task.id, { state: 'failed', error: early })
        let prepared: PreparedPhoto
        try {
          prepared = await preparePhoto(file)
        } catch {
          return patch(task.id, { state: 'failed', error: { key: 'fileType', params: { accept: LISTING_PHOTO_RULES.accept.join(',') } } })
        }
        const sized = checkImageFile({ name: file.name, sizeBytes: prepared.blob.size }, { ...LISTING_PHOTO_RULES, limit: Number.POSITIVE_INFINITY })
        if (sized) return patch(task.id, { state: 'failed', error: sized })
        patch(task.id, { state: 'uploading', progress: 0 })
        try {
          const photo = await uploadPhoto(configRef.current, file.name, prepared, (fraction) => patch(task.id, { state: 'uploading', progress: fraction }))
          update((current) => addPhoto(current, photo))
          done(task.id)
        } catch (failure) {
          patch(task.id, { state: 'failed', error: errorsFromFailure(failure, []).form ?? { key: 'operationFailed' } })
        }
      }
      const waiting = [...queue]
      await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, waiting.length) }, async () => {
        for (let next = waiting.shift(); next; next = waiting.shift()) await one(next)
      }))
    },
    [update],
  )

  const replacePhoto = useCallback(
    async (ref: string, prepared: PreparedPhoto, name: string) => {
      const old = draftRef.current?.photos.find((p) => p.ref === ref)
      if (!old) return
      const photo = await uploadPhoto(configRef.current, name, prepared, () => undefined)
      update((current) => ({
        photos: current.photos.map((p) => (p.ref === ref ? { ...photo, caption: old.caption, photoType: old.photoType } : p)),
        coverRef: current.coverRef === ref ? photo.ref : current.coverRef,
      }))
    },
    [update],
  )

  const actions = useMemo(
    () => ({
      addFiles,
      replacePhoto,
      dismissTask: (id: string) => setTasks((current) => current.filter((task) => task.id !== id)),
      setCaption: (ref: string, caption: string) => update((d) => ({ ...d, photos: d.photos.map((p) => (p.ref === ref ? { ...p, caption } : p)) })),
      setType: (ref: string, photoType: PhotoType) => update((d) => ({ ...d, photos: d.photos.map((p) => (p.ref === ref ? { ...p, photoType } : p)) })),
      setCover: (ref: string) => update((d) => ({ ...d, coverRef: ref })),
      moveBy: (ref: string, delta: number) =>
        update((d) => ({ ...d, photos: move(d.photos, d.photos.findIndex((p) => p.ref === ref), delta) })),
      remove: async (ref: string) => {
        update((d) => ({ photos: d.photos.filter((p) => p.ref !== ref), coverRef: d.coverRef === ref ? null : d.coverRef }))
        // a refused upload blocks the item in the outbox until the host lets it go
        const refused = outbox.refused.find((entry) => localRef(entry.id) === ref)
        if (refused) await discardNotSynced(refused.id)
      },
    }),
    [addFiles, replacePhoto, update, outbox.refused],
  )

  /** Checks the rules, then queues the list (merged with an unsent one). Resolves true when queued. */
  const save = useCallback(async (): Promise<boolean> => {
    const current = draftRef.current ?? EMPTY_DRAFT
    const failing = rules.find((rule) => !rule.ok)
    // the same rules the server applies
    const shared = configRef.current.check?.(shown.filter((p) => p.status !== 'refused'), current.coverRef) ?? null
    if (failing || shared) {
      setIssue(failing?.message ?? shared)
      return false
    }
    setSaving(true)
    try {
      await saveList(configRef.current, current, outbox)
      return true
    } catch (failure) {
      setIssue(errorsFromFailure(failure, []).form)
      return false
    } finally {
      setSaving(false)
    }
  }, [rules, shown, outbox])

  const listRefusal = outbox.refused.find((entry) => entry.endpoint === config.list.endpoint)
  return {
    ready: ready && draft !== undefined,
    photos: shown,
    coverRef: draft?.coverRef ?? null,
    tasks,
    rules,
    issue: issue ?? (listRefusal ? refusalMessage(listRefusal) : null),
    saving,
    /** The list (or an upload of it) waits in the outbox. */
    pending: outbox.pending.length > 0,
    locked: config.locked,
    actions,
    save,
  }
}

/** Uploads now with progress when online; else (or when the connection drops) queues it with its Blob. */
async function uploadPhoto(config: PhotoSetConfig, name: string, prepared: PreparedPhoto, onProgress: (fraction: number) => void): Promise<StepPhoto> {
  const params = config.upload.params(prepared)
  const createId = await pendingCreateId(config)
  const net = networkState()
  if (!createId && net.browserOnline && !net.serverUnreachable) {
    try {
      const answer = (await call(config.upload.endpoint, params as never, {
        file: prepared.blob,
        fileName: name,
        hideMessage: true,
        onUploadProgress: (loaded, total) => onProgress(total ? loaded / total : 0),
      })) as { imgId: string; url: string; width: number; height: number }
      return { ref: answer.imgId, url: answer.url, width: answer.width, height: answer.height, caption: '', photoType: 'other' }
    } catch (failure) {
      if (!isNetworkFailure(failure)) throw failure
    }
  }
  const id = await enqueue({
    endpoint: config.upload.endpoint,
    params: params as never,
    item: config.item,
    blobs: { file: new File([prepared.blob], name, { type: prepared.blob.type }) },
    ...(createId ? { dependsOn: createId } : {}),
  })
  return { ref: localRef(id), url: '', width: prepared.width, height: prepared.height, caption: '', photoType: 'other' }
}

async function saveList(config: PhotoSetConfig, draft: PhotosDraft, outbox: PhotosOutbox) {
  const queued = outbox.list
  const version = typeof queued?.params.version === 'number' ? queued.params.version : config.serverVersion
  const params = config.list.params(draft, version)
  const markSaved = async () => {
    const db = getDb()
    const data = draftData(await db.listingDrafts.get(config.draftId))
    const now = Date.now()
    const steps = { ...data.steps, [config.draftStep]: { values: draft as unknown as Record<string, unknown>, typedAt: now, savedAt: now } }
    await db.listingDrafts.put({ id: config.draftId, updatedAt: now, data: { ...data, steps } })
  }
  const refused = outbox.refused.find((entry) => entry.endpoint === config.list.endpoint)
  if (refused) {
    await markSaved()
    await retryNotSynced(refused.id, params)
    return
  }
  const createId = await pendingCreateId(config)
  await enqueue({
    endpoint: config.list.endpoint,
    params: params as never,
    item: config.item,
    merge: true,
    resolveParams: 'localRefs',
    ...(createId ? { dependsOn: createId } : {}),
    apply: markSaved,
  })
}

/** The owner's creation while it still waits in the outbox (uploads must follow it). */
async function pendingCreateId(config: PhotoSetConfig): Promise<string | undefined> {
  const entries = await listPending(config.creation.item)
  return entries.find((entry) => entry.endpoint === config.creation.endpoint && entry.item === config.creation.item)?.id
}

function addPhoto(draft: PhotosDraft, photo: StepPhoto): PhotosDraft {
  return { photos: [...draft.photos, photo], coverRef: draft.coverRef }
}

function refusalMessage(entry: NotSyncedEntry): FormMessage {
  return entry.refusal.params ? { key: entry.refusal.key, params: entry.refusal.params } : { key: entry.refusal.key }
}

type PhotosOutbox = {
  loaded: boolean
  pending: OutboxEntry[]
  refused: NotSyncedEntry[]
  /** The queued photo list (last one), if any. */
  list: OutboxEntry | undefined
  /** Entry id -> result of uploads that were sent (url and imgId of photos named local:{id}). */
  results: Map<string, { imgId: string; url: string }>
}

/** The set's photo entries in the outbox, re-read on every outbox change. */
function usePhotosOutbox(item: string, listEndpoint: EndpointKey): PhotosOutbox {
  return useOutboxRead<PhotosOutbox>(
    async () => {
      const [pending, refusedAll] = await Promise.all([listPending(item), listNotSynced()])
      const refused = refusedAll.filter((entry) => entry.item === item)
      const results = new Map<string, { imgId: string; url: string }>()
      const rows = await getDb().outboxResults.toArray()
      for (const row of rows) {
        const result = row.result as { imgId?: unknown; url?: unknown } | null
        if (typeof result?.imgId === 'string' && typeof result.url === 'string') results.set(row.id, { imgId: result.imgId, url: result.url })
      }
      return { loaded: true, pending, refused, list: pending.filter((e) => e.endpoint === listEndpoint).at(-1), results }
    },
    { loaded: false, pending: [], refused: [], list: undefined, results: new Map() },
    [item, listEndpoint],
  )
}

/** Where each photo's picture comes from: the server, the queued upload's Blob, or the sent upload's result. */
function useShownPhotos(photos: readonly StepPhoto[], outbox: PhotosOutbox): ShownPhoto[] {
  const [blobUrls, setBlobUrls] = useState<Map<string, string>>(new Map())
  const localIds = useMemo(
    () => photos.filter((p) => p.ref.startsWith(LOCAL_REF_PREFIX)).map((p) => p.ref.slice(LOCAL_REF_PREFIX.length)).join(','),
    [photos],
  )
  useEffect(() => {
    let live = true
    const made: string[] = []
    void (async () => {
      const next = new Map<string, string>()
      for (const id of localIds ? localIds.split(',') : []) {
        const row = await getDb().outboxBlobs.get(`${id}:file`)
        if (row) {
          const url = URL.createObjectURL(row.blob)
          made.push(url)
          next.set(id, url)
        }
      }
      if (live) setBlobUrls(next)
    })()
    return () => {
      live = false
      made.forEach((url) => URL.revokeObjectURL(url))
    }
  }, [localIds])

  return useMemo(
    () =>
      photos.map((photo): ShownPhoto => {
        if (!photo.ref.startsWith(LOCAL_REF_PREFIX)) return { ...photo, src: photo.url, status: 'saved' }
        const id = photo.ref.slice(LOCAL_REF_PREFIX.length)
        const refused = outbox.refused.find((entry) => entry.id === id)
        if (refused) return { ...photo, src: blobUrls.get(id) ?? '', status: 'refused', refusal: refusalMessage(refused), entryId: id }
        const sent = outbox.results.get(id)
        if (sent && !outbox.pending.some((entry) => entry.id === id)) return { ...photo, src: sent.url, status: 'saved', entryId: id }
        return { ...photo, src: blobUrls.get(id) ?? '', status: 'pending', entryId: id }
      }),
    [photos, outbox, blobUrls],
  )
}

