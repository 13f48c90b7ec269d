import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { callLater } from '../../data/call-later'
import { Button } from '../../ui/button'
import { collectFieldErrors, errorsFromFailure, hasErrors, useFormErrors } from '../../ui/form-errors'
import { AgreementCheckbox, CodeField, FormAlert, DraftMobileField, PasswordField } from './auth-fields'
import { codeProblem, mobileProblem, normalizeMobile, passwordProblem } from '../../ui/field-checks'
import type { DraftProps } from './login-forms'
import { useCodeStep } from './use-code-step'
import { useSignedIn } from './use-signed-in'

type Fields = 'mobile' | 'countryCode' | 'code' | 'password'
const FIELDS: readonly Fields[] = ['mobile', 'countryCode', 'code', 'password']

/** Registration: mobile number, SMS code, a password that follows the rule, and the agreement. */
export function RegisterForm({ draft, onDraft, redirect }: DraftProps) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [agreementMissing, setAgreementMissing] = useState(false)
  const formErrors = useFormErrors<Fields>()
  const { errors, setErrors, clearField } = formErrors
  const signedIn = useSignedIn(redirect)
  // what the host typed and the errors shown as the registration check answers, not as it was asked
  const draftRef = useRef(draft)
  draftRef.current = draft
  const errorsRef = useRef(errors)
  errorsRef.current = errors
  const onFailure = (error: unknown) => setErrors(errorsFromFailure(error, FIELDS))
  const { code, fieldProps: codeProps } = useCodeStep({ kind: 'sms', scene: 'register' }, draft, formErrors, onFailure)
  const register = useMutation({
    mutationFn: () =>
      callLater(
        'register',
        { mobile: normalizeMobile(draft.mobile), countryCode: draft.countryCode, code, password },
        { hideMessage: true },
      ),
    // A registration always starts the new host's first steps.
    onSuccess: (result) => signedIn({ ...result, isNew: true }),
    onError: onFailure,
  })

  // a number already registered is told as the host leaves the field, before a code is asked for
  // (checkMobileExists); the code request and the registration refuse it too (numberRegistered)
  const checkRegistered = async () => {
    if (mobileProblem(draft.mobile, draft.countryCode)) return
    const mobile = normalizeMobile(draft.mobile)
    try {
      const { exists } = await callLater('checkMobileExists', { mobile, countryCode: draft.countryCode }, { hideMessage: true })
      if (exists && normalizeMobile(draftRef.current.mobile) === mobile) {
        setErrors({ fields: { ...errorsRef.current.fields, mobile: { key: 'numberRegistered' } }, form: errorsRef.current.form })
      }
    } catch {
      // offline or refused: the code request answers the same question
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = collectFieldErrors<Fields>([
      ['mobile', mobileProblem(draft.mobile, draft.countryCode)],
      ['code', codeProblem(code)],
      ['password', passwordProblem(password, true)],
    ])
    setErrors({ fields, form: null })
    setAgreementMissing(!draft.agreed)
    if (hasErrors(fields) || !draft.agreed) return
    register.mutate()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftMobileField
        draft={draft}
        onDraft={onDraft}
        onEdit={() => clearField('mobile')}
        onBlur={() => void checkRegistered()}
        error={errors.fields.mobile ?? errors.fields.countryCode}
      />
      <CodeField {...codeProps} />
      <PasswordField
        isNew
        label={t`Set a password`}
        password={password}
        onPasswordChange={(value) => {
          setPassword(value)
          clearField('password')
        }}
        error={errors.fields.password}
      />
      <AgreementCheckbox
        checked={draft.agreed}
        onCheckedChange={(agreed) => {
          onDraft({ agreed })
          if (agreed) setAgreementMissing(false)
        }}
        missing={agreementMissing}
      />
      <FormAlert error={errors.form} />
      <Button type="submit" size="lg" loading={register.isPending}>
        <Trans>Register</Trans>
      </Button>
    </form>
  )
}
