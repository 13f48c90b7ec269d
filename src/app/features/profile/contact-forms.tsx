import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { PersonalInfo } from '../../../domain/profile/endpoints'
import { formatMobile, normalizeMobile } from '../../../domain/validators/mobile-core'
import { Button } from '../../ui/button'
import { CodeField } from '../../ui/code-field'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { codeProblem, emailProblem, mobileProblem } from '../../ui/field-checks'
import { errorsFromFailure, useFormErrors } from '../../ui/form-errors'
import { MobileField } from '../../ui/mobile-field'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { useCodeSender } from '../../ui/use-code-sender'

/** A code sent for the phone change or the e-mail binding: the shared sender with its notice. */
function useSendCode<I>(send: (input: I) => Promise<unknown>, onError: (error: unknown) => void) {
  const { t } = useLingui()
  return useCodeSender(send, t`Verification code sent`, onError)
}

type PhoneField = 'oldCode' | 'mobile' | 'code'
const PHONE_FIELDS: readonly PhoneField[] = ['oldCode', 'mobile', 'code']

/**
 * The phone change (business rules 4: "an SMS code from the old number"): a code to the current
 * number, the new number and a code sent to it; both codes are used up together by the server.
 */
export function PhoneChangeDialog({ info, open, onOpenChange, onChanged }: {
  info: PersonalInfo
  open: boolean
  onOpenChange: (open: boolean) => void
  onChanged: (next: PersonalInfo) => void
}) {
  const { t } = useLingui()
  const toast = useToast()
  const [oldCode, setOldCode] = useState('')
  const [mobile, setMobile] = useState('')
  const [countryCode, setCountryCode] = useState(info.countryCode)
  const [code, setCode] = useState('')
  const { errors, setErrors, clearField } = useFormErrors<PhoneField>()
  const fail = (error: unknown) => setErrors(errorsFromFailure(error, PHONE_FIELDS))
  const sendOld = useSendCode(() => call('phoneChangeCodeOld', {}, { hideMessage: true }), fail)
  const sendNew = useSendCode((input: { mobile: string; countryCode: string }) => call('phoneChangeCodeNew', input, { hideMessage: true }), fail)
  const change = useMutation({
    mutationFn: () => call('phoneChange', { oldCode: oldCode.trim(), mobile: normalizeMobile(mobile), countryCode, code: code.trim() }, { hideMessage: true }),
    onSuccess: (next) => {
      toast.show(t`Your mobile number is now ${formatMobile(next.countryCode, next.mobile)}`, 'success')
      onChanged(next)
      onOpenChange(false)
    },
    onError: fail,
  })

  const askNewCode = () => {
    const problem = mobileProblem(mobile, countryCode)
    if (problem) return setErrors({ fields: { mobile: { key: problem } }, form: null })
    sendNew.send({ mobile: normalizeMobile(mobile), countryCode })
  }
  const submit = () => {
    const fields: Partial<Record<PhoneField, { key: string }>> = {}
    if (oldCode.trim() === '') fields.oldCode = { key: 'oldPhoneCodeRequired' }
    const mobileBad = mobileProblem(mobile, countryCode)
    if (mobileBad) fields.mobile = { key: mobileBad }
    const codeBad = codeProblem(code)
    if (codeBad) fields.code = { key: codeBad }
    if (Object.keys(fields).length > 0) return setErrors({ fields, form: null })
    change.mutate()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Change mobile number`}
      description={t`First prove the current number is yours with a code sent to it, then enter the new number and the code sent to that.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit} loading={change.isPending}>
            <Trans>Change number</Trans>
          </Button>
        </>
      }
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => { event.preventDefault(); submit() }} noValidate>
        <p className="text-sm text-gray-800">
          <Trans>Current number: {formatMobile(info.countryCode, info.mobile)}</Trans>
        </p>
        <CodeField
          label={t`Code sent to the current number`}
          code={oldCode}
          onCodeChange={(value) => { setOldCode(value); clearField('oldCode') }}
          error={errors.fields.oldCode}
          remaining={sendOld.remaining}
          sending={sendOld.sending}
          onSend={() => sendOld.send(undefined)}
        />
        <MobileField
          label={t`New mobile number`}
          name="newMobile"
          mobile={mobile}
          countryCode={countryCode}
          onMobileChange={(value) => { setMobile(value); clearField('mobile') }}
          onCountryChange={setCountryCode}
          error={errors.fields.mobile}
        />
        <CodeField
          label={t`Code sent to the new number`}
          code={code}
          onCodeChange={(value) => { setCode(value); clearField('code') }}
          error={errors.fields.code}
          remaining={sendNew.remaining}
          sending={sendNew.sending}
          onSend={askNewCode}
        />
        {errors.form && <FieldError messageKey={errors.form.key} params={errors.form.params} />}
        <button type="submit" hidden />
      </form>
    </Dialog>
  )
}

