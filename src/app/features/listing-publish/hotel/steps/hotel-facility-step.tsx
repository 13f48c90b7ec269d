import { useLingui } from '@lingui/react/macro'
import { checkHotelFacility, HOTEL_SERVICE_CODES } from '../../../../../domain/hotel/rules'
import { FACILITY_GROUP_ORDER, FACILITY_GROUPS } from '../../../../../domain/listing/facilities'
import type { StepValues } from '../../../../data/draft-flow'
import { HOTEL_SERVICE_LABELS } from '../../../../data/hotel-labels'
import { FACILITY_GROUP_LABELS, FACILITY_LABELS } from '../../../../data/listing-labels'
import { StepCard } from '../../../../ui/step-card'
import { CheckGroup } from '../../fields'
import { useHotelStepForm } from '../use-hotel-step'

type Form = { facilities: string[] }

const fromValues = (v: StepValues | undefined): Form => ({ facilities: Array.isArray(v?.facilities) ? (v.facilities as string[]) : [] })
const toValues = (f: Form): StepValues => ({ facilities: f.facilities })
const check = (values: StepValues) => checkHotelFacility(values as Form)

/** hotel-facility: the hotel's services and the listing catalogue's facilities, at least one (decision 0048 point 15). */
export function HotelFacilityStep({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui()
  const { form, set, error, formIssue, card } = useHotelStepForm<Form>(hotelId, 'facility', { fromValues, toValues, check })
  const groups: Array<{ key: string; label: string; options: Array<{ value: string; label: string }> }> = [
    { key: 'services', label: t`Hotel services`, options: HOTEL_SERVICE_CODES.map((code) => ({ value: code, label: i18n._(HOTEL_SERVICE_LABELS[code]) })) },
    ...FACILITY_GROUP_ORDER.map((group) => ({
      key: group,
      label: i18n._(FACILITY_GROUP_LABELS[group]),
      options: FACILITY_GROUPS[group].map((code) => ({ value: code, label: i18n._(FACILITY_LABELS[code]) })),
    })),
  ]
  return (
    <StepCard title={t`Facilities`} intro={t`Tick what the hotel offers its guests.`} {...card} formIssue={formIssue ?? error('facilities') ?? null}>
      {form &&
        groups.map((group) => {
          const codes = group.options.map((option) => option.value)
          return (
            <CheckGroup
              key={group.key}
              label={group.label}
              values={form.facilities.filter((code) => codes.includes(code))}
              options={group.options}
              onChange={(chosen) => set('facilities', [...form.facilities.filter((code) => !codes.includes(code)), ...chosen])}
            />
          )
        })}
    </StepCard>
  )
}
