import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { RequiredMark } from '../../ui/required-mark'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormMessage } from '../../ui/form-errors'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { CodeField } from '../../ui/code-field'
import { useCountdown } from '../../ui/use-countdown'
import type { Codes } from './use-payout-form'

/**
 * The phone number the bank holds for the account, proved by the code the bank sends to it; a
 * changed one also by the code sent to the old number.
 */
export function ReservedPhone({
  accountId, phone, onPhone, onBlur, phoneError, verifiedPhone, codes, onCodes, codeErrors, onSendError,
}: {
  accountId: string | undefined
  phone: string
  onPhone: (phone: string) => void
  onBlur: () => void
  phoneError?: FormMessage
  verifiedPhone: string | null
  codes: Codes
  onCodes: (change: Partial<Codes>) => void
  codeErrors: { phoneCode?: FormMessage; oldPhoneCode?: FormMessage }
  onSendError: (field: 'reservedPhone' | 'phoneCode' | 'oldPhoneCode', message: FormMessage) => void
}) {
  const { t } = useLingui()
  const toast = useToast()
  const newCountdown = useCountdown()
  const oldCountdown = useCountdown()
  const send = useMutation({
    mutationFn: (purpose: 'reservedPhone' | 'oldPhone') =>
      call('merchantSendCode', purpose === 'reservedPhone' ? { purpose, phone: phone.trim(), ...(accountId ? { id: accountId } : {}) } : { purpose, id: accountId! }, { hideMessage: true }),
    onSuccess: (answer, purpose) => {
      ;(purpose === 'reservedPhone' ? newCountdown : oldCountdown).start()
      toast.show(t`Code sent to ${answer.sentTo}`, 'success')
    },
    onError: (error, purpose) => {
      const placed = errorsFromFailure(error, ['reservedPhone'])
      onSendError(purpose === 'oldPhone' ? 'oldPhoneCode' : placed.fields.reservedPhone ? 'reservedPhone' : 'phoneCode', placed.fields.reservedPhone ?? placed.form ?? { key: 'getCodeFailed' })
    },
  })
  const trimmed = phone.trim()
  const changed = verifiedPhone !== null && trimmed !== verifiedPhone
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={<>{t`Phone number the bank holds for the account`}<RequiredMark /></>}
        aria-required
        inputMode="numeric"
        maxLength={11}
        value={phone}
        onChange={(event) => onPhone(event.target.value)}
        onBlur={onBlur}
        hint={verifiedPhone === trimmed ? t`Checked by the bank` : t`Only 11 digits; the bank sends a code to it`}
        error={phoneError?.key}
        errorParams={phoneError?.params}
        data-field="reservedPhone"
        autoComplete="off"
      />
      {changed && (
        <div data-field="oldPhoneCode">
          <CodeField
            label={t`Code sent to the old number ${maskPhone(verifiedPhone)}`}
            code={codes.oldPhoneCode}
            onCodeChange={(oldPhoneCode) => onCodes({ oldPhoneCode })}
            error={codeErrors.oldPhoneCode}
            remaining={oldCountdown.remaining}
            sending={send.isPending && send.variables === 'oldPhone'}
            onSend={() => send.mutate('oldPhone')}
          />
        </div>
      )}
      {trimmed !== verifiedPhone && (
        <div data-field="phoneCode">
          <CodeField
            label={t`Code the bank sent to this number`}
            code={codes.phoneCode}
            onCodeChange={(phoneCode) => onCodes({ phoneCode })}
            error={codeErrors.phoneCode}
            remaining={newCountdown.remaining}
            sending={send.isPending && send.variables === 'reservedPhone'}
            onSend={() => send.mutate('reservedPhone')}
          />
        </div>
      )}
    </div>
  )
}

function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone
}
