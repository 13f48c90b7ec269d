import { useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { callLater } from '../../data/call-later'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { collectFieldErrors, errorsFromFailure, hasErrors, useFormErrors } from '../../ui/form-errors'
import { CodeField, FormAlert, DraftMobileField, PasswordField } from './auth-fields'
import { codeProblem, emailProblem, mobileProblem, normalizeMobile, passwordProblem } from '../../ui/field-checks'
import type { SignInDraft } from './sign-in-draft'
import { useCodeStep } from './use-code-step'

type ResetProps = {
  draft: SignInDraft
  onDraft: (patch: Partial<SignInDraft>) => void
  /** Called once the password was changed: the page returns to password sign-in. */
  onReset: () => void
}

type SmsFields = 'mobile' | 'countryCode' | 'code' | 'password'
const SMS_FIELDS: readonly SmsFields[] = ['mobile', 'countryCode', 'code', 'password']

/** Find password by SMS: mobile number, code, new password. */
export function ResetBySmsForm({ draft, onDraft, onReset }: ResetProps) {
  const [password, setPassword] = useState('')
  const formErrors = useFormErrors<SmsFields>()
  const { errors, setErrors, clearField } = formErrors
  const onFailure = (error: unknown) => setErrors(errorsFromFailure(error, SMS_FIELDS))
  const { code, fieldProps: codeProps } = useCodeStep({ kind: 'sms', scene: 'resetPassword' }, draft, formErrors, onFailure)
  const reset = useMutation({
    mutationFn: () =>
      callLater(
        'resetPasswordBySms',
        { mobile: normalizeMobile(draft.mobile), countryCode: draft.countryCode, code, password },
        { hideMessage: true },
      ),
    onSuccess: onReset,
    onError: onFailure,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = collectFieldErrors<SmsFields>([
      ['mobile', mobileProblem(draft.mobile, draft.countryCode)],
      ['code', codeProblem(code)],
      ['password', passwordProblem(password, true)],
    ])
    setErrors({ fields, form: null })
    if (!hasErrors(fields)) reset.mutate()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftMobileField
        draft={draft}
        onDraft={onDraft}
        onEdit={() => clearField('mobile')}
        error={errors.fields.mobile ?? errors.fields.countryCode}
      />
      <CodeField {...codeProps} />
      <PasswordField
        isNew
        password={password}
        onPasswordChange={(value) => {
          setPassword(value)
          clearField('password')
        }}
        error={errors.fields.password}
      />
      <FormAlert error={errors.form} />
      <Button type="submit" size="lg" loading={reset.isPending}>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  )
}

type EmailFields = 'email' | 'code' | 'password'
const EMAIL_FIELDS: readonly EmailFields[] = ['email', 'code', 'password']

/** Find password by e-mail: send the reset e-mail, then its code and a new password. */
export function ResetByEmailForm({ draft, onDraft, onReset }: ResetProps) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const formErrors = useFormErrors<EmailFields>()
  const { errors, setErrors, clearField } = formErrors
  const onFailure = (error: unknown) => setErrors(errorsFromFailure(error, EMAIL_FIELDS))
  const { code, fieldProps: codeProps } = useCodeStep({ kind: 'email' }, draft, formErrors, onFailure)
  const reset = useMutation({
    mutationFn: () =>
      callLater('resetPasswordByEmail', { email: draft.email.trim(), code, password }, { hideMessage: true }),
    onSuccess: onReset,
    onError: onFailure,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = collectFieldErrors<EmailFields>([
      ['email', emailProblem(draft.email)],
      ['code', codeProblem(code)],
      ['password', passwordProblem(password, true)],
    ])
    setErrors({ fields, form: null })
    if (!hasErrors(fields)) reset.mutate()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t`E-mail address`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={draft.email}
        onChange={(event) => {
          onDraft({ email: event.target.value })
          clearField('email')
        }}
        placeholder={t`The e-mail address bound to your account`}
        error={errors.fields.email?.key}
        errorParams={errors.fields.email?.params}
      />
      <CodeField label={t`Code from the e-mail`} {...codeProps} />
      <PasswordField
        isNew
        password={password}
        onPasswordChange={(value) => {
          setPassword(value)
          clearField('password')
        }}
        error={errors.fields.password}
      />
      <FormAlert error={errors.form} />
      <Button type="submit" size="lg" loading={reset.isPending}>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  )
}
