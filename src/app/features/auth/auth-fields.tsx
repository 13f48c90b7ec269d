import { useState } from 'react'
import * as Checkbox from 'radix-ui/checkbox'
import * as Label from 'radix-ui/label'
import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../ui/text-field'
import { FieldError } from '../../ui/field-error'
import type { FormMessage } from '../../ui/form-errors'
import { Button } from '../../ui/button'
import { PASSWORD_MAX } from '../../../domain/validators/password'
import { MobileField } from '../../ui/mobile-field'
import type { SignInDraft } from './sign-in-draft'
export { CodeField } from '../../ui/code-field'
export { MobileField }

/** MobileField bound to the sign-in draft: an edit updates the draft and calls onEdit. */
export function DraftMobileField({
  draft,
  onDraft,
  onEdit,
  error,
  onBlur,
}: {
  draft: Pick<SignInDraft, 'mobile' | 'countryCode'>
  onDraft: (patch: Partial<SignInDraft>) => void
  onEdit: () => void
  error?: FormMessage
  onBlur?: () => void
}) {
  return (
    <MobileField
      mobile={draft.mobile}
      countryCode={draft.countryCode}
      onMobileChange={(mobile) => {
        onDraft({ mobile })
        onEdit()
      }}
      onCountryChange={(countryCode) => {
        onDraft({ countryCode })
        onEdit()
      }}
      error={error}
      {...(onBlur ? { onBlur } : {})}
    />
  )
}

type PasswordFieldProps = {
  password: string
  onPasswordChange: (password: string) => void
  error?: FormMessage
  /** New passwords show the rule and use the new-password autofill. */
  isNew?: boolean
  label?: string
}

export function PasswordField({ password, onPasswordChange, error, isNew, label }: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      label={label ?? (isNew ? t`New password` : t`Password`)}
      name="password"
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <Button
          variant="ghost"
          className="h-auto"
          aria-pressed={visible}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </Button>
      }
      autoComplete={isNew ? 'new-password' : 'current-password'}
      maxLength={isNew ? PASSWORD_MAX : 64}
      value={password}
      onChange={(event) => onPasswordChange(event.target.value)}
      placeholder={isNew ? t`8-16 characters` : t`Enter your password`}
      hint={isNew ? <PasswordRule /> : undefined}
      error={error?.key}
      errorParams={error?.params}
    />
  )
}

/** The password rule (business rules 5), shown under every new-password field. */
export function PasswordRule() {
  return <Trans>8-16 characters with at least three of: upper case, lower case, digits, symbols.</Trans>
}

type AgreementProps = {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Shown when the host tries to register without agreeing. */
  missing: boolean
}

/** The service agreement and privacy policy consent, required to register. */
export function AgreementCheckbox({ checked, onCheckedChange, missing }: AgreementProps) {
  const errorId = 'agreement-error'
  return (
    <div>
      <div className="flex items-start gap-2">
        <Checkbox.Root
          id="agreement"
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
        >
          <Checkbox.Indicator>
            <svg viewBox="0 0 20 20" className="size-4 text-white" aria-hidden="true">
              <path d="M5 10l3.5 3.5L15 7" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />
            </svg>
          </Checkbox.Indicator>
        </Checkbox.Root>
        <Label.Root htmlFor="agreement" className="text-sm text-gray-800">
          <Trans>
            I have read and agree to the{' '}
            <a href="/agreement/1.html" target="_blank" rel="noopener" className="text-brand-700 underline">
              service agreement
            </a>{' '}
            and the{' '}
            <a href="/guide/secret" target="_blank" rel="noopener" className="text-brand-700 underline">
              privacy policy
            </a>
          </Trans>
        </Label.Root>
      </div>
      {missing && <AgreementMissing id={errorId} />}
    </div>
  )
}

function AgreementMissing({ id }: { id: string }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      <Trans>Please read and agree to the service agreement and the privacy policy</Trans>
    </p>
  )
}

/** A form-level error (a refusal that belongs to no single field). */
export function FormAlert({ error }: { error: FormMessage | null }) {
  if (!error) return null
  return (
    <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2">
      <FieldError messageKey={error.key} params={error.params} />
    </div>
  )
}
