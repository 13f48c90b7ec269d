import { Trans, useLingui } from '@lingui/react/macro'
import { INDIVIDUAL_BUSINESS_PREFIX, PAYOUT_LIMITS, type LicenceType, type PayoutAccountValue } from '../../../domain/payout/rules'
import { Card } from '../../ui/card'
import { ChoiceGroup } from '../../ui/choice-fields'
import { ScanField, ScanRules, ValidityField } from './payout-fields'
import type { PayoutFormState } from './use-payout-form'

/**
 * The business licence card of a public account: the kind of business, the licence type
 * (multi-in-one or separate certificates), and the codes, validities and scans of that type.
 */
export function PayoutLicenceSection({ form }: { form: PayoutFormState }) {
  const { t } = useLingui()
  const { value, set, text, err, errors, today, chooseLicence } = form
  return (
    <Card title={<Trans>Business licence</Trans>}>
      <div className="flex flex-col gap-4">
        <ChoiceGroup
          label={<Trans>The business is</Trans>}
          required
          value={value.companyKind}
          onChange={(kind) => set({ companyKind: kind as PayoutAccountValue['companyKind'] })}
          options={[
            { value: 'enterprise', label: t`A company` },
            { value: 'individualBusiness', label: t`An individual business (个体工商户)` },
          ]}
        />
        <ChoiceGroup
          label={<Trans>Licence type</Trans>}
          required
          value={value.licenceType}
          onChange={(type) => chooseLicence(type as LicenceType)}
          options={[
            { value: 'unified', label: t`Multi-in-one (unified social credit code)` },
            { value: 'separate', label: t`Separate licence, organisation code and tax certificates` },
          ]}
        />
        {text('companyName', t`Company name on the licence`, {
          maxLength: PAYOUT_LIMITS.companyName.max,
          hint: value.companyKind === 'individualBusiness' ? t`Without a trade name: ${INDIVIDUAL_BUSINESS_PREFIX} followed by the operator's name` : t`1-30 characters, as on the licence`,
        })}
        {text('registeredAddress', t`Registered address`, { maxLength: PAYOUT_LIMITS.registeredAddress.max })}
        {value.licenceType === 'unified'
          ? text('creditCode', t`Unified social credit code`, { maxLength: 18, hint: t`18 letters and digits` })
          : text('registrationNumber', t`Registration number`, { maxLength: PAYOUT_LIMITS.registrationNumber.max })}
        <ValidityField label={<Trans>Business term</Trans>} name="licenceValidity" value={value.licenceValidity} onChange={(licenceValidity) => set({ licenceValidity })} errors={errors} today={today} />
        <ScanField label={t`Business licence`} description={<ScanRules />} url={value.licencePhoto} onChange={(licencePhoto) => set({ licencePhoto })} error={err('licencePhoto')} accountType="public" />
        {value.licenceType === 'separate' && (
          <>
            {text('orgCode', t`Organisation code`, { maxLength: PAYOUT_LIMITS.orgCode.max, hint: t`9-10 characters` })}
            <ValidityField label={<Trans>Organisation code validity</Trans>} name="orgCodeValidity" value={value.orgCodeValidity} onChange={(orgCodeValidity) => set({ orgCodeValidity })} errors={errors} today={today} />
            <ScanField label={t`Organisation code certificate`} description={<ScanRules />} url={value.orgCodePhoto} onChange={(orgCodePhoto) => set({ orgCodePhoto })} error={err('orgCodePhoto')} accountType="public" />
            {text('taxNumber', t`Tax registration number`, { maxLength: PAYOUT_LIMITS.taxNumber.max, hint: t`15-18 characters` })}
            <ScanField label={t`Tax registration certificate`} description={<ScanRules />} url={value.taxPhoto} onChange={(taxPhoto) => set({ taxPhoto })} error={err('taxPhoto')} accountType="public" />
          </>
        )}
      </div>
    </Card>
  )
}
