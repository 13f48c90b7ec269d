import { useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { unitToday } from '../../../domain/calendar/zones'
import { checkPayoutAccount, samePayoutDetails, withLicenceType, type LicenceType, type PayoutAccountValue } from '../../../domain/payout/rules'
import type { PayoutAccountDetail, PayoutAccountDetails } from '../../../domain/payout/schemas'
import { RequiredMark } from '../../ui/required-mark'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormMessage } from '../../ui/form-errors'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import type { FieldErrors } from './payout-fields'
import { payoutQueries } from './payout-queries'

export type Codes = { phoneCode: string; oldPhoneCode: string }

/** The state of the payout account form, its field rules, its draft saving and its submit. */
export type PayoutFormState = ReturnType<typeof usePayoutForm>

export function usePayoutForm({ detail, initial }: { detail: PayoutAccountDetail | null; initial: PayoutAccountDetails }) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const today = unitToday('CHN', Date.now())
  const [value, setValue] = useState<PayoutAccountValue>(() => ({ ...initial, withdrawPassword: '', withdrawPasswordConfirm: '' }))
  const [codes, setCodes] = useState<Codes>({ phoneCode: '', oldPhoneCode: '' })
  const [saved, setSaved] = useState<{ id: string | undefined; version: number | undefined; details: PayoutAccountDetails }>({
    id: detail?.id, version: detail?.version, details: initial,
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<FormMessage | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [licenceChange, setLicenceChange] = useState<LicenceType | null>(null)
  // set when a submit succeeded: the way to the list is not an unsaved exit
  const leaving = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  const details = detailsOf(value)
  const dirty = !samePayoutDetails(details, saved.details) || value.withdrawPassword !== '' || codes.phoneCode !== ''
  const verifiedPhone = detail?.verifiedPhone ?? null
  const phone = value.reservedPhone.trim()
  const needsPhoneCode = phone !== verifiedPhone
  const needsOldCode = verifiedPhone !== null && phone !== verifiedPhone
  const isPublic = value.accountType === 'public'

  const blocker = useBlocker({ shouldBlockFn: () => dirty && !leaving.current, withResolver: true })

  const set = (change: Partial<PayoutAccountValue>) => {
    setValue((current) => ({ ...current, ...change }))
    setFormError(null)
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(change)) {
        for (const field of Object.keys(next)) if (field === key || field.startsWith(`${key}.`)) delete next[field]
      }
      return next
    })
  }
  /** The rule of one field, shown as the host leaves it (only once something was typed). */
  const checkField = (field: keyof PayoutAccountValue) => {
    const problem = checkPayoutAccount(value, today).find((error) => error.field === field)
    setErrors((current) => {
      const next = { ...current }
      if (problem && problem.key !== 'required') next[field] = { key: problem.key, ...(problem.params ? { params: problem.params } : {}) }
      else delete next[field]
      return next
    })
  }
  const err = (field: string) => errors[field]
  const text = (field: keyof PayoutAccountValue & string, label: ReactNode, extra: { hint?: ReactNode; maxLength?: number; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string } = {}) => (
    <TextField
      label={<>{label}<RequiredMark /></>}
      aria-required
      value={value[field] as string}
      onChange={(event) => set({ [field]: event.target.value } as Partial<PayoutAccountValue>)}
      onBlur={() => (value[field] as string).trim() && checkField(field)}
      error={err(field)?.key}
      errorParams={err(field)?.params}
      data-field={field}
      autoComplete={extra.autoComplete ?? 'off'}
      {...extra}
    />
  )

  const save = useMutation({
    mutationFn: (submit: boolean) =>
      call(
        'merchantSave',
        {
          ...(saved.id ? { id: saved.id, version: saved.version } : {}),
          details,
          submit,
          ...(submit
            ? {
                withdrawPassword: value.withdrawPassword,
                withdrawPasswordConfirm: value.withdrawPasswordConfirm,
                ...(needsPhoneCode ? { phoneCode: codes.phoneCode } : {}),
                ...(needsOldCode ? { oldPhoneCode: codes.oldPhoneCode } : {}),
              }
            : {}),
        },
        { hideMessage: true },
      ),
    onSuccess: (answer, submit) => {
      void queryClient.invalidateQueries({ queryKey: payoutQueries.all })
      setSaved({ id: answer.id, version: answer.version, details })
      if (!submit) {
        toast.show(t`Draft saved`, 'success')
        return
      }
      leaving.current = true
      toast.show(
        answer.state === 'verificationPending'
          ? t`Submitted. The bank will send a small amount to the account: confirm it from the payout account list.`
          : t`Submitted for review. You will get the result by SMS and a system message.`,
        'success',
      )
      void navigate({ to: '/settle/merchantlist' })
    },
    onError: (error) => {
      setConfirming(false)
      const placed = errorsFromFailure(error, [...ERROR_FIELDS])
      setErrors((current) => ({ ...current, ...placed.fields }))
      setFormError(placed.form)
      const field = Object.keys(placed.fields)[0]
      if (field) focusField(formRef.current, field)
    },
  })

  const saveDraft = () => {
    setErrors({})
    if (samePayoutDetails(details, saved.details) && saved.id) {
      setFormError({ key: 'payoutInfoUnchanged' })
      return
    }
    save.mutate(false)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problems = checkPayoutAccount(value, today)
    const fields: FieldErrors = {}
    for (const problem of problems) fields[problem.field] ??= { key: problem.key, ...(problem.params ? { params: problem.params } : {}) }
    if (needsOldCode && !codes.oldPhoneCode.trim()) fields.oldPhoneCode = { key: 'oldPhoneCodeRequired' }
    if (needsPhoneCode && !codes.phoneCode.trim()) fields.phoneCode = { key: 'required' }
    setErrors(fields)
    const first = Object.keys(fields)[0]
    if (first) {
      const agreementOnly = Object.keys(fields).length === 1 && first === 'agreementAccepted'
      setFormError(agreementOnly ? { key: 'agreementRequired' } : Object.values(fields).some((f) => f?.key === 'required') ? { key: 'requiredFieldsMissing' } : fields[first] ?? null)
      focusField(formRef.current, first)
      return
    }
    if (detail && detail.state !== 'creating' && samePayoutDetails(details, saved.details) && !(detail.transfer && detail.transfer.attemptsLeft === 0)) {
      setFormError({ key: 'payoutInfoUnchanged' })
      return
    }
    setFormError(null)
    setConfirming(true)
  }

  const chooseLicence = (type: LicenceType) => {
    if (type === value.licenceType) return
    const filled = value.creditCode || value.registrationNumber || value.orgCode || value.taxNumber || value.licencePhoto || value.licenceValidity.type
    if (filled) setLicenceChange(type)
    else setValue((current) => withLicenceType(current, type))
  }

  return {
    detail, today, value, setValue, codes, setCodes, saved, errors, setErrors, formError, confirming, setConfirming,
    licenceChange, setLicenceChange, formRef, verifiedPhone, isPublic, blocker, set, checkField, err, text, save,
    saveDraft, onSubmit, chooseLicence,
  }
}

