import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call, openStream } from '../../../client/api'
import type { Invoice, InvoicePeriod } from '../../../domain/invoice/endpoints'
import { INVOICE_STATES, MAX_INVOICE_MONTHS, type InvoiceState } from '../../../domain/invoice/rules'
import { AppLink } from '../../shell/app-link'
import { MerchantGated } from '../../shell/merchant-gate'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { CheckGroup, TextArea } from '../../ui/choice-fields'
import { Dialog } from '../../ui/dialog'
import { errorsFromFailure, type FormErrors, type FormMessage } from '../../ui/form-errors'
import { formatMoney } from '../../../domain/money-format'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { Select } from '../../ui/select'
import { StreamExport } from '../../ui/stream-export'
import { useToast } from '../../ui/toast'
import { INVOICE_PAGE_SIZE, invoiceQueries } from './invoice-queries'
import type { InvoiceSearch } from './invoice-search'
import { MAILING_TEXTS, REVERSAL_TEXTS, STATE_TEXTS, TYPE_TEXTS } from './invoice-texts'

/**
 * settle/invoice (issue 16): the bill months whose platform fees can be invoiced (from January
 * 2022, once every stay of the month is settled), applying for one invoice over some of them with
 * a title and a recipient address, the invoices with their progress, mailing and red reversal,
 * and their download. Blocked, with the reason, without real-name authentication or a listing
 * that passed review.
 */
