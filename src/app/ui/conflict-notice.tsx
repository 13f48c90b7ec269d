import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from './button'
import { cx } from './cx'

type ConflictNoticeProps = {
  /** The server's current value, as the host reads it. */
  current: ReactNode
  /** The host's own value that the server refused. */
  mine: ReactNode
  onKeepMine: () => void
  onUseCurrent: () => void
  busy?: boolean
  className?: string
}

/**
 * Shown on an item whose write the server refused because it was changed elsewhere (409): "Changed
 * elsewhere: <current>", "Yours: <mine>" and the host's choice, "Keep mine" (send mine over the
 * current version) or "Use current".
 */
export function ConflictNotice({ current, mine, onKeepMine, onUseCurrent, busy, className }: ConflictNoticeProps) {
  const { t } = useLingui()
  return (
    <div
      role="group"
      aria-label={t`Changed elsewhere`}
      data-testid="conflict-notice"
      className={cx('mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900', className)}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-gray-700">
          <Trans>Changed elsewhere</Trans>
        </dt>
        <dd className="font-medium" data-testid="conflict-current">
          {current}
        </dd>
        <dt className="text-gray-700">
          <Trans>Yours</Trans>
        </dt>
        <dd className="font-medium" data-testid="conflict-mine">
          {mine}
        </dd>
      </dl>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={onUseCurrent} data-testid="conflict-use-current">
          <Trans>Use current</Trans>
        </Button>
        <Button size="sm" disabled={busy} onClick={onKeepMine} data-testid="conflict-keep-mine">
          <Trans>Keep mine</Trans>
        </Button>
      </div>
    </div>
  )
}
