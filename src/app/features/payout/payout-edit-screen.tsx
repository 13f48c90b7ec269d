import { useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Link, useBlocker, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Checkbox from 'radix-ui/checkbox'
import * as Label from 'radix-ui/label'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { unitToday } from '../../../domain/calendar/zones'
import { bankLabel } from '../../../domain/payout/banks'
import {
  checkPayoutAccount, INDIVIDUAL_BUSINESS_PREFIX, NO_VALIDITY, PAYOUT_LIMITS, samePayoutDetails, withLicenceType,
  type LicenceType, type PayoutAccountValue,
} from '../../../domain/payout/rules'
import type { PayoutAccountDetail, PayoutAccountDetails } from '../../../domain/payout/schemas'
import { canEditPayoutAccount, verificationWaitMinutes, type PayoutAccountType } from '../../../domain/payout/states'
import { MerchantGated } from '../../shell/merchant-gate'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button, buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'
import { ChoiceGroup } from '../../ui/choice-fields'
import { RequiredMark } from '../../ui/required-mark'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormMessage } from '../../ui/form-errors'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { CodeField } from '../../ui/code-field'
import { useCountdown } from '../../ui/use-countdown'
import { BankFields, ScanField, ValidityField, type FieldErrors } from './payout-fields'
import { payoutQueries } from './payout-queries'

export type PayoutEditSearch = { id?: string; type?: PayoutAccountType }

/**
 * settle/merchantEdit (issue 15; decisions 0044, 0045): adds or corrects a payout account. Every
 * rule of business rules 5 is checked as the host leaves a field and again before submit (the
 * server refuses the same values with the same keys); the reserved phone is proved by the code
 * the bank sends to it, a changed one also by the old number's; the payment service agreement
 * is accepted before submit, and submit asks for a confirmation. Leaving with unsaved changes
 * asks first. The form is never kept on the device (ID and card numbers): it lives on the server
 * as a draft.
 */
export function PayoutEditScreen({ search }: { search: PayoutEditSearch }) {
  const { t } = useLingui()
  useDocumentTitle(search.id ? t`Edit payout account` : t`Add a payout account`)
  return (
    <MerchantGated mainlandOnly>
      {search.id ? <EditExisting id={search.id} /> : <PayoutForm key="new" detail={null} initial={blankAccount(search.type ?? 'private')} />}
    </MerchantGated>
  )
}

function EditExisting({ id }: { id: string }) {
  const detail = useQuery(payoutQueries.detail(id))
  const needsNetwork = useNeedsNetwork(detail)
  if (needsNetwork) return <NeedsNetwork onRetry={() => void detail.refetch()} />
  if (detail.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl p-6 text-sm text-red-800">
        <Trans>This payout account could not be loaded.</Trans>
      </p>
    )
  }
  if (!detail.data) {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    )
  }
  if (!canEditPayoutAccount(detail.data.state)) return <Locked detail={detail.data} />
  return <PayoutForm key={`${id}:${detail.data.version}`} detail={detail.data} initial={detail.data.details} />
}

/** An approved account, or one under review: its details shown, not editable (business rules 4). */
function Locked({ detail }: { detail: PayoutAccountDetail }) {
  const { t, i18n } = useLingui()
  const details = detail.details
  const card = details.cardNumber.replace(/\s+/g, '')
  const rows: Array<[string, string]> = [
    [t`Account type`, details.accountType === 'public' ? t`Public (company)` : t`Private (individual)`],
    ...(details.accountType === 'public' ? [[t`Company name on the licence`, details.companyName] as [string, string]] : []),
    [t`Account name`, details.holderName],
    [t`Bank`, `${bankLabel(details.bankName, i18n.locale)} · ${details.bankBranch}`],
    [t`Card or account number`, card.length > 4 ? `···· ${card.slice(-4)}` : card],
    [t`Contact e-mail`, details.email],
    [t`Who issues invoices for the orders paid to this account`, details.invoiceProvider === 'landlord' ? t`I do` : t`The platform`],
  ]
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{detail.shortName}</h1>
      <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
        {detail.state === 'approved' ? (
          <Trans>This account is approved and cannot be changed. To be paid elsewhere, add another account.</Trans>
        ) : (
          <Trans>Staff are reviewing this account: it can be changed again once they have answered.</Trans>
        )}
      </p>
      <Card>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="payout-account-details">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-700">{label}</dt>
              <dd className="break-words text-gray-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => history.back()}>
          <Trans>Back</Trans>
        </Button>
        {detail.state === 'approved' && (
          <Link to="/settle/merchantlink" search={{ id: detail.id }} className={buttonClasses('secondary', 'md')}>
            <Trans>Stores</Trans>
          </Link>
        )}
      </div>
    </div>
  )
}

