import { Trans } from '@lingui/react/macro'
import { ConfirmDialog } from '../../ui/confirm-dialog'

type LeaveDialogProps = { open: boolean; onStay: () => void; onLeave: () => void }

/** "Listing not complete, Confirmation to leave?" when the host leaves an unfinished listing. */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title={<Trans>Listing not complete, Confirmation to leave?</Trans>}
      description={<Trans>What you saved is kept as a draft; you can continue later from your listings.</Trans>}
      cancelLabel={<Trans>Stay</Trans>}
      confirmLabel={<Trans>Leave</Trans>}
      onConfirm={onLeave}
    />
  )
}
