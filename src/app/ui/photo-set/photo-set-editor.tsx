import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { ChangeEvent, ReactNode } from 'react'
import * as Progress from 'radix-ui/progress'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { PhotoType } from '../../../domain/listing/enums'
import { LISTING_PHOTO_RULES } from '../../../domain/validators/image'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../button'
import { FieldError } from '../field-error'
import { PendingNote } from '../pending-note'
import { PhotoCard } from './photo-card'
import { SharedPhotosOffer } from './shared-photos-offer'
import type { ShownPhoto, UploadTask, usePhotoSet } from './use-photo-set'

// the editor (rotate, crop, light) loads when a photo is edited, not with every photo step
const PhotoEditorDialog = lazy(() => import('./photo-editor-dialog').then((m) => ({ default: m.PhotoEditorDialog })))

/**
 * A photo set's editor (a B&B listing's, a hotel's, a room type's): the rules checked live, several
 * photos added at once (resized to 1920 wide, each with its upload percentage; offline they wait
 * in the outbox), cover, order, edit and delete each, and save. `details` adds the B&B captions
 * and types; `withCover` the cover choice.
 */
export function PhotoSetEditor({
  set, onSave, listLabel, empty, details = false, withCover = true, saveLabel, embedded = false,
}: {
  set: ReturnType<typeof usePhotoSet>
  onSave: () => void
  listLabel: string
  empty: ReactNode
  details?: boolean
  withCover?: boolean
  saveLabel?: ReactNode
  /** Part of a larger form that saves it (a room type's): no save button of its own. */
  embedded?: boolean
}) {
  const { t } = useLingui()
  const text = useMessageText()
  const offline = useOffline()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [editing, setEditing] = useState<ShownPhoto | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const maxMb = Math.round(LISTING_PHOTO_RULES.maxSizeKB / 1024)
  const step = set

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length) void step.actions.addFiles(files)
  }

  const moveBy = (photo: ShownPhoto, delta: number) => {
    const index = step.photos.findIndex((p) => p.ref === photo.ref)
    const to = Math.min(step.photos.length - 1, Math.max(0, index + delta))
    if (to === index) return
    step.actions.moveBy(photo.ref, delta)
    setAnnouncement(t`Photo moved to position ${to + 1} of ${step.photos.length}`)
  }

  return (
    <>
          <section aria-labelledby={`${inputId}-rules`} className="rounded-md border border-gray-200 bg-gray-50 p-3">
            <h3 id={`${inputId}-rules`} className="mb-2 text-sm font-semibold text-gray-900">
              <Trans>Photo rules</Trans>
            </h3>
            <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" data-testid="photo-rules">
              {step.rules.map((rule) => (
                <li key={rule.id} data-rule={rule.id} data-ok={rule.ok} className={rule.ok ? 'text-green-800' : 'text-gray-800'}>
                  <span aria-hidden="true">{rule.ok ? '✓ ' : '○ '}</span>
                  <span className="sr-only">{rule.ok ? t`Met:` : t`Not met yet:`} </span>
                  {text(rule.message.key, rule.message.params)}
                </li>
              ))}
              <li className="text-gray-700">
                <Trans>JPG or PNG, under {maxMb} MB each; large photos are resized to 1920 pixels wide.</Trans>
              </li>
            </ul>
          </section>

          {!embedded && <SharedPhotosOffer addFiles={step.actions.addFiles} locked={step.locked} />}

          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={LISTING_PHOTO_RULES.accept.join(',')}
              onChange={onFiles}
              disabled={step.locked}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className="cursor-pointer rounded-md border border-brand-700 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <Trans>Add photos</Trans>
            </label>
            <span className="text-sm text-gray-700" data-testid="photo-count">
              <Plural value={step.photos.length} one="# photo" other="# photos" />
            </span>
          </div>

          {step.tasks.length > 0 && (
            <ul className="flex flex-col gap-2" aria-label={t`Uploads`}>
              {step.tasks.map((task) => (
                <UploadRow key={task.id} task={task} onDismiss={() => step.actions.dismissTask(task.id)} />
              ))}
            </ul>
          )}

          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
          {step.photos.length > 0 ? (
            <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={listLabel}>
              {step.photos.map((photo, index) => (
                <PhotoCard
                  key={photo.ref}
                  photo={photo}
                  index={index}
                  count={step.photos.length}
                  isCover={step.coverRef === photo.ref}
                  disabled={step.locked}
                  {...(details
                    ? { onCaption: (caption: string) => step.actions.setCaption(photo.ref, caption), onType: (type: PhotoType) => step.actions.setType(photo.ref, type) }
                    : {})}
                  {...(withCover ? { onCover: () => step.actions.setCover(photo.ref) } : {})}
                  onMove={(delta) => moveBy(photo, delta)}
                  onEdit={() => setEditing(photo)}
                  onDelete={() => void step.actions.remove(photo.ref)}
                />
              ))}
            </ol>
          ) : (
            <p className="rounded-md border-2 border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">{empty}</p>
          )}

          {!embedded && (
            <>
              {step.issue && <FieldError messageKey={step.issue.key} params={step.issue.params} />}
              <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 pt-4">
                <PendingNote pending={step.pending} offline={offline} testId="step-pending" />
                <Button onClick={onSave} loading={step.saving} disabled={step.locked || step.tasks.some((task) => task.state !== 'failed')}>
                  {saveLabel ?? <Trans>Save and continue</Trans>}
                </Button>
              </div>
            </>
          )}
      {editing && (
        <Suspense fallback={null}>
          <PhotoEditorDialog
            photo={editing}
            onOpenChange={(open) => !open && setEditing(null)}
            onApply={async (prepared) => {
              await step.actions.replacePhoto(editing.ref, prepared, 'edited.jpg')
              setEditing(null)
            }}
          />
        </Suspense>
      )}
    </>
  )
}

function UploadRow({ task, onDismiss }: { task: UploadTask; onDismiss: () => void }) {
  const { t } = useLingui()
  const percent = Math.round(task.progress * 100)
  return (
    <li className="rounded-md border border-gray-200 p-2 text-sm" data-testid="upload-task" data-state={task.state}>
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-gray-900">{task.name}</span>
        {task.state === 'preparing' && (
          <span className="text-gray-700">
            <Trans>Preparing…</Trans>
          </span>
        )}
        {task.state === 'uploading' && <span className="text-gray-800" data-testid="upload-percent">{percent}%</span>}
        {task.state === 'failed' && (
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        )}
      </div>
      {task.state !== 'failed' ? (
        <Progress.Root
          value={task.state === 'uploading' ? percent : null}
          aria-label={t`Upload of ${task.name}`}
          className="relative mt-1 h-1.5 overflow-hidden rounded bg-gray-200"
        >
          <Progress.Indicator className="h-full rounded bg-brand-700 transition-[width]" style={{ width: `${task.state === 'uploading' ? percent : 10}%` }} />
        </Progress.Root>
      ) : (
        <FieldError messageKey={task.error?.key ?? 'operationFailed'} params={task.error?.params} />
      )}
    </li>
  )
}
