import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { call } from '../../../client/api'
import { getDb } from '../../../client/db'
import {
  discardNotSynced, enqueue, listNotSynced, listPending, retryNotSynced,
} from '../../../client/outbox/portal-outbox'
import type { NotSyncedEntry, OutboxEntry } from '../../../client/outbox/outbox-types'
import { localRef, LOCAL_REF_PREFIX } from '../../../client/outbox/param-patches'
import type { PhotoType } from '../../../domain/listing/enums'
import { LIMITS } from '../../../domain/listing/limits'
import { checkPhotos } from '../../../domain/listing/photo-rules'
import type { ListingDetail } from '../../../domain/listing/schemas'
import { stepLocked } from '../../../domain/listing/step-lock'
import { checkImageFile, LISTING_PHOTO_RULES } from '../../../domain/validators/image'
import { keepTyping, listingItem, useListing, type ListingDraftData } from '../../data/listing-draft'
import { useOutboxRead } from '../../data/use-outbox-read'
import { isNetworkFailure, networkState } from '../../shell/pwa-network'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { photoRules, move, type PhotoRule } from './photo-rules'
import { EMPTY_DRAFT, initialDraft, type PhotosDraft, type StepPhoto } from './photo-draft'
import { preparePhoto, type PreparedPhoto } from './prepare-photo'

/** A photo as shown: where its picture comes from and whether it is on the server yet. */
export type ShownPhoto = StepPhoto & { src: string; status: 'saved' | 'pending' | 'refused'; refusal?: FormMessage; entryId?: string }

/** A file being prepared or sent right now (online uploads, with their percentage). */
export type UploadTask = { id: string; name: string; progress: number; state: 'preparing' | 'uploading' | 'failed'; error?: FormMessage }

/** The outbox item of a listing's uploads AND its photo list (LISTING-CONTRACT). */
export const photosItem = (luId: string) => `listing:${luId}:photos`

/** Fewest photos: the spec says 5, and one text 6 prepared; the stricter 6 is kept (0014). */
export const PHOTOS_MIN = LIMITS.photos.min
/** One upload at a time: photos join the list in the order chosen, and a weak connection is not split. */
const UPLOADS_AT_ONCE = 1

/**
 * The photos step's state (issue 4): the list (server's, or the host's unsaved or queued edit kept
 * in the local draft), uploads with progress, uploads and the list waiting in the outbox (shown
 * from their Blobs, marked pending), the live rules, and save.
 */
export function usePhotoStep(luId: string) {
  const listing = useListing(luId)
  const outbox = usePhotosOutbox(luId)
  const [draft, setDraft] = useState<PhotosDraft | undefined>(undefined)
  const [tasks, setTasks] = useState<UploadTask[]>([])
  const [issue, setIssue] = useState<FormMessage | null>(null)
  const [saving, setSaving] = useState(false)
  const draftRef = useRef(draft)
  draftRef.current = draft

  // the starting list, once the listing (server or local) is known
  const ready = !listing.isLoading && outbox.loaded
  useEffect(() => {
    if (!ready || draftRef.current) return
    setDraft(initialDraft(listing.detail, listing.draft, outbox.list !== undefined))
  }, [ready, listing.detail, listing.draft, outbox.list])

  const update = useCallback(
    (change: (current: PhotosDraft) => PhotosDraft) => {
      const next = change(draftRef.current ?? EMPTY_DRAFT)
      draftRef.current = next
      setDraft(next)
      setIssue(null)
      void keepTyping(luId, 'housePhotos', next as unknown as Record<string, unknown>)
    },
    [luId],
  )

  const shown = useShownPhotos(draft?.photos ?? [], outbox)
  const rules: PhotoRule[] = useMemo(
    () => photoRules(shown.filter((p) => p.status !== 'refused'), draft?.coverRef ?? null, PHOTOS_MIN),
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
          const photo = await uploadPhoto(luId, file.name, prepared, (fraction) => patch(task.id, { state: 'uploading', progress: fraction }))
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
    [luId, update],
  )

  const replacePhoto = useCallback(
    async (ref: string, prepared: PreparedPhoto, name: string) => {
      const old = draftRef.current?.photos.find((p) => p.ref === ref)
      if (!old) return
      const photo = await uploadPhoto(luId, name, prepared, () => undefined)
      update((current) => ({
        photos: current.photos.map((p) => (p.ref === ref ? { ...photo, caption: old.caption, photoType: old.photoType } : p)),
        coverRef: current.coverRef === ref ? photo.ref : current.coverRef,
      }))
    },
    [luId, update],
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
    // the same rules the server applies (count, cover, bed photo, captions' length and text)
    const shared = checkPhotos({
      photos: shown.filter((p) => p.status !== 'refused').map((p) => ({ imgId: p.ref, url: p.url, width: p.width, height: p.height, caption: p.caption, photoType: p.photoType })),
      coverImgId: current.coverRef,
    })[0]
    if (failing || shared) {
      setIssue(failing?.message ?? (shared ? { key: shared.key, ...(shared.params ? { params: shared.params } : {}) } : null))
      return false
    }
    setSaving(true)
    try {
      await saveList(luId, current, listing.detail, outbox)
      return true
    } catch (failure) {
      setIssue(errorsFromFailure(failure, []).form)
      return false
    } finally {
      setSaving(false)
    }
  }, [luId, rules, shown, listing.detail, outbox])

  const listRefusal = outbox.refused.find((entry) => entry.endpoint === 'listingSetPhotos')
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
    locked: listing.detail ? stepLocked(listing.detail, 'housePhotos') : false,
    /** Approved: a change of the photos goes live after the modification review. */
    online: listing.detail?.auditStatus === 'online',
    actions,
    save,
  }
}