type EmailField = 'email' | 'code'
const EMAIL_FIELDS: readonly EmailField[] = ['email', 'code']

/** Binding (or changing) the e-mail address: a code is sent to it and entered here. */
export function EmailForm({ info, onChanged }: { info: PersonalInfo; onChanged: (next: PersonalInfo) => void }) {
  const { t } = useLingui()
  const toast = useToast()
  const [editing, setEditing] = useState(info.email === null)
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const { errors, setErrors, clearField } = useFormErrors<EmailField>()
  const fail = (error: unknown) => setErrors(errorsFromFailure(error, EMAIL_FIELDS))
  const sender = useSendCode((input: { email: string }) => call('emailCodeSend', input, { hideMessage: true }), fail)
  const bind = useMutation({
    mutationFn: () => call('emailCodeCheck', { email: email.trim(), code: code.trim() }, { hideMessage: true }),
    onSuccess: (next) => {
      toast.show(t`E-mail address saved`, 'success')
      onChanged(next)
      setEditing(false)
      setEmail('')
      setCode('')
    },
    onError: fail,
  })
  const askCode = () => {
    const problem = emailProblem(email)
    if (problem) return setErrors({ fields: { email: { key: problem } }, form: null })
    sender.send({ email: email.trim() })
  }
  const submit = () => {
    const fields: Partial<Record<EmailField, { key: string }>> = {}
    const emailBad = emailProblem(email)
    if (emailBad) fields.email = { key: emailBad }
    const codeBad = codeProblem(code)
    if (codeBad) fields.code = { key: codeBad }
    if (Object.keys(fields).length > 0) return setErrors({ fields, form: null })
    bind.mutate()
  }

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-gray-900" data-testid="profile-email">{info.email}</span>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Trans>Change</Trans>
        </Button>
      </div>
    )
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => { event.preventDefault(); submit() }} noValidate aria-label={t`E-mail address`}>
      {info.email === null && (
        <p className="text-sm text-gray-700">
          <Trans>No e-mail address yet. With one you can also reset your password by e-mail.</Trans>
        </p>
      )}
      <TextField
        label={info.email === null ? t`E-mail address` : t`New e-mail address`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(event) => { setEmail(event.target.value); clearField('email') }}
        error={errors.fields.email?.key}
        errorParams={errors.fields.email?.params}
      />
      <CodeField
        label={t`Code sent to this address`}
        code={code}
        onCodeChange={(value) => { setCode(value); clearField('code') }}
        error={errors.fields.code}
        remaining={sender.remaining}
        sending={sender.sending}
        onSend={askCode}
      />
      {errors.form && <FieldError messageKey={errors.form.key} params={errors.form.params} />}
      <div className="flex gap-2">
        <Button type="submit" loading={bind.isPending}>
          <Trans>Save e-mail address</Trans>
        </Button>
        {info.email !== null && (
          <Button variant="secondary" onClick={() => { setEditing(false); setErrors({ fields: {}, form: null }) }}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}
