import { Trans } from '@lingui/react/macro'

/** "Saving…" / "Will sync when online" beside a value that is not on the server yet. */
export function PendingNote({ pending, offline, testId }: { pending: boolean; offline: boolean; testId?: string }) {
  if (!pending) return null
  return (
    <span role="status" data-testid={testId} data-offline={offline} className="ml-2 text-xs text-gray-700">
      {offline ? <Trans>Will sync when online</Trans> : <Trans>Saving…</Trans>}
    </span>
  )
}
