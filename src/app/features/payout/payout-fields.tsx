import { useState } from 'react'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { Validity } from '../../../domain/payout/rules'
import { withValidityType } from '../../../domain/payout/rules'
import { geoQueries } from '../../data/geo'
import { ChoiceGroup, RequiredMark } from '../../ui/choice-fields'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import type { FormMessage } from '../../ui/form-errors'
import { ImageUploadField } from '../../ui/image-upload-field'
import type { UploadedImage } from '../../ui/image-upload-field'
import { payoutQueries } from './payout-queries'

export type FieldErrors = Partial<Record<string, FormMessage>>

/**
 * How long a document is valid (decision 0044 point 6): a period (start and end) or long-term
 * (start only). Choosing the other type starts the dates afresh (business rules 4).
 */
export function ValidityField({
  label, name, value, onChange, errors, today,
}: { label: ReactNode; name: string; value: Validity; onChange: (value: Validity) => void; errors: FieldErrors; today: string }) {
  const { t } = useLingui()
  const typeError = errors[`${name}.type`]
  return (
    <div className="flex flex-col gap-2" data-field={name}>
      <ChoiceGroup
        label={label}
        required
        value={value.type}
        onChange={(type) => onChange(withValidityType(value, type as Validity['type']))}
        options={[
          { value: 'period', label: t`Until a date` },
          { value: 'longTerm', label: t`Long-term` },
        ]}
        error={typeError}
      />
      {value.type !== '' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t`Valid from`}
            type="date"
            max={today}
            value={value.start}
            onChange={(event) => onChange({ ...value, start: event.target.value })}
            error={errors[`${name}.start`]?.key}
            errorParams={errors[`${name}.start`]?.params}
            data-field={`${name}.start`}
          />
          {value.type === 'period' && (
            <TextField
              label={t`Valid until`}
              type="date"
              min={value.start || undefined}
              value={value.end}
              onChange={(event) => onChange({ ...value, end: event.target.value })}
              error={errors[`${name}.end`]?.key}
              errorParams={errors[`${name}.end`]?.params}
              data-field={`${name}.end`}
            />
          )}
        </div>
      )}
    </div>
  )
}

/**
 * A colour scan for the account (business rules 5: at most 5 MB, colour, not edited): uploaded
 * to the private folder, then registered through the merchant media upload, whose URL the form
 * sends. A scan the server did not take is cleared with its message.
 */
export function ScanField({
  label, description, url, onChange, error, accountType,
}: { label: string; description: ReactNode; url: string; onChange: (url: string) => void; error?: FormMessage; accountType: 'private' | 'public' }) {
  const [problem, setProblem] = useState<FormMessage | null>(null)
  const [image, setImage] = useState<UploadedImage | null>(() => (url ? { url, domain: `${location.origin}/files`, width: 0, height: 0 } : null))
  const register = async (uploaded: UploadedImage | null) => {
    setProblem(null)
    setImage(uploaded)
    if (!uploaded) return onChange('')
    try {
      const media = await call('merchantMediaUpload', { settleAcctType: accountType, url: uploaded.url, width: uploaded.width, height: uploaded.height }, { hideMessage: true })
      onChange(media.imageUrl)
    } catch (failure) {
      setImage(null)
      onChange('')
      const key = typeof failure === 'object' && failure !== null && 'key' in failure && typeof failure.key === 'string' ? failure.key : 'fileServiceException'
      setProblem({ key })
    }
  }
  return (
    <ImageUploadField
      label={label}
      description={description}
      dir="qualification"
      value={image}
      onChange={(next) => void register(next)}
      error={problem ?? error}
      required
    />
  )
}

export function ScanRules() {
  return <Trans>A colour scan or photo of the original, at most 5 MB; no watermarks, cropping or edits.</Trans>
}

/**
 * The bank: one of the banks in the list, the province and city of the account's branch (the
 * division lists), and the branch, typed or chosen from the branches staff approved there.
 */
export function BankFields({
  bankName, province, city, branch, onChange, errors,
}: {
  bankName: string
  province: string
  city: string
  branch: string
  onChange: (change: Partial<{ bankName: string; bankProvince: string; bankCity: string; bankBranch: string }>) => void
  errors: FieldErrors
}) {
  const { t, i18n } = useLingui()
  const zh = i18n.locale.startsWith('zh')
  const provinces = useQuery(geoQueries.list('province'))
  const provinceId = provinces.data?.find((node) => node.name === province)?.id
  const cities = useQuery({ ...geoQueries.list('city', provinceId), enabled: provinceId !== undefined })
  const branches = useQuery({ ...payoutQueries.branches(bankName, city, branch), enabled: bankName !== '' && city !== '' })
  const banks = useQuery(payoutQueries.banks())
  const listId = 'payout-branch-suggestions'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label={<><Trans>Bank</Trans><RequiredMark /></>}
        value={bankName}
        onValueChange={(value) => onChange({ bankName: value })}
        placeholder={t`Choose the bank`}
        options={(banks.data ?? []).map((bank) => ({ value: bank.name, label: zh ? bank.name : `${bank.enName} (${bank.name})` }))}
        error={errors.bankName?.key}
        className="sm:col-span-2"
      />
      <Select
        label={<><Trans>Province of the branch</Trans><RequiredMark /></>}
        value={province}
        onValueChange={(value) => onChange({ bankProvince: value, bankCity: '' })}
        placeholder={t`Choose the province`}
        options={(provinces.data ?? []).map((node) => ({ value: node.name, label: zh || !node.enname ? node.name : node.enname }))}
        error={errors.bankProvince?.key}
      />
      <Select
        label={<><Trans>City of the branch</Trans><RequiredMark /></>}
        value={city}
        disabled={!provinceId}
        onValueChange={(value) => onChange({ bankCity: value })}
        placeholder={t`Choose the city`}
        options={(cities.data ?? []).map((node) => ({ value: node.name, label: zh || !node.enname ? node.name : node.enname }))}
        error={errors.bankCity?.key}
      />
      <div className="sm:col-span-2">
        <TextField
          label={<><Trans>Branch</Trans><RequiredMark /></>}
          aria-required
          list={listId}
          maxLength={40}
          value={branch}
          onChange={(event) => onChange({ bankBranch: event.target.value })}
          hint={<Trans>As printed on the account's documents, e.g. 杭州西湖支行 (1-40 characters)</Trans>}
          error={errors.bankBranch?.key}
          errorParams={errors.bankBranch?.params}
          data-field="bankBranch"
        />
        <datalist id={listId}>
          {(branches.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
    </div>
  )
}
