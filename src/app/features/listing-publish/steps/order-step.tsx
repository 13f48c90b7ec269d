import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CANCELLATION_RULES } from '../../../../domain/listing/enums'
import {
  CHECK_IN_METHODS, CROWDS, FOREIGNER_POLICIES, PERMISSIONS, RECEPTION_GENDERS, TOILETRY_POLICIES,
} from '../../../../domain/listing/house-rules'
import type { StepValues } from '../../../data/listing-draft'
import {
  CANCELLATION_LABELS, CHECK_IN_METHOD_LABELS, CROWD_LABELS, FOREIGNER_LABELS, PERMISSION_LABELS,
  RECEPTION_GENDER_LABELS, TOILETRY_LABELS,
} from '../../../data/listing-labels'
import { Select } from '../../../ui/select'
import { TextField } from '../../../ui/text-field'
import { ChoiceGroup, CheckGroup, toNumber, toText } from '../fields'
import { domainIssues } from '../domain-checks'
import { requiredIssues } from '../required'
import { StepCard } from '../../../ui/step-card'
import { useStepForm } from '../use-step-form'

const PERMISSION_RULES = ['parties', 'filming', 'pets', 'children', 'smoking', 'cooking'] as const
const TIMES = ['latestBookingTime', 'earliestCheckIn', 'latestCheckIn', 'latestCheckOut'] as const
type PermissionRule = (typeof PERMISSION_RULES)[number]
type TimeKey = (typeof TIMES)[number]

type Form = Record<PermissionRule | TimeKey, string> & {
  minStay: string; maxStay: string; cancellationRule: string
  quietFrom: string; quietTo: string
  foreigners: string; receptionGender: string; crowd: string[]; toiletries: string; checkInMethod: string
}

const TIME_DEFAULTS: Record<TimeKey, string> = {
  latestBookingTime: '22:00', earliestCheckIn: '14:00', latestCheckIn: '23:00', latestCheckOut: '12:00',
}