type Codes = { phoneCode: string; oldPhoneCode: string }

function PayoutForm({ detail, initial }: { detail: PayoutAccountDetail | null; initial: PayoutAccountDetails }) {
  const { t, i18n } = useLingui()
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

  const personLabel = isPublic ? t`Legal representative` : t`Account owner`

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6" data-testid="payout-form">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">
          {detail ? <Trans>Edit payout account</Trans> : <Trans>Add a payout account</Trans>}
        </h1>
        <p className="mt-1 text-sm text-gray-700">
          <Trans>Fields marked * are required. Staff review the account in about half a working day.</Trans>
        </p>
      </div>
      {detail?.state === 'rejected' && detail.rejectReason && (
        <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <Trans>Not approved: {detail.rejectReason}</Trans>
        </p>
      )}

      <Card title={<Trans>Account</Trans>}>
        <div className="flex flex-col gap-4">
          {detail ? (
            <p className="text-sm text-gray-800">
              {isPublic ? <Trans>Public (company) account</Trans> : <Trans>Private (individual) account</Trans>}
            </p>
          ) : (
            <ChoiceGroup
              label={<Trans>Account type</Trans>}
              required
              value={value.accountType}
              onChange={(type) => set({ accountType: type as PayoutAccountType, holderName: '' })}
              options={[
                { value: 'private', label: t`Private (individual)` },
                { value: 'public', label: t`Public (company)` },
              ]}
            />
          )}
          {text('shortName', t`Merchant short name`, { maxLength: PAYOUT_LIMITS.shortName.max, hint: t`How the account is named in your lists, 1-16 characters` })}
          {text('email', t`Contact e-mail`, { inputMode: 'email', autoComplete: 'email' })}
          <div data-field="invoiceProvider">
            <ChoiceGroup
              label={<Trans>Who issues invoices for the orders paid to this account</Trans>}
              required
              value={value.invoiceProvider}
              onChange={(provider) => set({ invoiceProvider: provider as PayoutAccountValue['invoiceProvider'] })}
              options={[
                { value: 'platform', label: t`The platform` },
                { value: 'landlord', label: t`I do` },
              ]}
              error={err('invoiceProvider')}
            />
            <p className="mt-1 text-xs text-gray-700">
              {value.invoiceProvider === 'landlord' ? (
                <Trans>You issue each invoice yourself within 4 days of the guest's request.</Trans>
              ) : (
                <Trans>The platform issues the invoices and takes an invoice service fee on each order.</Trans>
              )}
            </p>
          </div>
        </div>
      </Card>

      {isPublic && (
        <Card title={<Trans>Business licence</Trans>}>
          <div className="flex flex-col gap-4">
            <ChoiceGroup
              label={<Trans>The business is</Trans>}
              required
              value={value.companyKind}
              onChange={(kind) => set({ companyKind: kind as PayoutAccountValue['companyKind'] })}
              options={[
                { value: 'enterprise', label: t`A company` },
                { value: 'individualBusiness', label: t`An individual business (个体工商户)` },
              ]}
            />
            <ChoiceGroup
              label={<Trans>Licence type</Trans>}
              required
              value={value.licenceType}
              onChange={(type) => chooseLicence(type as LicenceType)}
              options={[
                { value: 'unified', label: t`Multi-in-one (unified social credit code)` },
                { value: 'separate', label: t`Separate licence, organisation code and tax certificates` },
              ]}
            />
            {text('companyName', t`Company name on the licence`, {
              maxLength: PAYOUT_LIMITS.companyName.max,
              hint: value.companyKind === 'individualBusiness' ? t`Without a trade name: ${INDIVIDUAL_BUSINESS_PREFIX} followed by the operator's name` : t`1-30 characters, as on the licence`,
            })}
            {text('registeredAddress', t`Registered address`, { maxLength: PAYOUT_LIMITS.registeredAddress.max })}
            {value.licenceType === 'unified'
              ? text('creditCode', t`Unified social credit code`, { maxLength: 18, hint: t`18 letters and digits` })
              : text('registrationNumber', t`Registration number`, { maxLength: PAYOUT_LIMITS.registrationNumber.max })}
            <ValidityField label={<Trans>Business term</Trans>} name="licenceValidity" value={value.licenceValidity} onChange={(licenceValidity) => set({ licenceValidity })} errors={errors} today={today} />
            <ScanField label={t`Business licence`} description={<ScanRules />} url={value.licencePhoto} onChange={(licencePhoto) => set({ licencePhoto })} error={err('licencePhoto')} accountType="public" />
            {value.licenceType === 'separate' && (
              <>
                {text('orgCode', t`Organisation code`, { maxLength: PAYOUT_LIMITS.orgCode.max, hint: t`9-10 characters` })}
                <ValidityField label={<Trans>Organisation code validity</Trans>} name="orgCodeValidity" value={value.orgCodeValidity} onChange={(orgCodeValidity) => set({ orgCodeValidity })} errors={errors} today={today} />
                <ScanField label={t`Organisation code certificate`} description={<ScanRules />} url={value.orgCodePhoto} onChange={(orgCodePhoto) => set({ orgCodePhoto })} error={err('orgCodePhoto')} accountType="public" />
                {text('taxNumber', t`Tax registration number`, { maxLength: PAYOUT_LIMITS.taxNumber.max, hint: t`15-18 characters` })}
                <ScanField label={t`Tax registration certificate`} description={<ScanRules />} url={value.taxPhoto} onChange={(taxPhoto) => set({ taxPhoto })} error={err('taxPhoto')} accountType="public" />
              </>
            )}
          </div>
        </Card>
      )}

      <Card title={personLabel}>
        <div className="flex flex-col gap-4">
          {text('personName', t`Name`, { maxLength: PAYOUT_LIMITS.personName.max, autoComplete: 'name', hint: t`As on the ID card, 1-20 characters` })}
          {text('idNumber', t`ID card number`, { maxLength: 18 })}
          <ValidityField label={<Trans>ID card validity</Trans>} name="idValidity" value={value.idValidity} onChange={(idValidity) => set({ idValidity })} errors={errors} today={today} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ScanField label={t`ID card, portrait side`} description={<ScanRules />} url={value.idFrontPhoto} onChange={(idFrontPhoto) => set({ idFrontPhoto })} error={err('idFrontPhoto')} accountType={value.accountType} />
            <ScanField label={t`ID card, national emblem side`} description={<ScanRules />} url={value.idBackPhoto} onChange={(idBackPhoto) => set({ idBackPhoto })} error={err('idBackPhoto')} accountType={value.accountType} />
          </div>
        </div>
      </Card>

      <Card title={<Trans>Bank account</Trans>}>
        <div className="flex flex-col gap-4">
          <BankFields
            bankName={value.bankName}
            province={value.bankProvince}
            city={value.bankCity}
            branch={value.bankBranch}
            onChange={(change) => set(change)}
            errors={errors}
          />
          {text('cardNumber', isPublic ? t`Account number` : t`Debit card number`, { inputMode: 'numeric', maxLength: 40, hint: t`Digits only, at most 30` })}
          {text('holderName', t`Account name`, {
            maxLength: PAYOUT_LIMITS.holderName.max,
            hint: isPublic ? t`The company name on the licence` : t`Your own name, as above`,
          })}
          <ReservedPhone
            accountId={saved.id}
            phone={value.reservedPhone}
            onPhone={(reservedPhone) => set({ reservedPhone: reservedPhone.replace(/\D/g, '') })}
            onBlur={() => value.reservedPhone.trim() && checkField('reservedPhone')}
            phoneError={err('reservedPhone')}
            verifiedPhone={verifiedPhone}
            codes={codes}
            onCodes={(change) => {
              setCodes((current) => ({ ...current, ...change }))
              setErrors((current) => {
                const next = { ...current }
                for (const key of Object.keys(change)) delete next[key]
                return next
              })
            }}
            codeErrors={{ phoneCode: err('phoneCode'), oldPhoneCode: err('oldPhoneCode') }}
            onSendError={(field, message) => setErrors((current) => ({ ...current, [field]: message }))}
          />
        </div>
      </Card>

      <Card title={<Trans>Withdrawal password</Trans>}>
        <div className="grid gap-4 sm:grid-cols-2">
          {passwordField('withdrawPassword', t`Withdrawal password`, value, set, err('withdrawPassword'), detail?.hasPassword ? t`6 digits; submitting sets it again` : t`6 digits, asked for every withdrawal`)}
          {passwordField('withdrawPasswordConfirm', t`Enter it again`, value, set, err('withdrawPasswordConfirm'))}
        </div>
      </Card>

      <div className="flex flex-col gap-1" data-field="agreementAccepted">
        <div className="flex items-start gap-2">
          <Checkbox.Root
            id="payout-agreement"
            checked={value.agreementAccepted}
            onCheckedChange={(state) => set({ agreementAccepted: state === true })}
            aria-invalid={err('agreementAccepted') ? true : undefined}
            className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white focus-visible:outline-2 focus-visible:outline-brand-700 pointer-coarse:size-6"
          >
            <Checkbox.Indicator aria-hidden="true" className="text-xs">
              ✓
            </Checkbox.Indicator>
          </Checkbox.Root>
          <Label.Root htmlFor="payout-agreement" className="text-sm text-gray-800">
            <Trans>
              I have read and agree to the{' '}
              <a href="/agreement/20.html" target="_blank" rel="noopener" className="text-brand-700 underline">
                payment and settlement service agreement
              </a>
            </Trans>
          </Label.Root>
        </div>
        <FieldError messageKey={err('agreementAccepted')?.key} />
      </div>

      {formError && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2" data-testid="payout-form-error">
          <FieldError messageKey={formError.key} params={formError.params} />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={saveDraft} loading={save.isPending && save.variables === false} disabled={save.isPending}>
          <Trans>Save draft</Trans>
        </Button>
        <Button type="submit" loading={save.isPending && save.variables === true} disabled={save.isPending}>
          <Trans>Submit for review</Trans>
        </Button>
      </div>

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Submit this account?</Trans>}
        description={
          isPublic ? (
            <Trans>The bank will send a small amount to the account, usually within about {verificationWaitMinutes(Date.now())} minutes. Confirm the amount and its serial number from the payout account list; staff then review it.</Trans>
          ) : (
            <Trans>Staff review it in about half a working day and tell you the result by SMS and a system message. An approved account cannot be changed.</Trans>
          )
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Check again</Trans>
            </Button>
            <Button onClick={() => save.mutate(true)} loading={save.isPending}>
              <Trans>Submit</Trans>
            </Button>
          </>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="payout-confirm-summary">
          <dt className="text-gray-600"><Trans>Account name</Trans></dt>
          <dd className="text-gray-900">{value.holderName}</dd>
          <dt className="text-gray-600"><Trans>Bank</Trans></dt>
          <dd className="text-gray-900">{bankLabel(value.bankName, i18n.locale)} · {value.bankBranch}</dd>
          <dt className="text-gray-600"><Trans>Card</Trans></dt>
          <dd className="text-gray-900 tabular-nums">{groupDigits(value.cardNumber)}</dd>
        </dl>
      </Dialog>

      <ConfirmDialog
        open={licenceChange !== null}
        onOpenChange={(open) => !open && setLicenceChange(null)}
        title={<Trans>Change the licence type?</Trans>}
        description={<Trans>The codes, validities and scans of the licence you entered are cleared. The company name and address stay.</Trans>}
        cancelLabel={<Trans>Keep</Trans>}
        confirmLabel={<Trans>Change and clear</Trans>}
        onConfirm={() => {
          if (licenceChange) setValue((current) => withLicenceType(current, licenceChange))
          setLicenceChange(null)
        }}
      />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => !open && blocker.status === 'blocked' && blocker.reset()}
        title={<Trans>Leave without saving?</Trans>}
        description={<Trans>The changes to this payout account are not saved. Save a draft to keep them.</Trans>}
        cancelLabel={<Trans>Stay</Trans>}
        confirmLabel={<Trans>Leave</Trans>}
        onConfirm={() => blocker.status === 'blocked' && blocker.proceed()}
      />
    </form>
  )
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

