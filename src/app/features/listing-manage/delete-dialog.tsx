import { useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import * as RadioGroup from 'radix-ui/radio-group'
import { Trans, useLingui } from '@lingui/react/macro'
import { DELETE_REASONS, type DeleteReason } from '../../../domain/listing/enums'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { DELETE_REASON_TEXTS } from './listing-texts'

type DeleteDialogProps = {
  title: string | null
  /** What is deleted (default: a listing). */
  heading?: ReactNode
  onOpenChange: (open: boolean) => void
  onConfirm: (reason: DeleteReason, note: string) => Promise<void>
}

/** The delete-reason dialog (business rules 2): a reason is required, a note is optional. */
export function DeleteDialog({ title, heading, onOpenChange, onConfirm }: DeleteDialogProps) {
  const { t, i18n } = useLingui()
  const noteId = useId()
  const [reason, setReason] = useState<DeleteReason | ''>('')
  const [note, setNote] = useState('')
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setReason('')
    setNote('')
    setMissing(false)
  }, [title])

  const confirm = async () => {
    if (!reason) return setMissing(true)
    setBusy(true)
    try {
      await onConfirm(reason, note)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={title !== null}
      onOpenChange={onOpenChange}
      title={heading ?? <Trans>Delete listing</Trans>}
      description={<Trans>“{title}” will be removed from your listings. Tell us why.</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            <Trans>Delete</Trans>
          </Button>
        </>
      }
    >
      <RadioGroup.Root
        aria-label={t`Reason for deleting`}
        value={reason}
        onValueChange={(value) => {
          setReason(value as DeleteReason)
          setMissing(false)
        }}
        className="flex flex-col gap-2"
      >
        {DELETE_REASONS.map((code) => (
          <label key={code} className="flex cursor-pointer items-center gap-2 text-sm text-gray-900">
            <RadioGroup.Item
              value={code}
              className="flex size-4 items-center justify-center rounded-full border border-gray-500 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=checked]:border-brand-700"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-brand-700" />
            </RadioGroup.Item>
            {i18n._(DELETE_REASON_TEXTS[code])}
          </label>
        ))}
      </RadioGroup.Root>
      {missing && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          <Trans>Please choose a reason.</Trans>
        </p>
      )}
      <label htmlFor={noteId} className="mt-4 mb-1 block text-sm font-medium text-gray-800">
        <Trans>Note (optional)</Trans>
      </label>
      <textarea
        id={noteId}
        value={note}
        maxLength={200}
        onChange={(event) => setNote(event.target.value)}
        className="min-h-20 w-full rounded-md border border-gray-400 p-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700"
      />
    </Dialog>
  )
}
