import type { PhotoType } from '../../../domain/listing/enums'
import type { FormMessage } from '../form-errors'

/** What the rules need to know of one photo of the list. */
export type RulePhoto = { ref: string; photoType: PhotoType; width: number; height: number }

export type PhotoRule = { id: 'count' | 'cover' | 'coverHorizontal' | 'coverRoom' | 'bed'; message: FormMessage; ok: boolean }

/** Moves the item at `from` by `delta` places (clamped); a new array. */
export function move<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, from + delta))
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}
