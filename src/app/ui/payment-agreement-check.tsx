import * as Checkbox from 'radix-ui/checkbox'
import * as Label from 'radix-ui/label'
import { Trans } from '@lingui/react/macro'
import { FieldError } from './field-error'
import type { FormMessage } from './form-errors'

type Props = {
  id: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The refusal shown under it (agreementRequired, or the server's). */
  error: FormMessage | null | undefined
  /** The agreement's page (/agreement/20.html). */
  href?: string
}

/** "I have read and agree to the payment and settlement service agreement": the payout account's form and the wallet's first withdrawal. */
export function PaymentAgreementCheck({ id, checked, onCheckedChange, error, href = '/agreement/20.html' }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <Checkbox.Root
          id={id}
          checked={checked}
          onCheckedChange={(state) => onCheckedChange(state === true)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white focus-visible:outline-2 focus-visible:outline-brand-700 pointer-coarse:size-6"
        >
          <Checkbox.Indicator aria-hidden="true" className="text-xs">
            ✓
          </Checkbox.Indicator>
        </Checkbox.Root>
        <Label.Root htmlFor={id} className="text-sm text-gray-800">
          <Trans>
            I have read and agree to the{' '}
            <a href={href} target="_blank" rel="noopener" className="text-brand-700 underline">
              payment and settlement service agreement
            </a>
          </Trans>
        </Label.Root>
      </div>
      <FieldError messageKey={error?.key} params={error?.params} />
    </div>
  )
}
