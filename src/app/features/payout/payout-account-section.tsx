import { Trans, useLingui } from '@lingui/react/macro'
import { PAYOUT_LIMITS, type PayoutAccountValue } from '../../../domain/payout/rules'
import type { PayoutAccountType } from '../../../domain/payout/states'
import { Card } from '../../ui/card'
import { ChoiceGroup } from '../../ui/choice-fields'
import type { PayoutFormState } from './use-payout-form'

/** The account card: its type (chosen only when the account is new), short name, e-mail and who issues invoices. */
export function PayoutAccountSection({ form }: { form: PayoutFormState }) {
  const { t } = useLingui()
  const { detail, isPublic, value, set, text, err } = form
  return (
    <Card title={<Trans>Account</Trans>}>
      <div className="flex flex-col gap-4">
        {detail ? (
          <p className="text-sm text-gray-800">
            {isPublic ? <Trans>Public (company) account</Trans> : <Trans>Private (individual) account</Trans>}
          </p>
        ) : (
          <ChoiceGroup
            label={<Trans>Account type</Trans>}
            required
            value={value.accountType}
            onChange={(type) => set({ accountType: type as PayoutAccountType, holderName: '' })}
            options={[
              { value: 'private', label: t`Private (individual)` },
              { value: 'public', label: t`Public (company)` },
            ]}
          />
        )}
        {text('shortName', t`Merchant short name`, { maxLength: PAYOUT_LIMITS.shortName.max, hint: t`How the account is named in your lists, 1-16 characters` })}
        {text('email', t`Contact e-mail`, { inputMode: 'email', autoComplete: 'email' })}
        <div data-field="invoiceProvider">
          <ChoiceGroup
            label={<Trans>Who issues invoices for the orders paid to this account</Trans>}
            required
            value={value.invoiceProvider}
            onChange={(provider) => set({ invoiceProvider: provider as PayoutAccountValue['invoiceProvider'] })}
            options={[
              { value: 'platform', label: t`The platform` },
              { value: 'landlord', label: t`I do` },
            ]}
            error={err('invoiceProvider')}
          />
          <p className="mt-1 text-xs text-gray-700">
            {value.invoiceProvider === 'landlord' ? (
              <Trans>You issue each invoice yourself within 4 days of the guest's request.</Trans>
            ) : (
              <Trans>The platform issues the invoices and takes an invoice service fee on each order.</Trans>
            )}
          </p>
        </div>
      </div>
    </Card>
  )
}
