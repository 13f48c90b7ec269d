import { useState } from 'react'
import type { KeyboardEvent } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PHOTO_TYPES, type PhotoType } from '../../../domain/listing/enums'
import { Button } from '../button'
import { ConfirmDialog } from '../confirm-dialog'
import { cx } from '../cx'
import { FieldError } from '../field-error'
import { Select } from '../select'
import { TextField } from '../text-field'
import type { ShownPhoto } from './use-photo-set'

type PhotoCardProps = {
  photo: ShownPhoto
  index: number
  count: number
  isCover: boolean
  disabled: boolean
  /** Captions and types are the B&B listing's (a hotel's and a room type's photos have none). */
  onCaption?: (caption: string) => void
  onType?: (type: PhotoType) => void
  /** Without it the set has no cover (a room type's photos). */
  onCover?: () => void
  onMove: (delta: number) => void
  onEdit: () => void
  onDelete: () => void
}

export const PHOTO_TYPE_LABELS: Record<PhotoType, MessageDescriptor> = {
  bedroom: msg({ message: 'Bedroom' }),
  bed: msg({ message: 'Bed' }),
  living: msg({ message: 'Living room' }),
  kitchen: msg({ message: 'Kitchen' }),
  bathroom: msg({ message: 'Bathroom' }),
  exterior: msg({ message: 'Exterior and view' }),
  other: msg({ message: 'Other' }),
}

/**
 * One photo of the list: the picture (from the queued Blob while its upload waits, marked
 * pending), its caption and type, cover choice, order buttons (Alt+Arrow keys move it too), edit,
 * and delete after a confirmation.
 */
export function PhotoCard({ photo, index, count, isCover, disabled, onCaption, onType, onCover, onMove, onEdit, onDelete }: PhotoCardProps) {
  const { t, i18n } = useLingui()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const position = index + 1
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || disabled) return
    if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') onMove(-1)
    else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') onMove(1)
    else return
    event.preventDefault()
  }
  return (
    <li
      className={cx('flex min-w-0 flex-col gap-2 rounded-lg border bg-white p-2', isCover ? 'border-brand-700 ring-2 ring-brand-700' : 'border-gray-200')}
      data-testid="photo-card"
      data-ref={photo.ref}
      data-status={photo.status}
      data-cover={isCover}
      onKeyDown={onKeyDown}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-gray-100">
        {photo.src ? (
          <img src={photo.src} alt={photo.caption || t`Photo ${position}`} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-gray-700">
            <Trans>Preview not available</Trans>
          </span>
        )}
        <span className="absolute top-1 left-1 rounded bg-black/60 px-1.5 text-xs text-white">{position}</span>
        {isCover && (
          <span className="absolute top-1 right-1 rounded bg-brand-700 px-1.5 text-xs font-semibold text-white">
            <Trans>Cover</Trans>
          </span>
        )}
        {photo.status === 'pending' && (
          <span className="absolute bottom-1 left-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900" data-testid="photo-pending">
            <Trans>Waiting to upload</Trans>
          </span>
        )}
      </div>
      {photo.status === 'refused' && <FieldError messageKey={photo.refusal?.key ?? 'operationFailed'} params={photo.refusal?.params} />}
      {onCaption && (
        <TextField
          label={<Trans>Caption of photo {position}</Trans>}
          value={photo.caption}
          maxLength={50}
          disabled={disabled}
          onChange={(event) => onCaption(event.target.value)}
        />
      )}
      {onType && (
        <Select
          label={<Trans>Type of photo {position}</Trans>}
          value={photo.photoType}
          disabled={disabled}
          onValueChange={(value) => onType(value as PhotoType)}
          options={PHOTO_TYPES.map((type) => ({ value: type, label: i18n._(PHOTO_TYPE_LABELS[type]) }))}
        />
      )}
      <div className="flex flex-wrap gap-1">
        {onCover && (
          <Button size="sm" variant={isCover ? 'primary' : 'secondary'} aria-pressed={isCover} disabled={disabled} onClick={onCover}>
            {isCover ? <Trans>Cover photo</Trans> : <Trans>Set as cover</Trans>}
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={disabled || index === 0} onClick={() => onMove(-1)} aria-label={t`Move photo ${position} earlier`}>
          <span aria-hidden="true">↑</span>
        </Button>
        <Button size="sm" variant="ghost" disabled={disabled || index === count - 1} onClick={() => onMove(1)} aria-label={t`Move photo ${position} later`}>
          <span aria-hidden="true">↓</span>
        </Button>
        <Button size="sm" variant="ghost" disabled={disabled || !photo.src} onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={() => setConfirmOpen(true)} aria-label={t`Delete photo ${position}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={<Trans>Delete this photo?</Trans>}
        description={<Trans>It is removed when you save the photos.</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={onDelete}
      />
    </li>
  )
}
