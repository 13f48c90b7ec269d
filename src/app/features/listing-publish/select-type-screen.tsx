import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import * as RadioGroup from 'radix-ui/radio-group'
import { Trans, useLingui } from '@lingui/react/macro'
import { BUILDING_TYPES, RENTAL_TYPES, type BuildingType, type RentalType } from '../../../domain/listing/enums'
import { BUILDING_TYPE_LABELS, RENTAL_TYPE_LABELS } from '../../data/listing-labels'
import { reportStorageError } from '../../shell/storage-full'
import { Button } from '../../ui/button'
import { HOTEL_NOT_ALLOWED_TEXT } from '../../data/hotel-labels'
import { Card } from '../../ui/card'
import { cx } from '../../ui/cx'
import { FieldError } from '../../ui/field-error'
import { Select } from '../../ui/select'
import type { PublishType } from './publish-search'

type SelectTypeScreenProps = {
  publishType: PublishType
  luId?: string
  /** False once the landlord info says real-name authentication has not passed. */
  realNamePassed: boolean
  /** The host may prepare a draft (verified, or documents under review: decision 0038). */
  mayPrepare: boolean
  /** Opens the real-name dialog (the route owns it). */
  openRealName: () => void
  /** "Can publish a hotel" (portal spec 6): real-name authentication passed or white-listed. */
  mayPublishHotel: boolean
}

type Choice = { rentalType: RentalType | ''; buildingType: BuildingType | '' }

/**
 * /select-house-type: how the place is rented and what building it is. Kept alive: the choice
 * survives leaving and coming back (per publish type) until a listing is created from it.
 */
export function SelectTypeScreen({ publishType, luId, realNamePassed, mayPrepare, openRealName, mayPublishHotel }: SelectTypeScreenProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [choice, setChoiceState] = useState<Choice>(() => kept.get(publishType) ?? { rentalType: '', buildingType: '' })
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const setChoice = (next: Choice) => {
    kept.set(publishType, next)
    setChoiceState(next)
    setMissing(false)
  }

  const next = async () => {
    if (!choice.rentalType || !choice.buildingType) {
      setMissing(true)
      return
    }
    setBusy(true)
    try {
      const id = luId ?? globalThis.crypto.randomUUID()
      // the draft's code (the local database) comes with the choice, not with the page's first screen
      if (!luId) await (await import('../../data/listing-draft')).createListing({ luId: id, rentalType: choice.rentalType, buildingType: choice.buildingType, region: publishType })
      kept.delete(publishType)
      await navigate({ to: '/house-publish/house-address', search: { luId: id, publishType } })
    } catch (error) {
      reportStorageError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        {publishType === 'overseas' ? <Trans>Publish an overseas listing</Trans> : <Trans>Publish a domestic listing</Trans>}
      </h1>
      <p className="text-sm text-gray-700">
        {publishType === 'overseas' ? (
          <Trans>For places outside China.</Trans>
        ) : (
          <Trans>For places in mainland China, Hong Kong, Macau and Taiwan.</Trans>
        )}
      </p>
      {!realNamePassed && mayPrepare && (
        <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900" data-testid="real-name-pending-note">
          <Trans>Your real-name verification is under review. You can prepare your listing now and submit it once you are verified.</Trans>
        </p>
      )}
      {!mayPrepare && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span>
            <Trans>A listing cannot be published without real-name authentication. Verify your real name first.</Trans>
          </span>
          <Button size="sm" variant="secondary" onClick={openRealName}>
            <Trans>Verify my real name</Trans>
          </Button>
        </div>
      )}
      <Card title={t`How is the place rented?`}>
        <RadioGroup.Root
          aria-label={t`Rental type`}
          value={choice.rentalType}
          onValueChange={(value) => setChoice({ ...choice, rentalType: value as RentalType })}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {RENTAL_TYPES.map((type) => (
            <RadioGroup.Item
              key={type}
              value={type}
              className={cx(
                'rounded-md border px-3 py-3 text-left text-sm',
                'focus-visible:outline-2 focus-visible:outline-brand-700',
                choice.rentalType === type ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-gray-300 bg-white text-gray-800',
              )}
            >
              {i18n._(RENTAL_TYPE_LABELS[type])}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </Card>
      <Card title={t`Building type`}>
        <Select
          label={t`Building type`}
          hideLabel
          value={choice.buildingType}
          onValueChange={(value) => setChoice({ ...choice, buildingType: value as BuildingType })}
          options={BUILDING_TYPES.map((type) => ({ value: type, label: i18n._(BUILDING_TYPE_LABELS[type]) }))}
          placeholder={t`Choose a building type`}
        />
      </Card>
      {missing && <FieldError messageKey={t`Choose the rental type and the building type first`} />}
      <div className="flex justify-end">
        <Button size="lg" loading={busy} disabled={!mayPrepare} onClick={() => void next()}>
          <Trans>Next step</Trans>
        </Button>
      </div>
      {publishType === 'domestic' && !luId && (
        <Card title={t`A hotel instead?`} data-testid="hotel-entry">
          {mayPublishHotel ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-gray-700">
                <Trans>A hotel is published with its room types, qualification and settlement information; staff review it in about 2 working days.</Trans>
              </p>
              <Button variant="secondary" onClick={() => void navigate({ to: '/hotel-publish' })}>
                <Trans>Publish a hotel</Trans>
              </Button>
            </div>
          ) : (
            // the real-name prompt above offers the verification: said here, not offered twice
            <p className="text-sm text-gray-700">
              {i18n._(HOTEL_NOT_ALLOWED_TEXT)}
            </p>
          )}
        </Card>
      )}
    </div>
  )
}

/** The kept-alive choices of this page, per publish type (until a listing is made from them). */
const kept = new Map<PublishType, Choice>()
