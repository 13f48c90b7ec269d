import type { Messages } from '@lingui/core'

/** One chunk's translations, by language (scripts/chunk-catalogs.ts puts them in front of it). */
export type ChunkMessages = Record<string, Messages>

declare global {
  var __chunkMessages: { push: (...entries: ChunkMessages[]) => number } | undefined
}

/**
 * The catalogs the chunks' translations gather in, one object per language, handed to Lingui by
 * reference (docs/decisions/0034-chunk-catalogs.md): a chunk that loads later adds its messages in
 * place before its code renders anything (they are its first statement), so it needs no
 * re-render and no catalog download.
 */
const catalogs: Record<string, Messages> = {}

/** The catalog of a language, filled by every chunk loaded so far and by every later one. */
export function chunkCatalog(locale: string): Messages {
  return (catalogs[locale] ??= {})
}

/** Takes over the queue the chunks loaded so far have filled, and receives every later entry at once. */
export function installChunkMessages(): void {
  const queued = globalThis.__chunkMessages
  if (Array.isArray(queued)) for (const entry of queued as ChunkMessages[]) add(entry)
  globalThis.__chunkMessages = {
    push: (...entries) => {
      for (const entry of entries) add(entry)
      return 0
    },
  }
}

function add(entry: ChunkMessages): void {
  for (const [locale, messages] of Object.entries(entry)) Object.assign(chunkCatalog(locale), messages)
}