export function InvoicesScreen({ search }: { search: InvoiceSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Invoices`)
  return (
    <MerchantGated>
      <Invoices search={search} />
    </MerchantGated>
  )
}

function Invoices({ search }: { search: InvoiceSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const offline = useOffline()
  const text = useMessageText()
  const periods = useQuery(invoiceQueries.periods())
  const invoices = useQuery(invoiceQueries.invoices(search.state, search.page))
  const [chosen, setChosen] = useState<string[]>([])
  const [applying, setApplying] = useState(false)
  const go = (next: Partial<InvoiceSearch>) => void navigate({ to: '/settle/invoice', search: { ...search, ...next } })
  const money = (fen: number) => formatMoney(fen, 'RMB', i18n.locale)
  const monthName = (m: string) => i18n.date(new Date(`${m}-01T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const blocked = periods.data?.blocked ?? null
  const open = (periods.data?.list ?? []).filter((p) => p.state === 'canApply')
  const selected = open.filter((p) => chosen.includes(p.month))
  const pages = Math.max(1, Math.ceil((invoices.data?.total ?? 0) / INVOICE_PAGE_SIZE))

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Invoices</Trans>
        </h1>
        <AppLink to="/settle/invoiceInfo" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          <Trans>Invoice titles and addresses</Trans>
        </AppLink>
      </div>
      <p className="text-sm text-gray-700">
        <Trans>The platform invoices the service fees it charged on your stays, by monthly bill, from January 2022 on, once every stay of the month is settled.</Trans>
      </p>

      {blocked && (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="invoice-blocked">
          {text(blocked)}
          {' '}
          {blocked === 'invoiceRealNameRequired'
            ? <AppLink to="/complete" className="font-medium underline"><Trans>Authenticate now</Trans></AppLink>
            : <AppLink to="/house/houseInfo" className="font-medium underline"><Trans>See your listings</Trans></AppLink>}
        </div>
      )}

      <Card title={t`Bills you can invoice`}>
        <QueryBody
          query={periods}
          failed={<Trans>The bills could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={<Trans>No bill to invoice yet: the fees of a month can be invoiced once the month is over and its stays are settled.</Trans>}
        >
          {(data) => (
            <div className="flex flex-col gap-3" data-testid="invoice-periods">
              {open.length > 0 && (
                <CheckGroup
                  label={t`Choose the months (at most ${MAX_INVOICE_MONTHS})`}
                  values={chosen}
                  options={open.map((p) => ({ value: p.month, label: t`${monthName(p.month)}: ${money(p.fees)} in fees on ${p.orders} stays` }))}
                  onChange={(values) => setChosen(values.slice(0, MAX_INVOICE_MONTHS))}
                />
              )}
              <PeriodNotes periods={data.list} monthName={monthName} money={money} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-gray-800" aria-live="polite">
                  {selected.length > 0 && <Trans>Selected: {money(selected.reduce((n, p) => n + p.fees, 0))}</Trans>}
                </p>
                <Button disabled={selected.length === 0 || blocked !== null || offline} onClick={() => setApplying(true)} title={offline ? t`Applying needs a connection` : undefined}>
                  <Trans>Apply for an invoice</Trans>
                </Button>
              </div>
            </div>
          )}
        </QueryBody>
      </Card>

      <section aria-labelledby="invoices-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="invoices-heading" className="text-lg font-semibold text-gray-900">
            <Trans>Your invoices</Trans>
          </h2>
          <StreamExport
            testId="invoice-download"
            offline={offline}
            empty={invoices.data?.total === 0}
            open={(lang, signal) => openStream('invoiceDownload', { state: search.state, lang }, { hideMessage: true, signal })}
          />
        </div>
        <div className="max-w-xs">
          <Select
            label={t`State`}
            value={search.state || 'all'}
            options={[{ value: 'all', label: t`All` }, ...INVOICE_STATES.map((state) => ({ value: state, label: i18n._(STATE_TEXTS[state]) }))]}
            onValueChange={(value) => go({ state: value === 'all' ? '' : (value as InvoiceState), page: 1 })}
          />
        </div>
        <QueryBody
          query={invoices}
          failed={<Trans>The invoices could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={search.state ? <Trans>No invoice in this state.</Trans> : <Trans>No invoice applied for yet.</Trans>}
        >
          {(data) => (
            <ul className="flex flex-col gap-3" data-testid="invoices">
              {data.list.map((invoice) => <InvoiceRow key={invoice.invoiceNo} invoice={invoice} />)}
            </ul>
          )}
        </QueryBody>
        <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
      </section>

      {applying && <ApplyDialog months={selected} onClose={(done) => {
        setApplying(false)
        if (done) setChosen([])
      }} />}
    </div>
  )
}

function PeriodNotes({ periods, monthName, money }: { periods: readonly InvoicePeriod[]; monthName: (m: string) => string; money: (fen: number) => string }) {
  const waiting = periods.filter((p) => p.state !== 'canApply')
  if (waiting.length === 0) return null
  return (
    <ul className="flex flex-col gap-1 text-sm text-gray-700">
      {waiting.map((p) => (
        <li key={p.month} data-testid="invoice-period" data-state={p.state}>
          {p.state === 'applied'
            ? <Trans>{monthName(p.month)} ({money(p.fees)}): on invoice {p.invoiceNo}</Trans>
            : <Trans>{monthName(p.month)} ({money(p.fees)}): some stays are not settled yet</Trans>}
        </li>
      ))}
    </ul>
  )
}

type ApplyField = 'titleId' | 'addressId' | 'months'

/** One application: a title and a recipient address (both required), over the months chosen. */
function ApplyDialog({ months, onClose }: { months: readonly InvoicePeriod[]; onClose: (done: boolean) => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const toast = useToast()
  const text = useMessageText()
  const titles = useQuery(invoiceQueries.titles())
  const addresses = useQuery(invoiceQueries.addresses())
  const [titleId, setTitleId] = useState('')
  const [addressId, setAddressId] = useState('')
  const [errors, setErrors] = useState<FormErrors<ApplyField>>({ fields: {}, form: null })
  const defaultAddress = addresses.data?.list.find((a) => a.isDefault)?.id ?? ''
  const chosenAddress = addressId || defaultAddress
  const chosenTitle = titleId || (titles.data?.list.length === 1 ? titles.data.list[0]!.id : '')
  const money = (fen: number) => formatMoney(fen, 'RMB', i18n.locale)
  const apply = useMutation({
    mutationFn: () => call('invoiceApply', { months: months.map((m) => m.month), titleId: chosenTitle, addressId: chosenAddress }, { hideMessage: true }),
    onSuccess: (invoice) => {
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.all })
      toast.show(t`Invoice ${invoice.invoiceNo} applied for`, 'success')
      onClose(true)
    },
    onError: (error) => setErrors(errorsFromFailure(error, ['titleId', 'addressId', 'months'] as const)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields: FormErrors<ApplyField>['fields'] = {}
    if (!chosenTitle) fields.titleId = { key: 'invoiceTitleRequired' }
    if (!chosenAddress) fields.addressId = { key: 'invoiceAddressRequired' }
    setErrors({ fields, form: null })
    if (Object.keys(fields).length === 0) apply.mutate()
  }
  const formError: FormMessage | null = errors.form ?? errors.fields.months ?? null
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={t`Apply for an invoice`}
      footer={
        <>
          <Button variant="ghost" onClick={() => onClose(false)}><Trans>Cancel</Trans></Button>
          <Button type="submit" form="invoice-apply-form" loading={apply.isPending}><Trans>Submit invoice request</Trans></Button>
        </>
      }
    >
      <form id="invoice-apply-form" onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-gray-800">
          <Plural value={months.length} one="# month" other="# months" />: {money(months.reduce((n, m) => n + m.fees, 0))}
        </p>
        {formError && <p role="alert" className="text-sm text-red-800">{text(formError.key, formError.params)}</p>}
        <Select
          label={t`Invoice title`}
          value={chosenTitle || undefined}
          placeholder={t`Choose`}
          options={(titles.data?.list ?? []).map((title) => ({ value: title.id, label: `${title.value.companyName} · ${i18n._(TYPE_TEXTS[title.value.invoiceType])}` }))}
          onValueChange={(value) => {
            setTitleId(value)
            setErrors((e) => ({ fields: { ...e.fields, titleId: undefined }, form: null }))
          }}
          error={errors.fields.titleId?.key}
        />
        <Select
          label={t`Recipient address`}
          value={chosenAddress || undefined}
          placeholder={t`Choose`}
          options={(addresses.data?.list ?? []).map((a) => ({ value: a.id, label: `${a.value.name} · ${a.region} ${a.value.detail}` }))}
          onValueChange={(value) => {
            setAddressId(value)
            setErrors((e) => ({ fields: { ...e.fields, addressId: undefined }, form: null }))
          }}
          error={errors.fields.addressId?.key}
        />
        {(titles.data?.list.length === 0 || addresses.data?.list.length === 0) && (
          <p className="text-sm text-gray-700">
            <Trans>Add a title and an address first in</Trans>{' '}
            <AppLink to="/settle/invoiceInfo" className="text-brand-700 underline"><Trans>invoice information</Trans></AppLink>.
          </p>
        )}
      </form>
    </Dialog>
  )
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui()
  const [reversing, setReversing] = useState(false)
  const when = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  const months = invoice.months.map((m) => i18n.date(new Date(`${m}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' })).join(', ')
  const tone = invoice.state === 'failed' || invoice.state === 'lapsed' ? 'neutral' : invoice.state === 'issued' || invoice.state === 'posted' ? 'success' : 'neutral'
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3" data-testid="invoice" data-invoice={invoice.invoiceNo} data-state={invoice.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{invoice.invoiceNo}</p>
          <p className="text-sm text-gray-700">{months} · {i18n._(TYPE_TEXTS[invoice.invoiceType])}</p>
          <p className="text-sm text-gray-700">{invoice.title.companyName}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={tone}>{i18n._(STATE_TEXTS[invoice.state])}</Badge>
          <span className="text-sm font-semibold tabular-nums">{formatMoney(invoice.amount, 'RMB', i18n.locale)}</span>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-1 text-xs text-gray-700 sm:grid-cols-2">
        <div><dt className="inline"><Trans>Applied</Trans>: </dt><dd className="inline">{when(invoice.createdAt)}</dd></div>
        {invoice.issuedNumber && invoice.issuedAt !== null && (
          <div><dt className="inline"><Trans>Invoice number</Trans>: </dt><dd className="inline">{invoice.issuedNumber} ({when(invoice.issuedAt)})</dd></div>
        )}
        {invoice.failReason && <div className="text-red-800"><dt className="inline"><Trans>Why it failed</Trans>: </dt><dd className="inline">{invoice.failReason}</dd></div>}
        {invoice.invoiceType === 'eInvoice'
          ? <div><dt className="inline"><Trans>Sent to</Trans>: </dt><dd className="inline">{invoice.title.email}</dd></div>
          : <div><dt className="inline"><Trans>Mailed to</Trans>: </dt><dd className="inline">{invoice.address.name} · {invoice.address.region} {invoice.address.detail}</dd></div>}
        {invoice.mailing && (
          <div data-testid="invoice-mailing">
            <dt className="inline">{i18n._(MAILING_TEXTS[invoice.mailing.state])}</dt>
            {invoice.mailing.courier && <dd className="inline">: {invoice.mailing.courier} {invoice.mailing.trackingNo}</dd>}
          </div>
        )}
        {invoice.reversal && (
          <div data-testid="invoice-reversal">
            <dt className="inline">{i18n._(REVERSAL_TEXTS[invoice.reversal.state])}</dt>
            <dd className="inline">: {invoice.reversal.reason}{invoice.reversal.note ? ` (${invoice.reversal.note})` : ''}</dd>
          </div>
        )}
      </dl>
      {invoice.canReverse && (
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="secondary" onClick={() => setReversing(true)}>
            <Trans>Ask for a red reversal</Trans>
          </Button>
        </div>
      )}
      {reversing && <ReversalDialog invoice={invoice} onClose={() => setReversing(false)} />}
    </li>
  )
}

/** A red reversal asked with its reason (1-200 characters); the invoicing side answers by system message. */
function ReversalDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const toast = useToast()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<FormMessage | null>(null)
  const ask = useMutation({
    mutationFn: () => call('invoiceReversal', { invoiceNo: invoice.invoiceNo, reason }, { hideMessage: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.all })
      toast.show(t`Red reversal asked for`, 'success')
      onClose()
    },
    onError: (failure) => {
      const placed = errorsFromFailure(failure, ['reason'] as const)
      setError(placed.fields.reason ?? placed.form)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) return setError({ key: 'invoiceReasonRequired' })
    ask.mutate()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Ask for a red reversal of ${invoice.invoiceNo}`}
      description={t`A reversed invoice lapses, and its months can be invoiced again.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}><Trans>Cancel</Trans></Button>
          <Button type="submit" form="invoice-reversal-form" disabled={ask.isPending}><Trans>Ask for it</Trans></Button>
        </>
      }
    >
      <form id="invoice-reversal-form" onSubmit={submit} noValidate>
        <TextArea
          label={t`Why it should be reversed`}
          value={reason}
          maxLength={200}
          required
          onChange={(e) => {
            setReason(e.target.value)
            setError(null)
          }}
          error={error ?? undefined}
          count={`${Array.from(reason).length}/200`}
        />
      </form>
    </Dialog>
  )
}
