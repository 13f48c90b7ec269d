import { useState, type FormEvent } from 'react'
import { MessageText } from '../../shell/message-text-view'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { InvoiceTitle, ShippingAddress } from '../../../domain/invoice/endpoints'
import {
  ADDRESS_LIMITS, INVOICE_TYPES, invoiceTitleChecks, shippingAddressChecks, TITLE_LIMITS,
  type InvoiceTitleValue, type InvoiceType, type ShippingAddressValue,
} from '../../../domain/invoice/rules'
import { geoQueries } from '../../data/geo'
import { AppLink } from '../../shell/app-link'
import { MerchantGated } from '../../shell/merchant-gate'
import { useMessageText } from '../../shell/message-text'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { CheckGroup, ChoiceGroup } from '../../ui/choice-fields'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Dialog } from '../../ui/dialog'
import { errorsFromFailure, type FormErrors } from '../../ui/form-errors'
import { QueryBody } from '../../ui/query-body'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useTextForm } from '../../ui/use-text-form'
import { useToast } from '../../ui/toast'
import { invoiceQueries } from './invoice-queries'
import { TYPE_TEXTS } from './invoice-texts'

/**
 * settle/invoiceInfo (issue 16): the host's invoice titles (every field required) and the
 * address book paper invoices are mailed to (add, edit, delete, one default).
 */