/** Uploads now with progress when online; else (or when the connection drops) queues it with its Blob. */
async function uploadPhoto(luId: string, name: string, prepared: PreparedPhoto, onProgress: (fraction: number) => void): Promise<StepPhoto> {
  const params = { luId, photoType: 'other' as const, width: prepared.width, height: prepared.height }
  const createId = await pendingCreateId(luId)
  const net = networkState()
  if (!createId && net.browserOnline && !net.serverUnreachable) {
    try {
      const answer = await call('listingUploadPhoto', params, {
        file: prepared.blob,
        fileName: name,
        hideMessage: true,
        onUploadProgress: (loaded, total) => onProgress(total ? loaded / total : 0),
      })
      return { ref: answer.imgId, url: answer.url, width: answer.width, height: answer.height, caption: '', photoType: 'other' }
    } catch (failure) {
      if (!isNetworkFailure(failure)) throw failure
    }
  }
  const id = await enqueue({
    endpoint: 'listingUploadPhoto',
    params,
    item: photosItem(luId),
    blobs: { file: new File([prepared.blob], name, { type: prepared.blob.type }) },
    ...(createId ? { dependsOn: createId } : {}),
  })
  return { ref: localRef(id), url: '', width: prepared.width, height: prepared.height, caption: '', photoType: 'other' }
}

async function saveList(luId: string, draft: PhotosDraft, detail: ListingDetail | undefined, outbox: PhotosOutbox) {
  const queued = outbox.list
  const version = typeof queued?.params.version === 'number' ? queued.params.version : detail?.versions.housePhotos ?? 0
  const params = {
    luId,
    version,
    photos: draft.photos.map((p) => ({ imgId: p.ref, photoType: p.photoType, ...(p.caption.trim() ? { caption: p.caption.trim() } : {}) })),
    coverImgId: draft.coverRef ?? '',
  }
  const markSaved = async () => {
    const db = getDb()
    const row = await db.listingDrafts.get(luId)
    const data = (row?.data as ListingDraftData | undefined) ?? { steps: {} }
    const now = Date.now()
    const steps = { ...data.steps, housePhotos: { values: draft as unknown as Record<string, unknown>, typedAt: now, savedAt: now } }
    await db.listingDrafts.put({ id: luId, updatedAt: now, data: { ...data, steps } })
  }
  const refused = outbox.refused.find((entry) => entry.endpoint === 'listingSetPhotos')
  if (refused) {
    await markSaved()
    await retryNotSynced(refused.id, params)
    return
  }
  const createId = await pendingCreateId(luId)
  await enqueue({
    endpoint: 'listingSetPhotos',
    params,
    item: photosItem(luId),
    merge: true,
    resolveParams: 'localRefs',
    ...(createId ? { dependsOn: createId } : {}),
    apply: markSaved,
  })
}

/** The listing's creation while it still waits in the outbox (uploads must follow it). */
async function pendingCreateId(luId: string): Promise<string | undefined> {
  const entries = await listPending(listingItem(luId))
  return entries.find((entry) => entry.endpoint === 'listingCreate' && entry.item === listingItem(luId))?.id
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

/** This listing's photo entries in the outbox, re-read on every outbox change. */
function usePhotosOutbox(luId: string): PhotosOutbox {
  return useOutboxRead<PhotosOutbox>(
    async () => {
      const item = photosItem(luId)
      const [pending, refusedAll] = await Promise.all([listPending(item), listNotSynced()])
      const refused = refusedAll.filter((entry) => entry.item === item)
      const results = new Map<string, { imgId: string; url: string }>()
      const rows = await getDb().outboxResults.toArray()
      for (const row of rows) {
        const result = row.result as { imgId?: unknown; url?: unknown } | null
        if (typeof result?.imgId === 'string' && typeof result.url === 'string') results.set(row.id, { imgId: result.imgId, url: result.url })
      }
      return { loaded: true, pending, refused, list: pending.filter((e) => e.endpoint === 'listingSetPhotos').at(-1), results }
    },
    { loaded: false, pending: [], refused: [], list: undefined, results: new Map() },
    [luId],
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

