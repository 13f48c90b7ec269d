import { useCallback, useMemo, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { enqueue, listPending } from '../../../../data/outbox-lazy'
import type { OutboxEntry } from '../../../../../client/outbox/outbox-types'
import {
  BED_KINDS, checkRoomType, HOTEL_LIMITS, HOTEL_SERVICE_CODES, SMOKING, YES_NO_SOME, type RoomTypeValue,
} from '../../../../../domain/hotel/rules'
import { FACILITY_GROUP_ORDER, FACILITY_GROUPS } from '../../../../../domain/listing/facilities'
import { charCount } from '../../../../../domain/listing/text-rules'
import { keepTypingIn, saveFlowStep, useFlowView, type StepValues } from '../../../../data/draft-flow'
import {
  hotelItem, hotelLock, roomTypeFlow, roomTypeItem, useHotel, type RoomTypeEntry,
} from '../../../../data/hotel-draft'
import { BED_KIND_LABELS, HOTEL_SERVICE_LABELS, SMOKING_LABELS, YES_NO_SOME_LABELS } from '../../../../data/hotel-labels'
import { FACILITY_LABELS } from '../../../../data/listing-labels'
import { useOutboxRead } from '../../../../data/use-outbox-read'
import { useMessageText } from '../../../../shell/message-text'
import { reportStorageError } from '../../../../shell/storage-full'
import { Badge } from '../../../../ui/badge'
import { Button } from '../../../../ui/button'
import { Card } from '../../../../ui/card'
import { ConfirmDialog } from '../../../../ui/confirm-dialog'
import { PhotoSetEditor } from '../../../../ui/photo-set/photo-set-editor'
import type { PhotosDraft } from '../../../../ui/photo-set/photo-draft'
import { usePhotoSet, type PhotoSetConfig } from '../../../../ui/photo-set/use-photo-set'
import { RequiredMark } from '../../../../ui/required-mark'
import { Select } from '../../../../ui/select'
import { StepCard } from '../../../../ui/step-card'
import { TextField } from '../../../../ui/text-field'
import { useFlowStepForm, type StepFormBinding } from '../../../../ui/use-flow-step-form'
import { CheckGroup, ChoiceGroup, TextArea, toText } from '../../fields'
import { nextHotelStep } from '../hotel-steps'

type Bed = { kind: (typeof BED_KINDS)[number]; count: string }
type Form = {
  name: string; size: string; floor: string; occupancy: string; price: string; rooms: string
  beds: Bed[]; extraBed: boolean; wifi: string; smoking: string; windows: string; earlyMorning: boolean
  checkIn: string; checkOut: string; policies: string; facilities: string[]
}

const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()))

function fromValues(v: StepValues | undefined): Form {
  const beds = Array.isArray(v?.beds) ? (v.beds as Array<{ kind: Bed['kind']; count: number }>) : []
  return {
    name: toText(v?.name), size: toText(v?.size), floor: toText(v?.floor), occupancy: toText(v?.occupancy),
    price: toText(v?.price), rooms: toText(v?.rooms),
    beds: beds.length > 0 ? beds.map((bed) => ({ kind: bed.kind, count: String(bed.count) })) : [{ kind: 'double', count: '1' }],
    extraBed: v?.extraBed === true, wifi: toText(v?.wifi), smoking: toText(v?.smoking), windows: toText(v?.windows),
    earlyMorning: v?.earlyMorning === true, checkIn: toText(v?.checkIn) || '14:00', checkOut: toText(v?.checkOut) || '12:00',
    policies: toText(v?.policies), facilities: Array.isArray(v?.facilities) ? (v.facilities as string[]) : [],
  }
}

function toValue(f: Form, photoIds: string[]): RoomTypeValue {
  return {
    name: f.name.trim(), size: numberOf(f.size), floor: f.floor.trim(), occupancy: numberOf(f.occupancy), price: numberOf(f.price),
    rooms: numberOf(f.rooms), beds: f.beds.map((bed) => ({ kind: bed.kind, count: Number(bed.count) })), extraBed: f.extraBed,
    wifi: f.wifi as RoomTypeValue['wifi'], smoking: f.smoking as RoomTypeValue['smoking'], windows: f.windows as RoomTypeValue['windows'],
    earlyMorning: f.earlyMorning, checkIn: f.checkIn, checkOut: f.checkOut, policies: f.policies.trim(), facilities: f.facilities, photoIds,
  }
}

