import { useLingui } from '@lingui/react/macro'
import { checkHotelBooking, type HotelBookingValue } from '../../../../../domain/hotel/rules'
import { CANCELLATION_RULES } from '../../../../../domain/listing/enums'
import { charCount } from '../../../../../domain/listing/text-rules'
import type { StepValues } from '../../../../data/draft-flow'
import { CANCELLATION_LABELS } from '../../../../data/listing-labels'
import { RequiredMark } from '../../../../ui/required-mark'
import { StepCard } from '../../../../ui/step-card'
import { TextField } from '../../../../ui/text-field'
import { CheckGroup, ChoiceGroup, TextArea, toText } from '../../fields'
import { useHotelStepForm } from '../use-hotel-step'

type Form = HotelBookingValue

const fromValues = (v: StepValues | undefined): Form => ({
  cancellationRule: toText(v?.cancellationRule) as Form['cancellationRule'],
  checkInFrom: toText(v?.checkInFrom) || '14:00',
  checkOutBy: toText(v?.checkOutBy) || '12:00',
  childrenWelcome: v?.childrenWelcome !== false,
  petsAllowed: v?.petsAllowed === true,
  notes: toText(v?.notes),
})
const toValues = (f: Form): StepValues => ({ ...f, notes: f.notes.trim() })
const check = (values: StepValues) => checkHotelBooking(values as Form)

/** hotel-order: the hotel's booking rules (decision 0048 point 15). */
export function HotelBookingStep({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui()
  const { form, set, error, card, fieldProps } = useHotelStepForm<Form>(hotelId, 'booking', { fromValues, toValues, check })
  return (
    <StepCard title={t`Booking rules`} {...card}>
      {form && (
        <>
          <ChoiceGroup
            label={t`Cancellation rule`}
            required
            value={form.cancellationRule}
            options={CANCELLATION_RULES.map((rule) => ({ value: rule, label: i18n._(CANCELLATION_LABELS[rule]) }))}
            onChange={(value) => set('cancellationRule', value as Form['cancellationRule'])}
            error={error('cancellationRule')}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField label={<>{t`Check-in from`}<RequiredMark /></>} type="time" aria-required {...fieldProps('checkInFrom')} />
            <TextField label={<>{t`Check-out by`}<RequiredMark /></>} type="time" aria-required {...fieldProps('checkOutBy')} />
          </div>
          <CheckGroup
            label={t`Guests`}
            values={[...(form.childrenWelcome ? ['children'] : []), ...(form.petsAllowed ? ['pets'] : [])]}
            options={[{ value: 'children', label: t`Children welcome` }, { value: 'pets', label: t`Pets allowed` }]}
            onChange={(chosen) => {
              set('childrenWelcome', chosen.includes('children'))
              set('petsAllowed', chosen.includes('pets'))
            }}
          />
          <TextArea
            label={t`Notes for guests (optional)`}
            value={form.notes}
            onChange={(event) => set('notes', event.target.value)}
            error={error('notes')}
            hint={t`Up to 500 characters; no phone numbers or websites`}
            count={`${charCount(form.notes.trim())}/500`}
          />
        </>
      )}
    </StepCard>
  )
}
