import { Trans, useLingui } from '@lingui/react/macro'
import { PAYOUT_LIMITS } from '../../../domain/payout/rules'
import { Card } from '../../ui/card'
import { BankFields } from './payout-fields'
import { ReservedPhone } from './payout-reserved-phone'
import type { PayoutFormState } from './use-payout-form'

/** The bank account card: the bank and its branch, the card or account number, its name and the phone the bank holds. */
export function PayoutBankSection({ form }: { form: PayoutFormState }) {
  const { t } = useLingui()
  const { isPublic, value, set, text, err, errors, checkField, saved, verifiedPhone, codes, setCodes, setErrors } = form
  return (
    <Card title={<Trans>Bank account</Trans>}>
      <div className="flex flex-col gap-4">
        <BankFields
          bankName={value.bankName}
          province={value.bankProvince}
          city={value.bankCity}
          branch={value.bankBranch}
          onChange={(change) => set(change)}
          errors={errors}
        />
        {text('cardNumber', isPublic ? t`Account number` : t`Debit card number`, { inputMode: 'numeric', maxLength: 40, hint: t`Digits only, at most 30` })}
        {text('holderName', t`Account name`, {
          maxLength: PAYOUT_LIMITS.holderName.max,
          hint: isPublic ? t`The company name on the licence` : t`Your own name, as above`,
        })}
        <ReservedPhone
          accountId={saved.id}
          phone={value.reservedPhone}
          onPhone={(reservedPhone) => set({ reservedPhone: reservedPhone.replace(/\D/g, '') })}
          onBlur={() => value.reservedPhone.trim() && checkField('reservedPhone')}
          phoneError={err('reservedPhone')}
          verifiedPhone={verifiedPhone}
          codes={codes}
          onCodes={(change) => {
            setCodes((current) => ({ ...current, ...change }))
            setErrors((current) => {
              const next = { ...current }
              for (const key of Object.keys(change)) delete next[key]
              return next
            })
          }}
          codeErrors={{ phoneCode: err('phoneCode'), oldPhoneCode: err('oldPhoneCode') }}
          onSendError={(field, message) => setErrors((current) => ({ ...current, [field]: message }))}
        />
      </div>
    </Card>
  )
}
