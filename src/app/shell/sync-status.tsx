import { Suspense, useEffect, useRef, useState } from 'react'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { conflictOf } from '../../client/outbox/outbox'
import { discardNotSynced, retryNotSynced } from '../../client/outbox/portal-outbox'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import { Badge } from '../ui/badge'
import { useToast } from '../ui/toast'
import { Button } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { EntryConflict } from './entry-conflict'
import { useMessageText } from './message-text'
import { reportStorageError } from './outbox-bridge'
import { syncEndpoint } from './sync-registry'
import { useNotSynced, useOutboxState } from './use-outbox-state'
import { PlainTrigger, preloadOverlays, useDeferredOverlay } from '../ui/overlay-kit'
import { OPEN_SYNC_STATUS } from './sync-events'
import { useOffline } from './pwa-network'
import { confirmsSaved } from './saved-word'
import { noteWriteSaved } from './install-offer-state'

/**
 * The header's sync indicator (issue 3) for signed-in hosts: hidden while nothing waits; else a
 * button with the pending count that opens the progress and the writes the server refused.
 */
export function SyncStatus() {
  const { t } = useLingui()
  const state = useOutboxState()
  const { entries, reload } = useNotSynced(state.notSynced)
  const [open, setOpen] = useState(false)
  const { kit, intent, mark } = useDeferredOverlay({ onOpen: () => setOpen(true) })
  // the entry whose editor is open (outside the popover, which closes for it)
  const [editing, setEditing] = useState<NotSyncedEntry | null>(null)
  const Editor = editing ? syncEndpoint(editing.endpoint)?.Editor : undefined
  const toast = useToast()
  const before = useRef(state)
  // how many writes waited since the queue was last empty (the confirmation counts them all)
  const waited = useRef(0)
  // since when they wait, and whether they were held (offline, or paused for a sign-in)
  const since = useRef<number | null>(null)
  const held = useRef(false)
  const offline = useOffline()
  useEffect(() => {
    if (state.pending - state.quiet > 0 && (offline || state.paused)) held.current = true
  }, [offline, state.pending, state.quiet, state.paused])
  useEffect(() => {
    // issue 13: a short word when queued writes have all reached the server, and a visible one
    // (with the way to them) when the server refused one
    const previous = before.current
    before.current = state
    // a chat's messages show their own marks: the word counts the other writes only
    waited.current = Math.max(waited.current, state.pending - state.quiet)
    if (waited.current > 0 && since.current === null) since.current = Date.now()
    if (state.notSynced > previous.notSynced) {
      toast.show(
        plural(state.notSynced - previous.notSynced, { one: 'A change was refused by the server.', other: '# changes were refused by the server.' }),
        'error',
        { label: t`Review`, onAction: () => { preloadOverlays(); setOpen(true) } },
      )
    } else if (previous.pending > 0 && state.pending === 0 && state.notSynced === previous.notSynced) {
      // a write the server took: the moment to offer installing the portal (once per device, issue 40)
      noteWriteSaved()
    }
    if (
      previous.pending > 0 && state.pending === 0 && state.notSynced === previous.notSynced && waited.current > 0 &&
      confirmsSaved({ waitedMs: Date.now() - (since.current ?? Date.now()), held: held.current })
    ) {
      toast.show(
        plural(waited.current, { one: 'Your change is saved on the server.', other: 'Your # changes are saved on the server.' }),
        'success',
      )
    }
    if (state.pending === 0) {
      waited.current = 0
      since.current = null
      held.current = false
    }
  }, [state, toast, t])
  useEffect(() => {
    // the host home's "review them": the popover opens as soon as its code is there
    const open = () => {
      preloadOverlays()
      setOpen(true)
    }
    window.addEventListener(OPEN_SYNC_STATUS, open)
    return () => window.removeEventListener(OPEN_SYNC_STATUS, open)
  }, [])
  const editor = editing && Editor && (
    <Suspense fallback={null}>
      <Editor
        key={editing.id}
        entry={editing}
        onClose={() => {
          setEditing(null)
          reload()
        }}
      />
    </Suspense>
  )
  if (state.pending === 0 && state.notSynced === 0) return editor || null
  const count = state.pending + state.notSynced
  const edit = (entry: NotSyncedEntry) => {
    setOpen(false)
    setEditing(entry)
  }
  const triggerProps = {
    'aria-label': t`Sync status: ${plural(count, { one: '# change not yet saved on the server', other: '# changes not yet saved on the server' })}`,
    'data-testid': 'sync-status',
    className:
      'inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm text-gray-800 hover:bg-gray-100 data-[state=open]:bg-gray-100',
  }
  const label = (
    <>
      <SyncIcon spinning={state.replaying} />
      <Badge tone={state.notSynced > 0 ? 'alert' : 'neutral'}>{count}</Badge>
    </>
  )
  if (!kit) {
    // the popover's code loads on intent; the click opens it as soon as it is there
    return (
      <>
        {editor}
        <PlainTrigger popup="dialog" {...triggerProps} {...intent}>
          {label}
        </PlainTrigger>
      </>
    )
  }
  const { Popover } = kit
  return (
    <>
      {editor}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger {...triggerProps} {...mark}>
          {label}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            sideOffset={6}
            align="end"
            className="z-50 w-80 rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-lg focus:outline-none"
          >
            <div className="flex flex-col gap-3">
              {state.pending > 0 && (
                <p data-testid="sync-pending">
                  {state.replaying && state.progress.total > 0 ? (
                    <Trans>
                      Syncing {state.progress.done} of {state.progress.total}…
                    </Trans>
                  ) : state.paused ? (
                    <Trans>Paused until you sign in</Trans>
                  ) : (
                    <Plural value={state.pending} one="# change waiting to sync" other="# changes waiting to sync" />
                  )}
                </p>
              )}
              {entries.length > 0 && (
                <div className="flex flex-col gap-2">
                  <p className="font-medium text-gray-900">
                    <Trans>Not synced</Trans>
                  </p>
                  <ul className="flex flex-col gap-2">
                    {entries.map((entry) => (
                      <NotSyncedItem key={entry.id} entry={entry} onChanged={reload} onEdit={edit} />
                    ))}
                  </ul>
                </div>
              )}
            </div>
            <Popover.Arrow className="fill-white" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  )
}

