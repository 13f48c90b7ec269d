import { useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/dialog'
import { RealNameForm } from './real-name-form'

type RealNameDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** Real-name verification in a dialog (from the user menu's prompt or the host home). */
export function RealNameDialog({ open, onOpenChange }: RealNameDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Real-name verification`}
      description={t`Real-name verification is required to publish or edit listings and to issue invoices.`}
    >
      {open && <RealNameForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  )
}
