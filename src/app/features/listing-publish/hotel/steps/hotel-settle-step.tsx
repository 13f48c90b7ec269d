import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../../../../client/api'
import { BANKS } from '../../../../../domain/payout/banks'
import { checkHotelSettlement, HOTEL_LIMITS, isSettlementVoid, type HotelSettlementValue } from '../../../../../domain/hotel/rules'
import type { StepValues } from '../../../../data/draft-flow'
import { RequiredMark } from '../../../../ui/required-mark'
import { Select } from '../../../../ui/select'
import { StepCard } from '../../../../ui/step-card'
import { TextField } from '../../../../ui/text-field'
import { ChoiceGroup, toText } from '../../fields'
import { useHotelStepForm } from '../use-hotel-step'

type Form = HotelSettlementValue

const fromValues = (v: StepValues | undefined): Form => ({
  cardType: toText(v?.cardType) as Form['cardType'],
  bankName: toText(v?.bankName),
  branch: toText(v?.branch),
  accountName: toText(v?.accountName),
  cardNumber: toText(v?.cardNumber),
})
const toValues = (f: Form): StepValues => ({
  cardType: f.cardType, bankName: f.bankName, branch: f.branch.trim(), accountName: f.accountName.trim(), cardNumber: f.cardNumber.replace(/\s+/g, ''),
})
const check = (values: StepValues) => {
  const errors = checkHotelSettlement(values as Form)
  const bank = (values as Form).bankName
  return bank && !BANKS.some((known) => known.name === bank) ? [...errors, { field: 'bankName', key: 'invalidValue' }] : errors
}

/**
 * hotel-settle (business rules 3 "Hotel settlement info"): where the hotel's money goes. Information
 * recorded before 1 July 2022 is void and asked for again (business rules 9).
 */
export function HotelSettleStep({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui()
  const { form, set, error, card, fieldProps, view } = useHotelStepForm<Form>(hotelId, 'settle', { fromValues, toValues, check })
  const branchList = useId()
  // the bank's approved branches in the hotel's city, offered as the merchant types (another may be typed)
  const branches = useQuery({
    queryKey: ['hotel', 'bankBranches', hotelId, form?.bankName ?? ''] as const,
    queryFn: () => call('hotelBankBranches', { hotelId, bankName: form?.bankName ?? '' }, { hideMessage: true }),
    enabled: Boolean(form?.bankName),
    staleTime: 5 * 60_000,
  })
  const recordedOn = view.detail?.settleRecordedOn ?? null
  const isVoid = recordedOn !== null && isSettlementVoid(recordedOn)
  return (
    <StepCard title={t`Settlement information`} intro={t`The account the hotel's income is paid to.`} last {...card}>
      {form && (
        <>
          {isVoid && (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid="settle-void">
              {t`The payment information recorded on ${recordedOn} is no longer valid (old hotel payment information is void after 30 June 2022). Enter it again.`}
            </p>
          )}
          <ChoiceGroup
            label={t`Account type`}
            required
            value={form.cardType}
            options={[{ value: 'public', label: t`Company account` }, { value: 'private', label: t`Personal account` }]}
            onChange={(value) => set('cardType', value as Form['cardType'])}
            error={error('cardType')}
          />
          <Select
            label={<>{t`Bank`}<RequiredMark /></>}
            value={form.bankName}
            onValueChange={(value) => set('bankName', value)}
            options={BANKS.map((bank) => ({ value: bank.name, label: i18n.locale === 'en' ? bank.enName : bank.name }))}
            placeholder={t`Choose the bank`}
            error={error('bankName')?.key}
          />
          <TextField
            label={<>{t`Branch`}<RequiredMark /></>}
            aria-required
            list={branchList}
            autoComplete="off"
            {...fieldProps('branch')}
            hint={t`As printed on the account's documents (${HOTEL_LIMITS.branch.min}-${HOTEL_LIMITS.branch.max} characters)`}
          />
          <datalist id={branchList} data-testid="branch-suggestions">
            {(branches.data?.list ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField label={<>{t`Account holder`}<RequiredMark /></>} aria-required {...fieldProps('accountName')} />
          <TextField
            label={<>{t`Account number`}<RequiredMark /></>}
            aria-required
            inputMode="numeric"
            autoComplete="off"
            {...fieldProps('cardNumber')}
            hint={t`Digits only, at most ${HOTEL_LIMITS.cardNumber.max}`}
          />
        </>
      )}
    </StepCard>
  )
}