/** Booking rules: stay length, booking and check-in times, cancellation rule and house rules. */
export function OrderStep({ luId }: { luId: string }) {
  const { t, i18n } = useLingui()
  const fromValues = useCallback((v: StepValues | undefined): Form => {
    const rules = (v?.houseRules ?? {}) as Record<string, unknown>
    const quiet = rules.quietHours as { from?: string; to?: string } | undefined
    return {
      minStay: toText(v?.minStay ?? 1),
      maxStay: toText(v?.maxStay ?? 30),
      ...(Object.fromEntries(TIMES.map((key) => [key, toText(v?.[key]) || TIME_DEFAULTS[key]])) as Record<TimeKey, string>),
      cancellationRule: toText(v?.cancellationRule),
      ...(Object.fromEntries(PERMISSION_RULES.map((key) => [key, toText(rules[key])])) as Record<PermissionRule, string>),
      quietFrom: quiet?.from ?? '',
      quietTo: quiet?.to ?? '',
      foreigners: toText(rules.foreigners),
      receptionGender: toText(rules.receptionGender) || 'any',
      crowd: Array.isArray(rules.crowd) ? (rules.crowd as string[]) : [],
      toiletries: toText(rules.toiletries),
      checkInMethod: toText(rules.checkInMethod),
    }
  }, [])
  const toValues = useCallback((f: Form): StepValues => ({
    minStay: toNumber(f.minStay),
    maxStay: toNumber(f.maxStay),
    ...Object.fromEntries(TIMES.map((key) => [key, f[key]])),
    cancellationRule: f.cancellationRule,
    houseRules: {
      ...Object.fromEntries(PERMISSION_RULES.map((key) => [key, f[key]])),
      ...(f.quietFrom && f.quietTo ? { quietHours: { from: f.quietFrom, to: f.quietTo } } : {}),
      foreigners: f.foreigners,
      receptionGender: f.receptionGender,
      crowd: f.crowd,
      toiletries: f.toiletries,
      checkInMethod: f.checkInMethod,
    },
  }), [])
  const check = useCallback((values: StepValues, f: Form) => [
    ...requiredIssues(values, ['minStay', 'maxStay', ...TIMES, 'cancellationRule']),
    ...requiredIssues(f, [...PERMISSION_RULES, 'foreigners', 'receptionGender', 'toiletries', 'checkInMethod']),
    ...domainIssues('houseOrder', values),
  ], [])
  const { form, set, error, errorUnder, card } = useStepForm({ luId, step: 'houseOrder', fromValues, toValues, check })
  const ruleError = (key: string) => error(key) ?? errorUnder(`houseRules.${key}`)

  const permissionLabels: Record<PermissionRule, string> = {
    parties: t`Parties and events`,
    filming: t`Commercial filming`,
    pets: t`Pets`,
    children: t`Children`,
    smoking: t`Smoking`,
    cooking: t`Cooking`,
  }
  const timeLabels: Record<TimeKey, string> = {
    latestBookingTime: t`Latest booking time for the same night`,
    earliestCheckIn: t`Earliest check-in`,
    latestCheckIn: t`Latest check-in`,
    latestCheckOut: t`Latest check-out`,
  }

  return (
    <StepCard
      title={t`Booking rules`}
      last
      {...card}
    >
      {form && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t`Minimum stay (nights)`} inputMode="numeric" value={form.minStay} onChange={(e) => set('minStay', e.target.value)} error={error('minStay')?.key} errorParams={error('minStay')?.params} hint={t`1 to 365`} />
            <TextField label={t`Maximum stay (nights)`} inputMode="numeric" value={form.maxStay} onChange={(e) => set('maxStay', e.target.value)} error={error('maxStay')?.key} errorParams={error('maxStay')?.params} hint={t`More than the minimum, at most 365`} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {TIMES.map((key) => (
              <TextField key={key} type="time" label={timeLabels[key]} value={form[key]} onChange={(e) => set(key, e.target.value)} error={error(key)?.key} errorParams={error(key)?.params} />
            ))}
          </div>
          <Select
            label={t`Cancellation rule`}
            value={form.cancellationRule}
            onValueChange={(value) => set('cancellationRule', value)}
            options={CANCELLATION_RULES.map((rule) => ({ value: rule, label: i18n._(CANCELLATION_LABELS[rule]) }))}
            placeholder={t`Choose a cancellation rule`}
            error={error('cancellationRule')?.key}
          />
          <h3 className="text-base font-semibold text-gray-900">
            <Trans>House rules</Trans>
          </h3>
          {PERMISSION_RULES.map((key) => (
            <ChoiceGroup
              key={key}
              label={permissionLabels[key]}
              value={form[key]}
              onChange={(value) => set(key, value)}
              options={PERMISSIONS.map((p) => ({ value: p, label: i18n._(PERMISSION_LABELS[p]) }))}
              error={ruleError(key)}
            />
          ))}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField type="time" label={t`Quiet hours from (optional)`} value={form.quietFrom} onChange={(e) => set('quietFrom', e.target.value)} />
            <TextField type="time" label={t`Quiet hours until (optional)`} value={form.quietTo} onChange={(e) => set('quietTo', e.target.value)} error={ruleError('quietHours')?.key} />
          </div>
          <ChoiceGroup label={t`Foreign guests`} value={form.foreigners} onChange={(value) => set('foreigners', value)} options={FOREIGNER_POLICIES.map((p) => ({ value: p, label: i18n._(FOREIGNER_LABELS[p]) }))} error={ruleError('foreigners')} />
          <ChoiceGroup label={t`Guests received`} value={form.receptionGender} onChange={(value) => set('receptionGender', value)} options={RECEPTION_GENDERS.map((p) => ({ value: p, label: i18n._(RECEPTION_GENDER_LABELS[p]) }))} error={ruleError('receptionGender')} />
          <CheckGroup label={t`Suits (optional)`} values={form.crowd} onChange={(values) => set('crowd', values)} options={CROWDS.map((c) => ({ value: c, label: i18n._(CROWD_LABELS[c]) }))} error={ruleError('crowd')} />
          <ChoiceGroup label={t`Toiletries`} value={form.toiletries} onChange={(value) => set('toiletries', value)} options={TOILETRY_POLICIES.map((p) => ({ value: p, label: i18n._(TOILETRY_LABELS[p]) }))} error={ruleError('toiletries')} />
          <Select
            label={t`Check-in method`}
            value={form.checkInMethod}
            onValueChange={(value) => set('checkInMethod', value)}
            options={CHECK_IN_METHODS.map((m) => ({ value: m, label: i18n._(CHECK_IN_METHOD_LABELS[m]) }))}
            placeholder={t`Choose how guests get in`}
            error={ruleError('checkInMethod')?.key}
          />
        </>
      )}
    </StepCard>
  )
}
