import type { ReactNode } from 'react'
import { Button } from './button'
import { useOverlayKitWhen } from './overlay-kit'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  cancelLabel: ReactNode
  confirmLabel: ReactNode
  onConfirm: () => void
  /** The confirming button's look: danger (the default) for what takes something away, primary for what gives it back. */
  confirmVariant?: 'danger' | 'primary'
}

/**
 * A confirmation before something that cannot be undone (delete, discard, leave): a Radix alert
 * dialog, so focus starts on Cancel, Escape cancels and screen readers announce it as an alert.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, cancelLabel, confirmLabel, onConfirm, confirmVariant = 'danger' }: ConfirmDialogProps) {
  // Radix's code loads when the dialog first opens (overlay-kit.tsx)
  const kit = useOverlayKitWhen(open)
  if (!kit) return null
  const { AlertDialog } = kit
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[55] bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[56] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-700">{description}</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