export function InvoiceInfoScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Invoice information`)
  return (
    <MerchantGated>
      <InvoiceInfo />
    </MerchantGated>
  )
}

function InvoiceInfo() {
  const { t } = useLingui()
  const titles = useQuery(invoiceQueries.titles())
  const addresses = useQuery(invoiceQueries.addresses())
  const [editingTitle, setEditingTitle] = useState<InvoiceTitle | 'new' | null>(null)
  const [editingAddress, setEditingAddress] = useState<ShippingAddress | 'new' | null>(null)
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Invoice information</Trans>
        </h1>
        <AppLink to="/settle/invoice" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          <Trans>Invoices</Trans>
        </AppLink>
      </div>

      <Card
        title={t`Invoice titles`}
        actions={<Button size="sm" onClick={() => setEditingTitle('new')}><Trans>Add a title</Trans></Button>}
      >
        <QueryBody
          query={titles}
          failed={<Trans>The titles could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={<Trans>No invoice title yet. Add the company the invoices are made out to.</Trans>}
        >
          {(data) => (
            <ul className="flex flex-col gap-3" data-testid="invoice-titles">
              {data.list.map((title) => <TitleRow key={title.id} title={title} onEdit={() => setEditingTitle(title)} />)}
            </ul>
          )}
        </QueryBody>
      </Card>

      <Card
        title={t`Recipient addresses`}
        actions={<Button size="sm" onClick={() => setEditingAddress('new')}><Trans>Add an address</Trans></Button>}
      >
        <QueryBody
          query={addresses}
          failed={<Trans>The addresses could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={<Trans>No address yet. Paper invoices are mailed to the address you choose.</Trans>}
        >
          {(data) => (
            <ul className="flex flex-col gap-3" data-testid="shipping-addresses">
              {data.list.map((address) => <AddressRow key={address.id} address={address} onEdit={() => setEditingAddress(address)} />)}
            </ul>
          )}
        </QueryBody>
      </Card>

      {editingTitle && <TitleDialog title={editingTitle === 'new' ? null : editingTitle} onClose={() => setEditingTitle(null)} />}
      {editingAddress && <AddressDialog address={editingAddress === 'new' ? null : editingAddress} onClose={() => setEditingAddress(null)} />}
    </div>
  )
}

function useRemove(key: 'invoiceTitleDelete' | 'shippingAddressDelete' | 'shippingAddressSetDefault', done: string) {
  const queryClient = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: (id: string) => call(key, { id }, { hideMessage: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.all })
      toast.show(done, 'success')
    },
    onError: (error) => {
      // "Delete Failed: <reason>" / "Setting failed: <reason>" (decision 0080)
      const form = errorsFromFailure(error, []).form
      toast.show(<MessageText messageKey={form?.key ?? 'operationFailed'} params={form?.params} />, 'error')
    },
  })
}

function TitleRow({ title, onEdit }: { title: InvoiceTitle; onEdit: () => void }) {
  const { t, i18n } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const remove = useRemove('invoiceTitleDelete', t`Title deleted`)
  const v = title.value
  return (
    <li className="rounded-md border border-gray-200 p-3" data-testid="invoice-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{v.companyName}</p>
          <p className="text-sm text-gray-700">{i18n._(TYPE_TEXTS[v.invoiceType])} · {v.taxpayerId}</p>
          <p className="text-xs text-gray-700">{v.companyAddress} · {v.companyPhone}</p>
          <p className="text-xs text-gray-700">{v.bankName} {v.bankAccount} · {v.email}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}><Trans>Edit</Trans></Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}><Trans>Delete</Trans></Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete this title?`}
        description={t`Invoices already applied for keep it; new applications cannot use it.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t`Delete`}
        onConfirm={() => remove.mutate(title.id)}
      />
    </li>
  )
}

function AddressRow({ address, onEdit }: { address: ShippingAddress; onEdit: () => void }) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const remove = useRemove('shippingAddressDelete', t`Address deleted`)
  const makeDefault = useRemove('shippingAddressSetDefault', t`Default address changed`)
  const v = address.value
  return (
    <li className="rounded-md border border-gray-200 p-3" data-testid="shipping-address" data-default={address.isDefault}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-gray-900">
            {v.name} · {v.mobile} {address.isDefault && <Badge tone="success"><Trans>Default</Trans></Badge>}
          </p>
          <p className="text-sm text-gray-700">{address.region} {v.detail}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!address.isDefault && <Button size="sm" variant="ghost" onClick={() => makeDefault.mutate(address.id)}><Trans>Make default</Trans></Button>}
          <Button size="sm" variant="secondary" onClick={onEdit}><Trans>Edit</Trans></Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}><Trans>Delete</Trans></Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete this address?`}
        description={t`Invoices already applied for are still mailed to it.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t`Delete`}
        onConfirm={() => remove.mutate(address.id)}
      />
    </li>
  )
}

/**
 * The save of a title or an address: refreshes invoicing's reads and closes on success; a refusal
 * lands next to its field (the server names it `value.<field>`) or as the form's alert, and
 * nothing typed is lost.
 */
function useEntrySave<F extends string>(save: () => Promise<unknown>, fields: readonly F[], done: string, onClose: () => void, setErrors: (errors: FormErrors<F>) => void) {
  const queryClient = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.all })
      toast.show(done, 'success')
      onClose()
    },
    onError: (error) => {
      const placed = errorsFromFailure(error, fields.map((f) => `value.${f}`))
      const [field] = Object.keys(placed.fields) as Array<`value.${F}`>
      setErrors(field ? { fields: { [field.slice(6)]: placed.fields[field] } as FormErrors<F>['fields'], form: null } : { fields: {}, form: placed.form })
    },
  })
}

/** Every failing check of a form at once, each with its field's length limit for a tooLong. */
function failingFields<F extends string>(checks: ReadonlyArray<readonly [F, string | null]>, limits: Readonly<Record<string, number>>): FormErrors<F>['fields'] {
  return Object.fromEntries(checks.filter(([, key]) => key !== null).map(([field, key]) => [field, { key: key!, params: { max: limits[field] ?? 0 } }])) as unknown as FormErrors<F>['fields']
}

const EMPTY_TITLE: InvoiceTitleValue = { companyName: '', taxpayerId: '', invoiceType: 'eInvoice', companyAddress: '', companyPhone: '', bankName: '', bankAccount: '', email: '' }
type TitleField = keyof InvoiceTitleValue

/** Adds or edits a title: every field required, checked here by the rule the server applies; a refusal keeps what was typed. */
function TitleDialog({ title, onClose }: { title: InvoiceTitle | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const [id] = useState(() => title?.id ?? crypto.randomUUID())
  const { value, errors, setErrors, set, field } = useTextForm<InvoiceTitleValue, TitleField>('title', title?.value ?? EMPTY_TITLE)
  const save = useEntrySave(() => call('invoiceTitleSave', { id, value }, { hideMessage: true }), Object.keys(EMPTY_TITLE) as TitleField[], t`Title saved`, onClose, setErrors)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = failingFields(invoiceTitleChecks(value), TITLE_LIMITS)
    const [first] = Object.keys(fields)
    if (first) {
      setErrors({ fields, form: null })
      document.getElementById(`title-${first}`)?.focus()
      return
    }
    save.mutate()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title ? t`Edit the invoice title` : t`Add an invoice title`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}><Trans>Cancel</Trans></Button>
          <Button type="submit" form="invoice-title-form" disabled={save.isPending}><Trans>Save</Trans></Button>
        </>
      }
    >
      <form id="invoice-title-form" onSubmit={submit} noValidate className="flex flex-col gap-3">
        {errors.form && <p role="alert" className="text-sm text-red-800">{text(errors.form.key, errors.form.params)}</p>}
        {field('companyName', t`Company name`, { maxLength: TITLE_LIMITS.companyName })}
        {field('taxpayerId', t`Taxpayer ID`, { maxLength: 20 })}
        <ChoiceGroup
          label={t`Invoice type`}
          value={value.invoiceType}
          options={INVOICE_TYPES.map((type: InvoiceType) => ({ value: type, label: i18n._(TYPE_TEXTS[type]) }))}
          onChange={(next) => set('invoiceType')(next)}
          required
        />
        {field('companyAddress', t`Company address`, { maxLength: TITLE_LIMITS.companyAddress })}
        {field('companyPhone', t`Company phone`, { inputMode: 'tel', maxLength: 20 })}
        {field('bankName', t`Bank`, { maxLength: TITLE_LIMITS.bankName })}
        {field('bankAccount', t`Bank account`, { inputMode: 'numeric', maxLength: 34 })}
        {field('email', t`Receiving e-mail`, { inputMode: 'email', type: 'email', maxLength: 254 })}
      </form>
    </Dialog>
  )
}

const EMPTY_ADDRESS: ShippingAddressValue = { name: '', mobile: '', provinceId: '', cityId: '', districtId: '', detail: '' }
type AddressField = keyof ShippingAddressValue

/** Adds or edits an address: recipient, mobile, region (province, city, district) and the detailed address. */
function AddressDialog({ address, onClose }: { address: ShippingAddress | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const [id] = useState(() => address?.id ?? crypto.randomUUID())
  const [value, setValue] = useState<ShippingAddressValue>(address?.value ?? EMPTY_ADDRESS)
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false)
  const [errors, setErrors] = useState<FormErrors<AddressField>>({ fields: {}, form: null })
  const provinces = useQuery(geoQueries.list('province'))
  const cities = useQuery({ ...geoQueries.list('city', value.provinceId), enabled: value.provinceId !== '' })
  const districts = useQuery({ ...geoQueries.list('district', value.cityId), enabled: value.cityId !== '' })
  const nameOf = (node: { name: string; enname: string }) => (i18n.locale === 'zh' ? node.name : node.enname || node.name)
  const update = (patch: Partial<ShippingAddressValue>) => {
    setValue((v) => ({ ...v, ...patch }))
    setErrors((e) => {
      const fields = { ...e.fields }
      for (const key of Object.keys(patch)) delete fields[key as AddressField]
      return { fields, form: null }
    })
  }
  const save = useEntrySave(() => call('shippingAddressSave', { id, value, isDefault }, { hideMessage: true }), Object.keys(EMPTY_ADDRESS) as AddressField[], t`Address saved`, onClose, setErrors)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = failingFields(shippingAddressChecks(value), ADDRESS_LIMITS)
    if (Object.keys(fields).length > 0) return setErrors({ fields, form: null })
    save.mutate()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={address ? t`Edit the address` : t`Add an address`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}><Trans>Cancel</Trans></Button>
          <Button type="submit" form="shipping-address-form" disabled={save.isPending}><Trans>Save</Trans></Button>
        </>
      }
    >
      <form id="shipping-address-form" onSubmit={submit} noValidate className="flex flex-col gap-3">
        {errors.form && <p role="alert" className="text-sm text-red-800">{text(errors.form.key, errors.form.params)}</p>}
        <TextField label={t`Recipient`} value={value.name} maxLength={ADDRESS_LIMITS.name} required
          onChange={(e) => update({ name: e.target.value })} error={errors.fields.name?.key} errorParams={errors.fields.name?.params} />
        <TextField label={t`Mobile number`} value={value.mobile} inputMode="tel" maxLength={13} required
          onChange={(e) => update({ mobile: e.target.value })} error={errors.fields.mobile?.key} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Select label={t`Province`} value={value.provinceId || undefined} placeholder={t`Choose`}
            options={(provinces.data ?? []).map((p) => ({ value: p.id, label: nameOf(p) }))}
            onValueChange={(provinceId) => update({ provinceId, cityId: '', districtId: '' })} error={errors.fields.provinceId?.key} />
          <Select label={t`City`} value={value.cityId || undefined} placeholder={t`Choose`} disabled={!value.provinceId}
            options={(cities.data ?? []).map((c) => ({ value: c.id, label: nameOf(c) }))}
            onValueChange={(cityId) => update({ cityId, districtId: '' })} error={errors.fields.cityId?.key} />
          <Select label={t`District`} value={value.districtId || undefined} placeholder={t`Choose`} disabled={!value.cityId || (districts.data ?? []).length === 0}
            options={(districts.data ?? []).map((d) => ({ value: d.id, label: nameOf(d) }))}
            onValueChange={(districtId) => update({ districtId })} error={errors.fields.districtId?.key} />
        </div>
        <TextField label={t`Detailed address`} value={value.detail} maxLength={ADDRESS_LIMITS.detail} required
          onChange={(e) => update({ detail: e.target.value })} error={errors.fields.detail?.key} errorParams={errors.fields.detail?.params} />
        <CheckGroup
          label={t`Default`}
          values={isDefault ? ['default'] : []}
          options={[{ value: 'default', label: t`Use as the default address` }]}
          onChange={(values) => setIsDefault(values.includes('default'))}
        />
      </form>
    </Dialog>
  )
}