type NotSyncedItemProps = { entry: NotSyncedEntry; onChanged: () => void; onEdit: (entry: NotSyncedEntry) => void }

/**
 * One refused write: its message; a version conflict offers keep mine / use current; an endpoint
 * with an editor in the sync registry offers Edit; every entry can be discarded; others retried.
 */
function NotSyncedItem({ entry, onChanged, onEdit }: NotSyncedItemProps) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const def = syncEndpoint(entry.endpoint)
  const conflict = conflictOf(entry)
  const run = (action: Promise<void>) => void action.then(onChanged, reportStorageError)
  return (
    <li className="rounded-md border border-gray-200 p-2" data-testid="not-synced-entry" data-endpoint={entry.endpoint}>
      <p className="font-medium text-gray-900">{def ? t(def.label) : entry.endpoint}</p>
      <p className="text-red-700">{text(entry.refusal.key, entry.refusal.params)}</p>
      {conflict && <EntryConflict entry={entry} />}
      {!conflict && entry.refusal.current !== undefined && def?.showCurrent && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-gray-800" data-testid="not-synced-values">
          <dt className="font-medium">
            <Trans>On the server</Trans>
          </dt>
          <dd data-testid="not-synced-current">{def.showCurrent(entry.refusal.current, i18n.locale)}</dd>
          {def.showMine && (
            <>
              <dt className="font-medium">
                <Trans>Yours</Trans>
              </dt>
              <dd>{def.showMine(entry, i18n.locale)}</dd>
            </>
          )}
        </dl>
      )}
      <div className="mt-2 flex justify-end gap-2">
        {def?.Editor && (
          <Button size="sm" variant="secondary" onClick={() => onEdit(entry)} data-testid="not-synced-edit">
            <Trans>Edit</Trans>
          </Button>
        )}
        {!conflict && (
          <Button size="sm" variant="secondary" onClick={() => run(retryNotSynced(entry.id))}>
            <Trans>Retry</Trans>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setConfirmOpen(true)}>
          <Trans>Discard</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={<Trans>Discard this change?</Trans>}
        description={<Trans>It will not be saved on the server.</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Discard</Trans>}
        onConfirm={() => run(discardNotSynced(entry.id))}
      />
    </li>
  )
}

function SyncIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={spinning ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true">
      <path
        d="M20 12a8 8 0 0 1-14.9 4M4 12a8 8 0 0 1 14.9-4M19 4v4h-4M5 20v-4h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
