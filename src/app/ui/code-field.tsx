import { Trans, useLingui } from '@lingui/react/macro'
import { CODE_LENGTH } from '../../domain/validators/sms-code'
import { Button } from './button'
import type { FormMessage } from './form-errors'
import { TextField } from './text-field'

type CodeFieldProps = {
  code: string
  onCodeChange: (code: string) => void
  error?: FormMessage
  /** Seconds until another code may be sent; 0 = ready. */
  remaining: number
  sending: boolean
  onSend: () => void
  label?: string
}

/** The verification code field with its "send code" button and 60 s countdown. */
export function CodeField({ code, onCodeChange, error, remaining, sending, onSend, label }: CodeFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Verification code`}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={code}
      onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, ''))}
      placeholder={t`${CODE_LENGTH}-digit code`}
      error={error?.key}
      errorParams={error?.params}
      addon={
        <Button
          variant="secondary"
          className="h-auto min-w-28"
          onClick={onSend}
          loading={sending}
          disabled={remaining > 0}
        >
          {remaining > 0 ? <Trans>Resend in {remaining} s</Trans> : <Trans>Send code</Trans>}
        </Button>
      }
    />
  )
}

