import { PaymentAgreementCheck } from '../../ui/payment-agreement-check'
import type { PayoutFormState } from './use-payout-form'

/** The payment service agreement, accepted before submit. */
export function PayoutAgreement({ form }: { form: PayoutFormState }) {
  const { value, set, err } = form
  return (
    <div data-field="agreementAccepted">
      <PaymentAgreementCheck
        id="payout-agreement"
        checked={value.agreementAccepted}
        onCheckedChange={(agreementAccepted) => set({ agreementAccepted })}
        error={err('agreementAccepted')}
      />
    </div>
  )
}
