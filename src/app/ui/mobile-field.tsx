import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { isMainlandCode } from '../../domain/validators/mobile-core'
import { CountryPicker } from './country-picker'
import { loadPhoneRules } from './field-checks'
import type { FormMessage } from './form-errors'
import { TextField } from './text-field'

type MobileFieldProps = {
  mobile: string
  countryCode: string
  onMobileChange: (mobile: string) => void
  onCountryChange: (countryCode: string) => void
  error?: FormMessage
  label?: string
  name?: string
  /** When the host leaves the number (registration checks whether it is registered already). */
  onBlur?: () => void
}

/** Mobile number with its country or region code picker. */
export function MobileField({ mobile, countryCode, onMobileChange, onCountryChange, error, label, name = 'mobile', onBlur }: MobileFieldProps) {
  const { t } = useLingui()
  // a number outside the mainland is checked with libphonenumber's metadata: it loads when such a
  // code is chosen (or restored with the draft), not on every visit of the sign-in pages
  useEffect(() => {
    if (!isMainlandCode(countryCode)) void loadPhoneRules()
  }, [countryCode])
  return (
    <TextField
      label={label ?? t`Mobile number`}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      value={mobile}
      onChange={(event) => onMobileChange(event.target.value)}
      {...(onBlur ? { onBlur } : {})}
      prefix={<CountryPicker value={countryCode} onChange={onCountryChange} />}
      placeholder={t`Enter your mobile number`}
      error={error?.key}
      errorParams={error?.params}
    />
  )
}

