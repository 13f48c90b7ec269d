import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  BATHROOM_TYPES, BED_TYPES, BUILDING_TYPES, RENTAL_TYPES, normalizeRentalType, type BedType,
} from '../../../../domain/listing/enums'
import { useListing, type StepValues } from '../../../data/listing-draft'
import {
  BATHROOM_TYPE_LABELS, BED_TYPE_LABELS, BUILDING_TYPE_LABELS, RENTAL_TYPE_LABELS,
} from '../../../data/listing-labels'
import { Button } from '../../../ui/button'
import { FieldError } from '../../../ui/field-error'
import { Select } from '../../../ui/select'
import { TextField } from '../../../ui/text-field'
import { ChoiceGroup, toNumber, toText } from '../fields'
import { domainIssues } from '../domain-checks'
import { requiredIssues } from '../required'
import { StepCard } from '../../../ui/step-card'
import { useStepForm } from '../use-step-form'

type BedForm = { type: BedType | ''; length: string; width: string; count: string }
type Form = {
  rentalType: string; buildingType: string
  rooms: string; halls: string; kitchens: string; bathrooms: string; balconies: string
  area: string; livesWithLandlord: string; bathroomType: string
  beds: BedForm[]; people: string; similarUnits: string
}

const LAYOUT = ['rooms', 'halls', 'kitchens', 'bathrooms', 'balconies'] as const
const NUMBERS = [...LAYOUT, 'area', 'people', 'similarUnits'] as const