/** The fields a refusal of merchantSave may name (placed next to them; others go above the buttons). */
const ERROR_FIELDS = [
  'shortName', 'email', 'companyName', 'registeredAddress', 'creditCode', 'registrationNumber', 'licenceValidity.type',
  'licenceValidity.start', 'licenceValidity.end', 'licencePhoto', 'orgCode', 'orgCodeValidity.type', 'orgCodeValidity.start',
  'orgCodeValidity.end', 'orgCodePhoto', 'taxNumber', 'taxPhoto', 'personName', 'idNumber', 'idValidity.type', 'idValidity.start',
  'idValidity.end', 'idFrontPhoto', 'idBackPhoto', 'bankName', 'bankBranch', 'bankProvince', 'bankCity', 'cardNumber',
  'holderName', 'reservedPhone', 'withdrawPassword', 'withdrawPasswordConfirm', 'invoiceProvider', 'agreementAccepted',
  'phoneCode', 'oldPhoneCode',
] as const

/** What is saved of the form: everything but the password and the codes. */
function detailsOf(value: PayoutAccountValue): PayoutAccountDetails {
  const { withdrawPassword: _password, withdrawPasswordConfirm: _confirm, ...details } = value
  return details
}

function focusField(form: HTMLFormElement | null, field: string) {
  const target = form?.querySelector<HTMLElement>(`[data-field="${field}"]`) ?? form?.querySelector<HTMLElement>(`[data-field="${field.split('.')[0]}"]`)
  if (!target) return
  const focusable = target.matches('input,button,textarea') ? target : target.querySelector<HTMLElement>('input,button,textarea')
  target.scrollIntoView({ block: 'center' })
  focusable?.focus({ preventScroll: true })
}
