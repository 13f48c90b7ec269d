import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { FAILURE_PARAM, isFailureKind } from '../../domain/failure-kind'
import { looksLikeMessageKey } from '../../domain/message-key'
import { BARE_REASONS, FAILURE_TEXTS, KIND_AND_REASON } from './failure-texts'
import { loadOnce } from '../load-once'
import { firstScreenReady } from '../first-screen'
import { currentVersion, subscribe, textOf } from './message-text-store'

export type MessageParams = Record<string, string | number>

/**
 * The texts of message keys only some services answer with, each group in its own chunk
 * (decision 0043): a screen's data module imports its group, and a key of a group not loaded
 * yet (a refusal shown in the sync status, say) loads every group and shows once it is there.
 */
const TEXT_GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => loadCoreTexts(),
  () => import('./message-texts/payout'),
  () => import('./message-texts/finance'),
  () => import('./message-texts/hotel'),
  () => import('./message-texts/reviews'),
  () => import('./message-texts/market'),
  () => import('./message-texts/risk'),
  () => import('./message-texts/profile'),
  () => import('./message-texts/chat'),
  () => import('./message-texts/pms'),
]

let loadingGroups: Promise<unknown> | null = null
/** Every group is there: a key-shaped text with no text of its own is shown as it is. */
let allGroupsLoaded = false

/** Loads every group (once): a key shown before its screen's group came. */
export function loadMessageTextGroups(): Promise<unknown> {
  loadingGroups ??= Promise.all(TEXT_GROUPS.map((load) => load())).then(() => {
    allGroupsLoaded = true
  }, () => {
    // offline before the service worker holds the chunks: tried again on the next miss
    loadingGroups = null
  })
  return loadingGroups
}

/** The texts every area may meet (message-texts/core.ts), loaded once. */
const loadCoreTexts = loadOnce(() => import('./message-texts/core'))

/** Shown for a key whose text has not arrived yet (the same message as the core group's operationFailed). */
const OPERATION_FAILED = msg({ message: 'Operation failed' })

/**
 * The text a message key (src/domain/messages.ts) shows, translated. Keys that are not in the
 * table (a server text no key fits) are shown as given; a key whose group has not loaded yet
 * shows "Operation failed" until it has (useMessageText re-renders then). Params fill the
 * {placeholders}. A failed write's message (params with FAILURE_PARAM, decision 0080) reads
 * "<kind's text>: <reason>", e.g. "Save Failed: The listing is being reviewed".
 */
export function messageText(i18n: I18n, key: string, params?: MessageParams): string {
  const failure = params?.[FAILURE_PARAM]
  if (isFailureKind(failure)) {
    const { [FAILURE_PARAM]: _kind, ...reasonParams } = params ?? {}
    const kind = i18n._(FAILURE_TEXTS[failure])
    if (BARE_REASONS.has(key)) return kind
    const reason = messageText(i18n, key, Object.keys(reasonParams).length ? reasonParams : undefined)
    return i18n._({ ...KIND_AND_REASON, values: { kind, reason } })
  }
  let descriptor = textOf(key)
  // a key whose group has not come yet loads the groups (a server's own sentence is shown as it is)
  if (!descriptor && looksLikeMessageKey(key) && !allGroupsLoaded) {
    // the common texts first; the other areas' groups only for a key they do not hold
    void loadCoreTexts().then(() => (textOf(key) ? undefined : loadMessageTextGroups()), () => undefined)
    descriptor = OPERATION_FAILED
  }
  if (!descriptor) return key
  return i18n._({ ...descriptor, values: { ...DEFAULT_PARAMS, ...params } })
}

/** messageText bound to the active language; re-renders on language change and when a group of texts arrives. */
export function useMessageText(): (key: string, params?: MessageParams) => string {
  const { i18n } = useLingui()
  const texts = useSyncExternalStore(subscribe, currentVersion, currentVersion)
  // a screen that may show a refusal has the common texts by the time it can: they come after the
  // first meaningful screen, not with it (issue 41)
  useEffect(() => {
    void firstScreenReady().then(loadCoreTexts).catch(() => undefined)
  }, [])
  // texts: the version of the registered groups (a callback made before a group came is stale)
  return useCallback((key, params) => messageText(i18n, key, params), [i18n, texts])
}

/** Placeholders a caller may leave out keep a readable value instead of "{max}". */
const DEFAULT_PARAMS: MessageParams = { limit: 1, mb: 5, accept: '.jpg, .jpeg, .png' }

