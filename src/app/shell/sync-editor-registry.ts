import type { ComponentType } from 'react'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'

/** What an Editor gets: the refused entry; it re-sends through editNotSynced and then closes. */
export type NotSyncedEditorProps = { entry: NotSyncedEntry; onClose: () => void }

type Editors = Partial<Record<string, ComponentType<NotSyncedEditorProps>>>

/**
 * The forms that reopen a refused write, registered by the features that own them
 * (src/app/sync-editors.ts) so that the shell imports no feature; the sync registry
 * (sync-registry.tsx) shows them. Kept apart from it: the app's entry registers them without
 * loading the registry's texts and the areas' data modules.
 */
const EDITORS: Editors = {}

/** A feature's forms for its refused writes, by endpoint (lazy components: their code loads when opened). */
export function registerSyncEditors(editors: Editors): void {
  Object.assign(EDITORS, editors)
}

export function syncEditorOf(endpoint: string): ComponentType<NotSyncedEditorProps> | undefined {
  return Object.hasOwn(EDITORS, endpoint) ? EDITORS[endpoint] : undefined
}