function ReservedPhone({
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

function passwordField(
  field: 'withdrawPassword' | 'withdrawPasswordConfirm', label: string, value: PayoutAccountValue,
  set: (change: Partial<PayoutAccountValue>) => void, error?: FormMessage, hint?: string,
) {
  return (
    <TextField
      label={<>{label}<RequiredMark /></>}
      aria-required
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={PAYOUT_LIMITS.withdrawPassword}
      value={value[field]}
      onChange={(event) => set({ [field]: event.target.value.replace(/\D/g, '') })}
      hint={hint}
      error={error?.key}
      errorParams={error?.params}
      data-field={field}
    />
  )
}

function ScanRules() {
  return <Trans>A colour scan or photo of the original, at most 5 MB; no watermarks, cropping or edits.</Trans>
}

function blankAccount(accountType: PayoutAccountType): PayoutAccountDetails {
  return {
    accountType, shortName: '', email: '', companyKind: 'enterprise', licenceType: 'unified', companyName: '',
    registeredAddress: '', creditCode: '', registrationNumber: '', licenceValidity: NO_VALIDITY, licencePhoto: '',
    orgCode: '', orgCodeValidity: NO_VALIDITY, orgCodePhoto: '', taxNumber: '', taxPhoto: '', personName: '',
    idNumber: '', idValidity: NO_VALIDITY, idFrontPhoto: '', idBackPhoto: '', bankName: '', bankBranch: '',
    bankProvince: '', bankCity: '', cardNumber: '', holderName: '', reservedPhone: '', invoiceProvider: '',
    agreementAccepted: false,
  }
}

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

function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone
}

function groupDigits(card: string): string {
  return card.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ')
}

