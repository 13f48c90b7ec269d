import { Trans, useLingui } from '@lingui/react/macro'
import { PAYOUT_LIMITS, type PayoutAccountValue } from '../../../domain/payout/rules'
import { Card } from '../../ui/card'
import { RequiredMark } from '../../ui/required-mark'
import type { FormMessage } from '../../ui/form-errors'
import { TextField } from '../../ui/text-field'
import type { PayoutFormState } from './use-payout-form'

/** The withdrawal password card: the password, asked for every withdrawal, and the same again. */
export function PayoutPasswordSection({ form }: { form: PayoutFormState }) {
  const { t } = useLingui()
  const { detail, value, set, err } = form
  return (
    <Card title={<Trans>Withdrawal password</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        {passwordField('withdrawPassword', t`Withdrawal password`, value, set, err('withdrawPassword'), detail?.hasPassword ? t`6 digits; submitting sets it again` : t`6 digits, asked for every withdrawal`)}
        {passwordField('withdrawPasswordConfirm', t`Enter it again`, value, set, err('withdrawPasswordConfirm'))}
      </div>
    </Card>
  )
}

function passwordField(
  field: 'withdrawPassword' | 'withdrawPasswordConfirm', label: string, value: PayoutAccountValue,
  set: (change: Partial<PayoutAccountValue>) => void, error?: FormMessage, hint?: string,
) {
  return (
    <TextField
      label={<>{label}<RequiredMark /></>}
      aria-required
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={PAYOUT_LIMITS.withdrawPassword}
      value={value[field]}
      onChange={(event) => set({ [field]: event.target.value.replace(/\D/g, '') })}
      hint={hint}
      error={error?.key}
      errorParams={error?.params}
      data-field={field}
    />
  )
}
