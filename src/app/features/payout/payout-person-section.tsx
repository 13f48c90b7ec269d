import { Trans, useLingui } from '@lingui/react/macro'
import { PAYOUT_LIMITS } from '../../../domain/payout/rules'
import { Card } from '../../ui/card'
import { ScanField, ScanRules, ValidityField } from './payout-fields'
import type { PayoutFormState } from './use-payout-form'

/** The person card: the legal representative of a public account, the owner of a private one, and their ID card. */
export function PayoutPersonSection({ form }: { form: PayoutFormState }) {
  const { t } = useLingui()
  const { isPublic, value, set, text, err, errors, today } = form
  const personLabel = isPublic ? t`Legal representative` : t`Account owner`
  return (
    <Card title={personLabel}>
      <div className="flex flex-col gap-4">
        {text('personName', t`Name`, { maxLength: PAYOUT_LIMITS.personName.max, autoComplete: 'name', hint: t`As on the ID card, 1-20 characters` })}
        {text('idNumber', t`ID card number`, { maxLength: 18 })}
        <ValidityField label={<Trans>ID card validity</Trans>} name="idValidity" value={value.idValidity} onChange={(idValidity) => set({ idValidity })} errors={errors} today={today} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ScanField label={t`ID card, portrait side`} description={<ScanRules />} url={value.idFrontPhoto} onChange={(idFrontPhoto) => set({ idFrontPhoto })} error={err('idFrontPhoto')} accountType={value.accountType} />
          <ScanField label={t`ID card, national emblem side`} description={<ScanRules />} url={value.idBackPhoto} onChange={(idBackPhoto) => set({ idBackPhoto })} error={err('idBackPhoto')} accountType={value.accountType} />
        </div>
      </div>
    </Card>
  )
}