/** A room type's photo list on the server (its chosen photos in order); null none yet, undefined not known. */
function roomPhotosDraft(room: RoomTypeEntry | null | undefined): PhotosDraft | null | undefined {
  if (room === undefined) return undefined
  if (room === null || room.value.photoIds.length === 0) return null
  const files = new Map(room.photos.map((photo) => [photo.imgId, photo]))
  return {
    photos: room.value.photoIds.flatMap((imgId) => {
      const file = files.get(imgId)
      return file ? [{ ref: imgId, url: file.url, width: file.width, height: file.height, caption: '', photoType: 'other' as const }] : []
    }),
    coverRef: null,
  }
}

/**
 * hotel-house (business rules 2 and 3 "Room type"; decision 0048 point 7): the hotel's room types
 * listed, added, edited and deleted. Each is saved on its own through the outbox, its photos
 * through the listing photos' pipeline (offline uploads wait and go before the save naming them).
 */
export function RoomTypesStep({ hotelId }: { hotelId: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const hotel = useHotel(hotelId)
  const lock = hotelLock(hotel.detail)
  const [editing, setEditing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<RoomTypeEntry | null>(null)
  const waiting = useOutboxRead<OutboxEntry[]>(() => listPending(`hotel:${hotelId}:room:`), [], [hotelId])
  const saved = hotel.detail?.roomTypes ?? []
  // room types saved on this device and not on the server yet
  const localOnly = waiting
    .filter((entry) => entry.endpoint === 'roomTypeSave' && !saved.some((room) => room.roomTypeId === entry.params.roomTypeId))
    .map((entry) => ({ roomTypeId: String(entry.params.roomTypeId), name: String((entry.params.value as { name?: string } | undefined)?.name ?? '') }))
  const pendingIds = new Set(waiting.map((entry) => String(entry.params.roomTypeId)))
  const next = nextHotelStep('rooms')

  if (editing) {
    return <RoomTypeEditor hotelId={hotelId} roomTypeId={editing} lockedBy={lock} onDone={() => setEditing(null)} />
  }

  const remove = async (room: RoomTypeEntry) => {
    setDeleting(null)
    try {
      await enqueue({ endpoint: 'roomTypeDelete', params: { hotelId, roomTypeId: room.roomTypeId }, item: roomTypeItem(hotelId, room.roomTypeId) })
    } catch (error) {
      reportStorageError(error)
    }
  }

  return (
    <Card title={<Trans>Room types</Trans>} titleAs="h2" data-testid="room-types-step">
      <p className="mb-4 text-sm text-gray-700">
        <Trans>Add each kind of room the hotel sells, with its beds, price, how many rooms it has and at least one photo.</Trans>
      </p>
      <ul className="flex flex-col gap-2" aria-label={t`Room types of the hotel`}>
        {saved.map((room) => (
          <li key={room.roomTypeId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 p-3" data-testid="room-type" data-complete={room.complete}>
            <div className="min-w-0">
              <p className="font-medium text-gray-900">{room.value.name || t`Unnamed room type`}</p>
              <p className="text-sm text-gray-700">
                {room.value.price !== null && room.value.rooms !== null ? (
                  <Trans>
                    ¥{room.value.price} a night · {room.value.rooms} rooms · {room.photos.length} photos
                  </Trans>
                ) : (
                  <Trans>Not filled in yet</Trans>
                )}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {pendingIds.has(room.roomTypeId) ? (
                <Badge tone="neutral">{t`Waiting to be sent`}</Badge>
              ) : room.complete ? (
                <Badge tone="success">{t`Complete`}</Badge>
              ) : (
                <Badge tone="neutral">{t`Incomplete`}</Badge>
              )}
              <Button size="sm" variant="secondary" disabled={lock !== null} onClick={() => setEditing(room.roomTypeId)}>
                <Trans>Edit</Trans>
              </Button>
              <Button size="sm" variant="ghost" disabled={lock !== null} onClick={() => setDeleting(room)}>
                <Trans>Delete</Trans>
              </Button>
            </div>
          </li>
        ))}
        {localOnly.map((room) => (
          <li key={room.roomTypeId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-200 bg-amber-50 p-3" data-testid="room-type" data-complete="pending">
            <p className="font-medium text-gray-900">{room.name || t`Unnamed room type`}</p>
            <div className="flex items-center gap-2">
              <Badge tone="neutral">{t`Waiting to be sent`}</Badge>
              <Button size="sm" variant="secondary" onClick={() => setEditing(room.roomTypeId)}>
                <Trans>Edit</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {saved.length === 0 && localOnly.length === 0 && (
        <p className="rounded-md border-2 border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">
          <Trans>No room types yet.</Trans>
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 pt-4">
        <Button variant="secondary" disabled={lock !== null} onClick={() => setEditing(globalThis.crypto.randomUUID())}>
          <Trans>Add a room type</Trans>
        </Button>
        {next && (
          <Button onClick={() => void navigate({ to: `/hotel-publish/${next.slug}` as never, search: { hotelId } as never })}>
            <Trans>Continue</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<Trans>Delete this room type?</Trans>}
        description={<Trans>Its photos and products go with it.</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Card>
  )
}

/** One room type's form: every field of the Room type, its photos, saved once through the outbox. */
function RoomTypeEditor({
  hotelId, roomTypeId, lockedBy, onDone,
}: { hotelId: string; roomTypeId: string; lockedBy: { key: string } | null; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const flow = roomTypeFlow(hotelId)
  const view = useFlowView<'roomInfo', RoomTypeEntry | null>(flow, roomTypeId)
  const room = view.detail
  const server = useMemo(() => roomPhotosDraft(view.isLoading ? undefined : room ?? null), [room, view.isLoading])
  const photoIds = useRef<string[]>([])
  const photoConfig: PhotoSetConfig = {
    draftId: roomTypeId,
    draftStep: 'photos',
    item: roomTypeItem(hotelId, roomTypeId),
    loading: view.isLoading,
    kept: (view.draft?.steps as Record<string, { values: Record<string, unknown>; typedAt: number; savedAt?: number }> | undefined)?.photos,
    server,
    serverVersion: room?.version ?? 0,
    locked: lockedBy !== null,
    creation: { endpoint: 'hotelCreate', item: hotelItem(hotelId) },
    upload: { endpoint: 'roomTypeUploadPhoto', params: () => ({ hotelId, roomTypeId }) },
    // the list is saved with the room type (its save names the photos): see save below
    list: { endpoint: 'roomTypeSave', params: (draft, version) => ({ hotelId, roomTypeId, version, value: { photoIds: draft.photos.map((p) => p.ref) } }) },
    rules: (photos) => [
      { id: 'count', message: { key: 'photosTooFew', params: { min: HOTEL_LIMITS.roomPhotos.min } }, ok: photos.length >= HOTEL_LIMITS.roomPhotos.min },
    ],
  }
  const photos = usePhotoSet(photoConfig)
  photoIds.current = photos.photos.filter((photo) => photo.status !== 'refused').map((photo) => photo.ref)

  const save = useCallback(
    (values: StepValues, version: number) => saveFlowStep(flow, roomTypeId, 'roomInfo', { ...values, photoIds: photoIds.current }, version),
    [flow, roomTypeId],
  )
  const keep = useCallback((values: StepValues) => keepTypingIn(roomTypeId, 'roomInfo', values), [roomTypeId])
  const binding: StepFormBinding = {
    step: 'roomInfo', loading: view.isLoading, state: view.step('roomInfo'), lockedBy, readOnlyWhenLocked: true, save, keepTyping: keep, goNext: onDone,
  }
  const toValues = useCallback((f: Form): StepValues => toValue(f, photoIds.current) as unknown as StepValues, [])
  const { form, set, error, errorUnder, card, fieldProps } = useFlowStepForm<Form>(binding, {
    fromValues,
    toValues,
    check: (values) => checkRoomType(values as unknown as RoomTypeValue),
  })
  const facilityOptions = [
    ...HOTEL_SERVICE_CODES.map((code) => ({ value: code, label: i18n._(HOTEL_SERVICE_LABELS[code]) })),
    ...FACILITY_GROUP_ORDER.flatMap((group) => FACILITY_GROUPS[group].map((code) => ({ value: code, label: i18n._(FACILITY_LABELS[code]) }))),
  ]
  const photoIssue = error('photoIds')

  return (
    <StepCard title={room?.value.name ? room.value.name : t`New room type`} {...card} last>
      {form && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={<>{t`Room type name`}<RequiredMark /></>}
              aria-required
              {...fieldProps('name')}
              hint={t`${HOTEL_LIMITS.roomName.min}-${HOTEL_LIMITS.roomName.max} characters, e.g. 湖景大床房`}
            />
            <TextField label={<>{t`Floor`}<RequiredMark /></>} aria-required {...fieldProps('floor')} hint={t`As the hotel says it: 3, 3-5 or 2,4`} />
            <TextField label={<>{t`Size (m²)`}<RequiredMark /></>} inputMode="decimal" aria-required {...fieldProps('size')} />
            <TextField label={<>{t`Guests per room`}<RequiredMark /></>} inputMode="numeric" aria-required {...fieldProps('occupancy')} />
            <TextField
              label={<>{t`Price a night (yuan)`}<RequiredMark /></>}
              inputMode="numeric"
              aria-required
              {...fieldProps('price')}
              hint={t`${HOTEL_LIMITS.roomPrice.min}-${HOTEL_LIMITS.roomPrice.max}; the calendar's price until you set a night's`}
            />
            <TextField
              label={<>{t`Rooms of this type`}<RequiredMark /></>}
              inputMode="numeric"
              aria-required
              {...fieldProps('rooms')}
              hint={t`The calendar's stock until you set a night's`}
            />
          </div>
          <fieldset className="flex flex-col gap-2" data-testid="room-beds">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              {t`Beds`}
              <RequiredMark />
            </legend>
            {form.beds.map((bed, index) => (
              <div key={index} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
                <Select
                  label={t`Bed type ${index + 1}`}
                  value={bed.kind}
                  onValueChange={(kind) => set('beds', form.beds.map((b, i) => (i === index ? { ...b, kind: kind as Bed['kind'] } : b)))}
                  options={BED_KINDS.map((kind) => ({ value: kind, label: i18n._(BED_KIND_LABELS[kind]) }))}
                />
                <TextField
                  label={t`How many`}
                  inputMode="numeric"
                  value={bed.count}
                  onChange={(event) => set('beds', form.beds.map((b, i) => (i === index ? { ...b, count: event.target.value } : b)))}
                  error={error(`beds.${index}.count`)?.key}
                  errorParams={error(`beds.${index}.count`)?.params}
                />
                <Button variant="ghost" size="sm" disabled={form.beds.length === 1} onClick={() => set('beds', form.beds.filter((_, i) => i !== index))}>
                  <Trans>Remove</Trans>
                </Button>
              </div>
            ))}
            <div>
              <Button variant="secondary" size="sm" disabled={form.beds.length >= 10} onClick={() => set('beds', [...form.beds, { kind: 'single', count: '1' }])}>
                <Trans>Add a bed type</Trans>
              </Button>
            </div>
            {error('beds') && <p className="text-sm text-red-800">{text(error('beds')!.key)}</p>}
          </fieldset>
          <CheckGroup
            label={t`Options`}
            values={[...(form.extraBed ? ['extraBed'] : []), ...(form.earlyMorning ? ['earlyMorning'] : [])]}
            options={[{ value: 'extraBed', label: t`An extra bed can be added` }, { value: 'earlyMorning', label: t`Sold as an early-morning room (arrival after midnight)` }]}
            onChange={(chosen) => {
              set('extraBed', chosen.includes('extraBed'))
              set('earlyMorning', chosen.includes('earlyMorning'))
            }}
          />
          <ChoiceGroup
            label={t`Wi-Fi`}
            required
            value={form.wifi}
            options={YES_NO_SOME.map((value) => ({ value, label: i18n._(YES_NO_SOME_LABELS[value]) }))}
            onChange={(value) => set('wifi', value)}
            error={error('wifi')}
          />
          <ChoiceGroup
            label={t`Smoking`}
            required
            value={form.smoking}
            options={SMOKING.map((value) => ({ value, label: i18n._(SMOKING_LABELS[value]) }))}
            onChange={(value) => set('smoking', value)}
            error={error('smoking')}
          />
          <ChoiceGroup
            label={t`Windows`}
            required
            value={form.windows}
            options={YES_NO_SOME.map((value) => ({ value, label: i18n._(YES_NO_SOME_LABELS[value]) }))}
            onChange={(value) => set('windows', value)}
            error={error('windows')}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField label={<>{t`Check-in from`}<RequiredMark /></>} type="time" aria-required {...fieldProps('checkIn')} />
            <TextField label={<>{t`Check-out by`}<RequiredMark /></>} type="time" aria-required {...fieldProps('checkOut')} />
          </div>
          <TextArea
            label={t`Policies (optional)`}
            value={form.policies}
            onChange={(event) => set('policies', event.target.value)}
            error={error('policies')}
            count={`${charCount(form.policies.trim())}/500`}
          />
          <CheckGroup
            label={t`Room facilities`}
            values={form.facilities}
            options={facilityOptions}
            onChange={(chosen) => set('facilities', chosen)}
            error={errorUnder('facilities')}
          />
          <section className="flex flex-col gap-3" aria-label={t`Photos of the room type`} data-testid="room-photos">
            <h3 className="text-sm font-semibold text-gray-900">
              {t`Photos`}
              <RequiredMark />
            </h3>
            {photos.ready && (
              <PhotoSetEditor
                set={photos}
                onSave={card.onSubmit}
                listLabel={t`Photos of the room type, in display order`}
                empty={<Trans>No photos yet. Add at least one of the room.</Trans>}
                withCover={false}
                embedded
              />
            )}
            {photoIssue && <p className="text-sm text-red-800">{text(photoIssue.key, photoIssue.params)}</p>}
          </section>
        </>
      )}
      <div className="flex justify-start">
        <Button variant="ghost" size="sm" onClick={onDone}>
          <Trans>Back to the room types</Trans>
        </Button>
      </div>
    </StepCard>
  )
}
