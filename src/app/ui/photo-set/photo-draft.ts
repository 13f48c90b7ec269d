import type { PhotoType } from '../../../domain/listing/enums'

/** One photo of the list: `ref` is its imgId, or `local:{entryId}` while its upload is queued. */
export type StepPhoto = { ref: string; url: string; width: number; height: number; caption: string; photoType: PhotoType }
export type PhotosDraft = { photos: StepPhoto[]; coverRef: string | null }

export const EMPTY_DRAFT: PhotosDraft = { photos: [], coverRef: null }

/**
 * The list a photo set starts from: the host's own list kept on the device while it is unsaved or
 * queued (or the server's copy is not known), else the server's, else whatever the device kept,
 * else none. `server` is the server's list (null: none yet; undefined:
 * the server's copy is not known), `kept` what the device kept of the step.
 */
export function startingDraft(
  server: PhotosDraft | null | undefined,
  kept: { values: Record<string, unknown>; typedAt: number; savedAt?: number } | undefined,
  queued: boolean,
): PhotosDraft {
  const keptDraft = kept?.values as unknown as PhotosDraft | undefined
  const unsaved = kept && kept.typedAt > (kept.savedAt ?? 0)
  if (keptDraft?.photos && (unsaved || queued || server === undefined)) return keptDraft
  if (!server) return keptDraft?.photos ? keptDraft : EMPTY_DRAFT
  return server
}
