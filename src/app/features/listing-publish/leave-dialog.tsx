import { AlertDialog } from 'radix-ui'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button'

type LeaveDialogProps = { open: boolean; onStay: () => void; onLeave: () => void }

/** "Listing not complete, Confirmation to leave?" when the host leaves an unfinished listing. */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[55] bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[56] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">
            <Trans>Listing not complete, Confirmation to leave?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-700">
            <Trans>What you saved is kept as a draft; you can continue later from your listings.</Trans>
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">
                <Trans>Stay</Trans>
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onLeave}>
                <Trans>Leave</Trans>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
