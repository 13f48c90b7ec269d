import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StepValues } from '../../../data/listing-draft'
import { Button } from '../../../ui/button'
import { FieldError } from '../../../ui/field-error'
import type { FormMessage } from '../../../ui/form-errors'
import { TextField } from '../../../ui/text-field'
import { toNumber, toText } from '../fields'
import { domainIssues } from '../domain-checks'
import { StepCard } from '../../../ui/step-card'
import type { StepIssue } from '../use-step-form'
import { useStepForm } from '../use-step-form'

type Tier = { at: string; discount: string }
type Form = {
  stayTiers: Tier[]; peopleTiers: Tier[]
  earlyDays: string; earlyDiscount: string
  tonightFrom: string; tonightDiscount: string
}

/** Discounts in the "zhe" notation (9.5 = pay 95 %): by stay length, by guests, early bird, tonight special. */
export function DiscountStep({ luId }: { luId: string }) {
  const { t } = useLingui()
  const fromValues = useCallback((v: StepValues | undefined): Form => {
    const tiers = (list: unknown, at: string): Tier[] =>
      Array.isArray(list) ? (list as Array<Record<string, unknown>>).map((x) => ({ at: toText(x[at]), discount: toText(x.discount) })) : []
    const early = v?.earlyBird as { days?: number; discount?: number } | undefined
    const tonight = v?.tonightSpecial as { from?: string; discount?: number } | undefined
    return {
      stayTiers: tiers(v?.stayTiers, 'nights'),
      peopleTiers: tiers(v?.peopleTiers, 'people'),
      earlyDays: toText(early?.days),
      earlyDiscount: toText(early?.discount),
      tonightFrom: tonight?.from ?? '',
      tonightDiscount: toText(tonight?.discount),
    }
  }, [])
  const toValues = useCallback((f: Form): StepValues => ({
    stayTiers: f.stayTiers.map((x) => ({ nights: toNumber(x.at), discount: toNumber(x.discount) })),
    ...(f.peopleTiers.length ? { peopleTiers: f.peopleTiers.map((x) => ({ people: toNumber(x.at), discount: toNumber(x.discount) })) } : {}),
    ...(f.earlyDays || f.earlyDiscount ? { earlyBird: { days: toNumber(f.earlyDays), discount: toNumber(f.earlyDiscount) } } : {}),
    ...(f.tonightFrom || f.tonightDiscount
      ? { tonightSpecial: { ...(f.tonightFrom ? { from: f.tonightFrom } : {}), ...(f.tonightDiscount ? { discount: toNumber(f.tonightDiscount) } : {}) } }
      : {}),
  }), [])
  const check = useCallback((values: StepValues, f: Form) => {
    const issues: StepIssue[] = []
    f.stayTiers.forEach((x, i) => (!x.at.trim() || !x.discount.trim()) && issues.push({ field: `stayTiers.${i}`, key: 'required' }))
    f.peopleTiers.forEach((x, i) => (!x.at.trim() || !x.discount.trim()) && issues.push({ field: `peopleTiers.${i}`, key: 'required' }))
    if (Boolean(f.earlyDays.trim()) !== Boolean(f.earlyDiscount.trim())) issues.push({ field: 'earlyBird', key: 'required' })
    return [...issues, ...domainIssues('houseDiscount', values)]
  }, [])
  const { form, set, error, card } = useStepForm({ luId, step: 'houseDiscount', fromValues, toValues, check })
  /** The error of one field, drawn on the field itself (red border, message under it). */
  const fieldError = (path: string) => {
    const message = error(path)
    return { error: message?.key ?? null, errorParams: message?.params }
  }

  const tierList = (key: 'stayTiers' | 'peopleTiers', legend: string, atLabel: string) =>
    form && (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
        {form[key].map((tier, index) => (
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2" data-testid={`${key}-row`}>
            <TextField label={atLabel} inputMode="numeric" value={tier.at} {...fieldError(`${key}.${index}.${key === 'stayTiers' ? 'nights' : 'people'}`)} onChange={(e) => set(key, form[key].map((x, i) => (i === index ? { ...x, at: e.target.value } : x)))} />
            <TextField label={t`Discount (e.g. 9.5)`} inputMode="decimal" value={tier.discount} {...fieldError(`${key}.${index}.discount`)} onChange={(e) => set(key, form[key].map((x, i) => (i === index ? { ...x, discount: e.target.value } : x)))} />
            <Button variant="ghost" size="sm" onClick={() => set(key, form[key].filter((_, i) => i !== index))}>
              <Trans>Remove</Trans>
            </Button>
            <div className="col-span-full">
              <Issue message={error(`${key}.${index}`)} />
            </div>
          </div>
        ))}
        <Issue message={error(key)} />
        <div>
          <Button variant="secondary" size="sm" onClick={() => set(key, [...form[key], { at: '', discount: '' }])}>
            <Trans>Add a tier</Trans>
          </Button>
        </div>
      </fieldset>
    )

  return (
    <StepCard
      title={t`Discounts`}
      intro={t`A discount of 9.5 means guests pay 95 %. Listing discounts are 1.0 to 9.5; early bird up to 9.9. A longer stay or more guests needs a bigger discount (a smaller number).`}
      {...card}
    >
      {form && (
        <>
          {tierList('stayTiers', t`Stay discounts (optional)`, t`From nights`)}
          {tierList('peopleTiers', t`Guest-count discounts (optional)`, t`From guests`)}
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              <Trans>Early bird (optional)</Trans>
            </legend>
            <TextField label={t`Booked at least (days ahead)`} inputMode="numeric" value={form.earlyDays} {...fieldError('earlyBird.days')} onChange={(e) => set('earlyDays', e.target.value)} />
            <TextField label={t`Discount (up to 9.9)`} inputMode="decimal" value={form.earlyDiscount} {...fieldError('earlyBird.discount')} onChange={(e) => set('earlyDiscount', e.target.value)} />
            <div className="col-span-full">
              <Issue message={error('earlyBird')} />
            </div>
          </fieldset>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              <Trans>Tonight special (optional)</Trans>
            </legend>
            <TextField type="time" label={t`From (time)`} value={form.tonightFrom} {...fieldError('tonightSpecial.from')} onChange={(e) => set('tonightFrom', e.target.value)} />
            <TextField label={t`Discount`} inputMode="decimal" value={form.tonightDiscount} {...fieldError('tonightSpecial.discount')} onChange={(e) => set('tonightDiscount', e.target.value)} />
            <div className="col-span-full">
              <Issue message={error('tonightSpecial')} />
            </div>
          </fieldset>
        </>
      )}
    </StepCard>
  )
}

function Issue({ message }: { message: FormMessage | undefined }) {
  return <FieldError messageKey={message?.key} params={message?.params} />
}
