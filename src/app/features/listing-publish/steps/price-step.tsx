import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import { CURRENCIES, type Currency } from '../../../../domain/listing/enums'
import { useListing, type StepValues } from '../../../data/listing-draft'
import { CURRENCY_LABELS, currencyChoice } from '../../../data/listing-labels'
import { Select } from '../../../ui/select'
import { TextField } from '../../../ui/text-field'
import { TextArea, toNumber, toText } from '../fields'
import { domainIssues } from '../domain-checks'
import { publishTypeOf } from '../publish-type'
import { requiredIssues } from '../required'
import { StepCard } from '../../../ui/step-card'
import { useStepForm } from '../use-step-form'

type Form = {
  currency: string; priceWeekday: string; priceWeekend: string; priceHoliday: string
  extraGuestFee: string; maxExtraGuests: string; deposit: string; cleaningFee: string; otherCharges: string
}
const PRICES = ['priceWeekday', 'priceWeekend', 'priceHoliday'] as const
const OPTIONAL = ['extraGuestFee', 'maxExtraGuests', 'deposit', 'cleaningFee'] as const

/** Selling currency (RMB, USD, JPY, with today's rates), nightly prices and fees. */
export function PriceStep({ luId }: { luId: string }) {
  const { t, i18n } = useLingui()
  const listing = useListing(luId)
  const overseas = publishTypeOf(listing) === 'overseas'
  const currencies = useQuery({ queryKey: ['listing', 'currencies'], queryFn: () => call('currencyList', {}, { hideMessage: true }), staleTime: 3_600_000 })
  const rates = useQuery({ queryKey: ['listing', 'rates'], queryFn: () => call('exchangeRates', {}, { hideMessage: true }), staleTime: 600_000 })
  const fromValues = useCallback(
    (v: StepValues | undefined): Form => ({
      currency: toText(v?.currency) || (overseas ? 'USD' : 'RMB'),
      ...Object.fromEntries([...PRICES, ...OPTIONAL].map((key) => [key, toText(v?.[key])])) as Omit<Form, 'currency' | 'otherCharges'>,
      otherCharges: toText(v?.otherCharges),
    }),
    [overseas],
  )
  const toValues = useCallback((f: Form): StepValues => ({
    currency: f.currency,
    ...Object.fromEntries(PRICES.map((key) => [key, toNumber(f[key])])),
    ...Object.fromEntries(OPTIONAL.filter((key) => f[key].trim() !== '').map((key) => [key, toNumber(f[key])])),
    ...(f.otherCharges.trim() ? { otherCharges: f.otherCharges.trim() } : {}),
  }), [])
  const check = useCallback(
    (values: StepValues) => [...requiredIssues(values, ['currency', ...PRICES]), ...domainIssues('housePrice', values)],
    [],
  )
  const { form, set, error, fieldProps, card } = useStepForm({ luId, step: 'housePrice', fromValues, toValues, check })

  const names = new Map((currencies.data?.list ?? []).map((c) => [c.code, i18n.locale === 'en' ? c.nameEn : c.nameZh]))
  const options = (overseas ? CURRENCIES : (['RMB'] as const)).map((code: Currency) => ({
    value: code,
    label: names.get(code) ? currencyChoice(names.get(code)!, code) : i18n._(CURRENCY_LABELS[code]),
  }))
  const rateLine = form && rates.data && form.currency !== rates.data.base
    ? `1 ${rates.data.base} = ${(rates.data.rates as Record<string, number>)[form.currency] ?? '?'} ${form.currency}`
    : null
  const field = (key: (typeof PRICES)[number] | (typeof OPTIONAL)[number], label: string, hint?: string) => (
    <TextField key={key} label={label} inputMode="numeric" hint={hint} prefix={form?.currency} {...fieldProps(key)} />
  )

  return (
    <StepCard
      title={t`Selling price`}
      {...card}
    >
      {form && (
        <>
          <Select
            label={t`Selling currency`}
            value={form.currency}
            onValueChange={(value) => set('currency', value)}
            options={options}
            error={error('currency')?.key}
            disabled={!overseas}
          />
          {rateLine && (
            <p className="text-xs text-gray-600" data-testid="exchange-rate">
              <Trans>Today's rate: {rateLine}</Trans>
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            {field('priceWeekday', t`Sunday to Thursday`, t`Per night, whole amount`)}
            {field('priceWeekend', t`Friday and Saturday`, t`Per night, whole amount`)}
            {field('priceHoliday', t`Holidays`, t`Per night, whole amount`)}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('extraGuestFee', t`Extra guest fee (optional)`, t`Per guest and night`)}
            <TextField label={t`Maximum extra guests (optional)`} inputMode="numeric" {...fieldProps('maxExtraGuests')} />
            {field('deposit', t`Deposit (optional)`, t`Paid online with the booking`)}
            {field('cleaningFee', t`Cleaning fee (optional)`)}
          </div>
          <TextArea
            label={t`Other charges (optional)`}
            value={form.otherCharges}
            onChange={(e) => set('otherCharges', e.target.value)}
            error={error('otherCharges')}
            hint={<Trans>Deposits and cleaning fees are charged online, never in cash at the door.</Trans>}
          />
        </>
      )}
    </StepCard>
  )
}
