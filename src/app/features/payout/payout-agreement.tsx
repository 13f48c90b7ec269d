import * as Checkbox from 'radix-ui/checkbox'
import * as Label from 'radix-ui/label'
import { Trans } from '@lingui/react/macro'
import { FieldError } from '../../ui/field-error'
import type { PayoutFormState } from './use-payout-form'

/** The payment service agreement, accepted before submit. */
export function PayoutAgreement({ form }: { form: PayoutFormState }) {
  const { value, set, err } = form
  return (
    <div className="flex flex-col gap-1" data-field="agreementAccepted">
      <div className="flex items-start gap-2">
        <Checkbox.Root
          id="payout-agreement"
          checked={value.agreementAccepted}
          onCheckedChange={(state) => set({ agreementAccepted: state === true })}
          aria-invalid={err('agreementAccepted') ? true : undefined}
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white focus-visible:outline-2 focus-visible:outline-brand-700 pointer-coarse:size-6"
        >
          <Checkbox.Indicator aria-hidden="true" className="text-xs">
            ✓
          </Checkbox.Indicator>
        </Checkbox.Root>
        <Label.Root htmlFor="payout-agreement" className="text-sm text-gray-800">
          <Trans>
            I have read and agree to the{' '}
            <a href="/agreement/20.html" target="_blank" rel="noopener" className="text-brand-700 underline">
              payment and settlement service agreement
            </a>
          </Trans>
        </Label.Root>
      </div>
      <FieldError messageKey={err('agreementAccepted')?.key} />
    </div>
  )
}
