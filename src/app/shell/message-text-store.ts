import type { MessageDescriptor } from '@lingui/core'
import type { MessageKey } from '../../domain/messages'

type Texts = Partial<Record<MessageKey, MessageDescriptor>>

/**
 * The texts of message keys registered so far: each group of message-texts/ adds its own when its
 * chunk loads; message-text.ts reads them and loads the groups (kept apart so that the groups do
 * not import the module that loads them).
 */
const registered: Texts = {}
let version = 0
const listeners = new Set<() => void>()

/** Adds a group's texts (the group's module calls it when it loads). */
export function registerMessageTexts(texts: Texts): void {
  Object.assign(registered, texts)
  version += 1
  for (const listener of listeners) listener()
}

export function textOf(key: string): MessageDescriptor | undefined {
  return Object.hasOwn(registered, key) ? registered[key as MessageKey] : undefined
}

/** Called when a group of texts arrives. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Grows with every group registered. */
export function currentVersion(): number {
  return version
}
