import { useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { callLater } from '../../data/call-later'
import { Button } from '../../ui/button'
import { collectFieldErrors, errorsFromFailure, hasErrors, useFormErrors } from '../../ui/form-errors'
import { AgreementCheckbox, CodeField, FormAlert, DraftMobileField, PasswordField } from './auth-fields'
import { codeProblem, mobileProblem, normalizeMobile, passwordProblem } from '../../ui/field-checks'
import type { SignInDraft } from './sign-in-draft'
import { useCodeStep } from './use-code-step'
import { useSignedIn } from './use-signed-in'

export type DraftProps = {
  draft: SignInDraft
  onDraft: (patch: Partial<SignInDraft>) => void
  redirect: string | undefined
}

type SmsFields = 'mobile' | 'countryCode' | 'code'
const SMS_FIELDS: readonly SmsFields[] = ['mobile', 'countryCode', 'code']

/**
 * Quick sign-in by SMS code: logs in, or registers a number that is new (isNew). With a social
 * ticket (a first WeChat, QQ or Weibo sign-in, decision 0085) the same step binds that account to
 * the number's.
 */
export function SmsLoginForm({ draft, onDraft, redirect, socialTicket }: DraftProps & { socialTicket?: string }) {
  const [agreementMissing, setAgreementMissing] = useState(false)
  const formErrors = useFormErrors<SmsFields>()
  const { errors, setErrors, clearField } = formErrors
  const signedIn = useSignedIn(redirect)
  const onFailure = (error: unknown) => setErrors(errorsFromFailure(error, SMS_FIELDS))
  const { code, fieldProps: codeProps } = useCodeStep({ kind: 'sms', scene: 'login' }, draft, formErrors, onFailure)
  const login = useMutation({
    mutationFn: () => {
      const fields = { mobile: normalizeMobile(draft.mobile), countryCode: draft.countryCode, code }
      return socialTicket
        ? callLater('socialRegister', { ...fields, ticket: socialTicket }, { hideMessage: true })
        : callLater('quickLogin', fields, { hideMessage: true })
    },
    onSuccess: signedIn,
    onError: onFailure,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = collectFieldErrors<SmsFields>([
      ['mobile', mobileProblem(draft.mobile, draft.countryCode)],
      ['code', codeProblem(code)],
    ])
    setErrors({ fields, form: null })
    setAgreementMissing(!draft.agreed)
    if (hasErrors(fields) || !draft.agreed) return
    login.mutate()
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
      <p className="text-xs text-gray-700">
        <Trans>A number that is not registered yet gets a new account.</Trans>
      </p>
      <AgreementCheckbox
        checked={draft.agreed}
        onCheckedChange={(agreed) => {
          onDraft({ agreed })
          if (agreed) setAgreementMissing(false)
        }}
        missing={agreementMissing}
      />
      <FormAlert error={errors.form} />
      <Button type="submit" size="lg" loading={login.isPending}>
        {socialTicket ? <Trans>Bind and log in</Trans> : <Trans>Log in or register</Trans>}
      </Button>
    </form>
  )
}

type PasswordFields = 'mobile' | 'countryCode' | 'password'
const PASSWORD_FIELDS: readonly PasswordFields[] = ['mobile', 'countryCode', 'password']

/** Sign-in with mobile number and password. */
export function PasswordLoginForm({ draft, onDraft, redirect }: DraftProps) {
  const [password, setPassword] = useState('')
  const { errors, setErrors, clearField } = useFormErrors<PasswordFields>()
  const signedIn = useSignedIn(redirect)
  const login = useMutation({
    mutationFn: () =>
      callLater('passwordLogin', { mobile: normalizeMobile(draft.mobile), countryCode: draft.countryCode, password }, { hideMessage: true }),
    onSuccess: signedIn,
    onError: (error) => setErrors(errorsFromFailure(error, PASSWORD_FIELDS)),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = collectFieldErrors<PasswordFields>([
      ['mobile', mobileProblem(draft.mobile, draft.countryCode)],
      ['password', passwordProblem(password, false)],
    ])
    setErrors({ fields, form: null })
    if (!hasErrors(fields)) login.mutate()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftMobileField
        draft={draft}
        onDraft={onDraft}
        onEdit={() => clearField('mobile')}
        error={errors.fields.mobile ?? errors.fields.countryCode}
      />
      <PasswordField
        password={password}
        onPasswordChange={(value) => {
          setPassword(value)
          clearField('password')
        }}
        error={errors.fields.password}
      />
      <FormAlert error={errors.form} />
      <Button type="submit" size="lg" loading={login.isPending}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  )
}
