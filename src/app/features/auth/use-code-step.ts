import { useState } from 'react'
import type { FormErrors } from '../../ui/form-errors'
import { collectFieldErrors, hasErrors } from '../../ui/form-errors'
import { emailProblem, mobileProblem, normalizeMobile } from '../../ui/field-checks'
import type { SignInDraft } from './sign-in-draft'
import { useSendResetEmail, useSendSmsCode, type SmsScene } from './use-send-code'

/** The part of a form's error state the code step reads and writes. */
type CodeForm<F extends string> = {
  errors: FormErrors<F>
  setErrors: (errors: FormErrors<F>) => void
  clearField: (field: F) => void
}

/** The field every code form names its code by. */
const CODE = 'code'

type Target = { kind: 'sms'; scene: SmsScene } | { kind: 'email' }

/**
 * The verification-code step shared by SMS sign-in, registration and both password resets: the
 * code the host types, sending a code to the draft's number or e-mail (checked first, the problem
 * shown next to that field), the countdown, and the props of <CodeField>.
 */
export function useCodeStep<F extends string>(
  target: Target,
  draft: SignInDraft,
  form: CodeForm<F>,
  onFailure: (error: unknown) => void,
) {
  const [code, setCode] = useState('')
  const sms = useSendSmsCode(target.kind === 'sms' ? target.scene : 'login', onFailure)
  const mail = useSendResetEmail(onFailure)
  const sender = target.kind === 'sms' ? sms : mail

  const send = () => {
    const field = (target.kind === 'sms' ? 'mobile' : 'email') as F
    const problem = target.kind === 'sms' ? mobileProblem(draft.mobile, draft.countryCode) : emailProblem(draft.email)
    const fields = collectFieldErrors<F>([[field, problem]])
    form.setErrors({ fields, form: null })
    if (hasErrors(fields)) return
    if (target.kind === 'sms') sms.send({ mobile: normalizeMobile(draft.mobile), countryCode: draft.countryCode })
    else mail.send({ email: draft.email.trim() })
  }

  return {
    /** The code as sent to the server. */
    code: code.trim(),
    fieldProps: {
      code,
      onCodeChange: (value: string) => {
        setCode(value)
        form.clearField(CODE as F)
      },
      error: form.errors.fields[CODE as F],
      remaining: sender.remaining,
      sending: sender.sending,
      onSend: send,
    },
  }
}
