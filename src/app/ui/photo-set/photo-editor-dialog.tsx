import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import * as Slider from 'radix-ui/slider'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../button'
import { Dialog } from '../dialog'
import { FieldError } from '../field-error'
import { filterOf, hasEdits, NO_EDITS, renderEdited, type PhotoEdits, type PreparedPhoto } from './prepare-photo'
import type { ShownPhoto } from './use-photo-set'

type PhotoEditorDialogProps = {
  photo: ShownPhoto | null
  onOpenChange: (open: boolean) => void
  /** Receives the edited picture (JPEG); the step uploads it in place of the old one. */
  onApply: (edited: PreparedPhoto) => Promise<void>
}

/** The photo editor (business rules 2): rotate, brightness, saturation and contrast, previewed live. */
export function PhotoEditorDialog({ photo, onOpenChange, onApply }: PhotoEditorDialogProps) {
  const { t } = useLingui()
  const [edits, setEdits] = useState<PhotoEdits>(NO_EDITS)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setEdits(NO_EDITS)
    setFailed(false)
  }, [photo?.ref])

  const apply = async () => {
    if (!photo) return
    setBusy(true)
    setFailed(false)
    try {
      const source = await (await fetch(photo.src)).blob()
      await onApply(await renderEdited(source, edits))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const rotate = (by: 90 | -90) => setEdits((e) => ({ ...e, rotation: (((e.rotation + by) % 360) + 360) % 360 as PhotoEdits['rotation'] }))

  return (
    <Dialog
      open={photo !== null}
      onOpenChange={onOpenChange}
      title={<Trans>Edit photo</Trans>}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => setEdits(NO_EDITS)} disabled={!hasEdits(edits) || busy}>
            <Trans>Reset</Trans>
          </Button>
          <Button onClick={() => void apply()} loading={busy} disabled={!hasEdits(edits)}>
            <Trans>Apply</Trans>
          </Button>
        </>
      }
    >
      {photo && (
        <div className="flex flex-col gap-4">
          <div className="flex h-64 items-center justify-center overflow-hidden rounded-md bg-gray-900">
            <img
              src={photo.src}
              alt={t`Preview of the edited photo`}
              className="max-h-full max-w-full object-contain transition-transform"
              style={{ filter: filterOf(edits), transform: `rotate(${edits.rotation}deg)` }}
            />
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => rotate(-90)}>
              <Trans>Rotate left</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => rotate(90)}>
              <Trans>Rotate right</Trans>
            </Button>
          </div>
          <EditSlider label={<Trans>Brightness</Trans>} name={t`Brightness`} value={edits.brightness} onChange={(brightness) => setEdits((e) => ({ ...e, brightness }))} />
          <EditSlider label={<Trans>Saturation</Trans>} name={t`Saturation`} value={edits.saturation} onChange={(saturation) => setEdits((e) => ({ ...e, saturation }))} />
          <EditSlider label={<Trans>Contrast</Trans>} name={t`Contrast`} value={edits.contrast} onChange={(contrast) => setEdits((e) => ({ ...e, contrast }))} />
          {failed && <FieldError messageKey="operationFailed" />}
        </div>
      )}
    </Dialog>
  )
}

function EditSlider({ label, name, value, onChange }: { label: ReactNode; name: string; value: number; onChange: (value: number) => void }) {
  return (
    <div className="flex items-center gap-3">
      <span className="w-24 shrink-0 text-sm text-gray-800">{label}</span>
      <Slider.Root
        className="relative flex h-5 flex-1 touch-none items-center select-none"
        min={50}
        max={150}
        step={5}
        value={[value]}
        onValueChange={([next]) => next !== undefined && onChange(next)}
      >
        <Slider.Track className="relative h-1 grow rounded bg-gray-300">
          <Slider.Range className="absolute h-full rounded bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb aria-label={name} className="block size-5 rounded-full border-2 border-brand-700 bg-white focus-visible:outline-2 focus-visible:outline-brand-700" />
      </Slider.Root>
      <span className="w-12 text-right text-sm text-gray-700">{value}%</span>
    </div>
  )
}