/** Overview: rental and building type, layout, area, beds, people and similar units. */
export function InfoStep({ luId }: { luId: string }) {
  const { t, i18n } = useLingui()
  const listing = useListing(luId)
  const created = listing.detail ?? listing.draft?.meta
  const fromValues = useCallback(
    (v: StepValues | undefined): Form => ({
      rentalType: normalizeRentalType(toText(v?.rentalType ?? created?.rentalType)),
      buildingType: toText(v?.buildingType ?? created?.buildingType),
      rooms: toText(v?.rooms ?? 1),
      halls: toText(v?.halls ?? 0),
      kitchens: toText(v?.kitchens ?? 0),
      bathrooms: toText(v?.bathrooms ?? 1),
      balconies: toText(v?.balconies ?? 0),
      area: toText(v?.area),
      livesWithLandlord: v?.livesWithLandlord === true ? 'yes' : v?.livesWithLandlord === false ? 'no' : '',
      bathroomType: toText(v?.bathroomType),
      beds: Array.isArray(v?.beds) && v.beds.length
        ? (v.beds as Array<Record<string, unknown>>).map((b) => ({
          type: toText(b.type) as BedType, length: toText(b.length), width: toText(b.width), count: toText(b.count),
        }))
        : [{ type: '', length: '', width: '', count: '1' }],
      people: toText(v?.people),
      similarUnits: toText(v?.similarUnits ?? 1),
    }),
    // the creation's types only seed an empty form
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [created?.rentalType, created?.buildingType],
  )
  const toValues = useCallback((f: Form): StepValues => ({
    rentalType: f.rentalType,
    buildingType: f.buildingType,
    ...Object.fromEntries(NUMBERS.map((key) => [key, toNumber(f[key])])),
    livesWithLandlord: f.livesWithLandlord === 'yes',
    bathroomType: f.bathroomType,
    beds: f.beds.map((b) => ({ type: b.type, length: toNumber(b.length), width: toNumber(b.width), count: toNumber(b.count) })),
  }), [])
  const check = useCallback((values: StepValues, f: Form) => {
    const issues = [
      ...requiredIssues(values, ['rentalType', 'buildingType', ...NUMBERS, 'bathroomType']),
      ...(f.livesWithLandlord ? [] : [{ field: 'livesWithLandlord', key: 'required' }]),
    ]
    f.beds.forEach((b, i) => {
      if (!b.type || !b.length.trim() || !b.width.trim() || !b.count.trim()) issues.push({ field: `beds.${i}`, key: 'required' })
    })
    return [...issues, ...domainIssues('houseInfo', values)]
  }, [])
  const { form, set, error, errorUnder, fieldProps, card } = useStepForm({ luId, step: 'houseInfo', fromValues, toValues, check })

  const numberField = (key: (typeof NUMBERS)[number], label: string, hint?: string) => (
    <TextField key={key} label={label} inputMode="numeric" hint={hint} {...fieldProps(key)} />
  )
  const setBed = (index: number, patch: Partial<BedForm>) =>
    form && set('beds', form.beds.map((b, i) => (i === index ? { ...b, ...patch } : b)))

  return (
    <StepCard
      title={t`Overview`}
      {...card}
    >
      {form && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t`Rental type`}
              value={form.rentalType}
              onValueChange={(value) => set('rentalType', value)}
              options={RENTAL_TYPES.map((type) => ({ value: type, label: i18n._(RENTAL_TYPE_LABELS[type]) }))}
              error={error('rentalType')?.key}
            />
            <Select
              label={t`Building type`}
              value={form.buildingType}
              onValueChange={(value) => set('buildingType', value)}
              options={BUILDING_TYPES.map((type) => ({ value: type, label: i18n._(BUILDING_TYPE_LABELS[type]) }))}
              error={error('buildingType')?.key}
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800">
              <Trans>Layout</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {numberField('rooms', t`Bedrooms`)}
              {numberField('halls', t`Living rooms`)}
              {numberField('kitchens', t`Kitchens`)}
              {numberField('bathrooms', t`Bathrooms`)}
              {numberField('balconies', t`Balconies`)}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            {numberField('area', t`Rental area (m²)`, t`1 to 9999`)}
            {numberField('people', t`Suitable number of people`, t`1 to 99`)}
            {numberField('similarUnits', t`Number of similar units`, t`1 to 99`)}
          </div>
          <ChoiceGroup
            label={t`Do you live in the place?`}
            value={form.livesWithLandlord}
            onChange={(value) => set('livesWithLandlord', value)}
            options={[{ value: 'yes', label: t`Yes, guests share it with me` }, { value: 'no', label: t`No` }]}
            error={error('livesWithLandlord')}
          />
          <ChoiceGroup
            label={t`Bathroom`}
            value={form.bathroomType}
            onChange={(value) => set('bathroomType', value)}
            options={BATHROOM_TYPES.map((type) => ({ value: type, label: i18n._(BATHROOM_TYPE_LABELS[type]) }))}
            error={error('bathroomType')}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              <Trans>Beds</Trans>
            </legend>
            {form.beds.map((bed, index) => (
              <div key={index} data-testid="bed-row" className="grid grid-cols-2 items-end gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-[1.5fr_1fr_1fr_1fr_auto]">
                <Select
                  label={t`Bed type`}
                  value={bed.type}
                  onValueChange={(value) => setBed(index, { type: value as BedType })}
                  options={BED_TYPES.map((type) => ({ value: type, label: i18n._(BED_TYPE_LABELS[type]) }))}
                  className="col-span-2 sm:col-span-1"
                />
                <TextField label={t`Length (m)`} inputMode="decimal" value={bed.length} onChange={(e) => setBed(index, { length: e.target.value })} />
                <TextField label={t`Width (m)`} inputMode="decimal" value={bed.width} onChange={(e) => setBed(index, { width: e.target.value })} />
                <TextField label={t`Count`} inputMode="numeric" value={bed.count} onChange={(e) => setBed(index, { count: e.target.value })} />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={form.beds.length === 1}
                  onClick={() => set('beds', form.beds.filter((_, i) => i !== index))}
                >
                  <Trans>Remove</Trans>
                </Button>
                <div className="col-span-full">
                  <FieldError messageKey={errorUnder(`beds.${index}`)?.key} params={errorUnder(`beds.${index}`)?.params} />
                </div>
              </div>
            ))}
            <FieldError messageKey={error('beds')?.key} params={error('beds')?.params} />
            <div>
              <Button
                variant="secondary"
                size="sm"
                disabled={form.beds.length >= 20}
                onClick={() => set('beds', [...form.beds, { type: '', length: '', width: '', count: '1' }])}
              >
                <Trans>Add a bed</Trans>
              </Button>
            </div>
          </fieldset>
        </>
      )}
    </StepCard>
  )
}
