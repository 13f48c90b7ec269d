import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { penaltyEndpoints, type ViolationRecord } from '../../../domain/penalty/endpoints'
import { APPEAL_PHOTOS_MAX, APPEAL_TEXT_MAX, checkAppeal, type AppealState, type PenaltyMethod, type PenaltyState, type ViolationType } from '../../../domain/penalty/rules'
import { APPEAL_PHOTO_RULES } from '../../../domain/validators/image'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { TextArea } from '../../ui/choice-fields'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { ImageUploadField, type UploadedImage } from '../../ui/image-upload-field'
import { cx } from '../../ui/cx'
import { FilterTabs } from '../../ui/filter-tabs'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import type { RiskSearch } from './risk-search'
// the texts of this area's message keys come with its screen (decision 0043)
import '../../shell/message-texts/risk'

registerEndpoints('penalty', penaltyEndpoints)

const PAGE_SIZE = 10

const STATE_LABELS: Record<PenaltyState, MessageDescriptor> = { warning: msg`Warning`, inPunishment: msg`In punishment`, lifted: msg`Lifted` }
const TYPE_LABELS: Record<ViolationType, MessageDescriptor> = {
  falseListing: msg`Listing not as described`,
  offPlatformDeal: msg`Deal off the platform`,
  priceViolation: msg`Price violation`,
  guestComplaint: msg`Guest complaint upheld`,
  hygieneSafety: msg`Hygiene or safety`,
  lateImReply: msg`Guest message answered over 60 minutes late`,
  orderRefusal: msg`Orders refused`,
}
const METHOD_LABELS: Record<PenaltyMethod, MessageDescriptor> = {
  warning: msg`Warning`, demotion: msg`Down-ranking`, bottom: msg`Bottom of search results`, blacklist: msg`Blacklist: no bookings`, offline: msg`Offline: no bookings`,
}
const TONES: Record<PenaltyState, string> = { warning: 'bg-amber-100 text-amber-900', inPunishment: 'bg-red-100 text-red-900', lifted: 'bg-gray-200 text-gray-800' }

/**
 * risk/record (issue 18): the host's violation records (number, target, type, state, method and
 * duration, determination time) by state, and while a blacklist or offline penalty is in force,
 * until when guests cannot book (decision 0060).
 */
export function RiskScreen({ search }: { search: RiskSearch }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Violation records`)
  const navigate = useNavigate()
  const records = useQuery({
    queryKey: ['risk', search.state, search.page] as const,
    queryFn: () => call('riskRecordList', { state: search.state, offset: (search.page - 1) * PAGE_SIZE, length: PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
  })
  const go = (next: Partial<RiskSearch>) => void navigate({ to: '/risk/record', search: { ...search, ...next } })
  const data = records.data
  const all = data ? data.counts.warning + data.counts.inPunishment + data.counts.lifted : undefined
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900"><Trans>Violation records</Trans></h1>
      {data?.suspended && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="risk-suspended">
          {data.suspended.until === null
            ? <Trans>Your listings are offline for good: guests cannot book them.</Trans>
            : <Trans>Guests cannot book your listings until {date(data.suspended.until)}.</Trans>}
        </p>
      )}
      <FilterTabs
        label={t`Show`}
        value={search.state}
        onChange={(state) => go({ state, page: 1 })}
        options={(['', 'warning', 'inPunishment', 'lifted'] as const).map((state) => ({
          value: state, label: state === '' ? t`All` : i18n._(STATE_LABELS[state]), count: state === '' ? all : data?.counts[state],
        }))}
      />
      <QueryBody
        query={records}
        failed={<Trans>The records could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(d) => d.list.length === 0}
        empty={<Trans>No violation record. Keep it that way!</Trans>}
      >
        {(d) => (
          <ul className="flex flex-col gap-3" data-testid="risk-records">
            {d.list.map((record) => <RecordCard key={record.id} record={record} />)}
          </ul>
        )}
      </QueryBody>
      <Pager page={search.page} pages={Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE))} onPage={(page) => go({ page })} />
    </div>
  )
}

function RecordCard({ record }: { record: ViolationRecord }) {
  const { t, i18n } = useLingui()
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  const duration = record.permanent ? t`permanent` : record.days === null ? '' : t`${record.days} days`
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="risk-record" data-state={record.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900">{i18n._(TYPE_LABELS[record.type])}</p>
          <p className="text-xs text-gray-700"><Trans>Record {record.id}</Trans></p>
        </div>
        <span className={cx('inline-flex items-center rounded px-2 py-0.5 text-xs font-medium', TONES[record.state])} data-testid="risk-state">{i18n._(STATE_LABELS[record.state])}</span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div><dt className="inline text-gray-700"><Trans>Concerns</Trans>: </dt><dd className="inline">{record.target ? record.target.title : t`Your account`}</dd></div>
        <div><dt className="inline text-gray-700"><Trans>Penalty</Trans>: </dt><dd className="inline" data-testid="risk-method">{i18n._(METHOD_LABELS[record.method])}{duration && `, ${duration}`}</dd></div>
        <div><dt className="inline text-gray-700"><Trans>Determined</Trans>: </dt><dd className="inline">{date(record.determinedAt)}</dd></div>
        {record.endsAt !== null && record.method !== 'warning' && (
          <div><dt className="inline text-gray-700">{record.state === 'inPunishment' ? <Trans>Ends</Trans> : <Trans>Ended</Trans>}: </dt><dd className="inline">{date(record.liftedAt ?? record.endsAt)}</dd></div>
        )}
      </dl>
      {record.note && <p className="mt-2 text-sm text-gray-800">{record.note}</p>}
      {record.appeal && <AppealStatus appeal={record.appeal} />}
      {record.canAppeal && <AppealEntry recordId={record.id} />}
    </li>
  )
}

const APPEAL_LABELS: Record<AppealState, MessageDescriptor> = { pending: msg`Appeal pending`, rejected: msg`Appeal rejected`, successful: msg`Appeal successful` }

function AppealStatus({ appeal }: { appeal: NonNullable<ViolationRecord['appeal']> }) {
  const { i18n } = useLingui()
  const answerBy = i18n.date(new Date(`${appeal.answerBy}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-md bg-gray-50 p-3 text-sm" data-testid="appeal-status" data-state={appeal.state}>
      <p className="font-medium text-gray-900">{i18n._(APPEAL_LABELS[appeal.state])}</p>
      {appeal.state === 'pending' && <p className="text-gray-800"><Trans>The platform answers within 2 working days, by {answerBy}.</Trans></p>}
      {appeal.state === 'rejected' && appeal.reason && <p className="text-gray-800"><Trans>Why: {appeal.reason}</Trans></p>}
      <p className="whitespace-pre-line break-words text-gray-800">{appeal.text}</p>
      {appeal.images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {appeal.images.map((image) => (
            <li key={image.url}><img src={`${image.domain}${image.url}`} alt="" className="size-16 rounded object-cover" loading="lazy" /></li>
          ))}
        </ul>
      )}
    </div>
  )
}

function AppealEntry({ recordId }: { recordId: string }) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => setOpen(true)} data-testid="appeal-open">
        <Trans>Appeal</Trans>
      </Button>
    )
  }
  return <AppealForm recordId={recordId} onCancel={() => setOpen(false)} />
}

type Slot = { key: string; image: UploadedImage | null }

function AppealForm({ recordId, onCancel }: { recordId: string; onCancel: () => void }) {
  const { t } = useLingui()
  const offline = useOffline()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [slots, setSlots] = useState<Slot[]>([{ key: crypto.randomUUID(), image: null }])
  const [issues, setIssues] = useState<{ text?: FormMessage; images?: FormMessage; form?: FormMessage }>({})
  const images = slots.flatMap((slot) => (slot.image ? [slot.image.url] : []))
  const submit = useMutation({
    mutationFn: () => call('riskAppealSubmit', { recordId, text, images }, { hideMessage: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['risk'] }),
    onError: (failure) => {
      const placed = errorsFromFailure(failure, ['text', 'images'])
      setIssues({ ...placed.fields, ...(placed.form ? { form: placed.form } : {}) })
    },
  })
  const send = () => {
    const found = checkAppeal({ text, images })
    if (found.length > 0) {
      setIssues(Object.fromEntries(found.map((f) => [f.field, { key: f.key, params: f.params }])))
      return
    }
    setIssues({})
    submit.mutate()
  }
  const setSlot = (key: string, image: UploadedImage | null) => {
    setIssues((old) => ({ ...old, images: undefined }))
    setSlots((old) => {
      // a photo removed takes its slot away; a failed upload keeps its slot (and its error) in place
      const had = old.find((slot) => slot.key === key)?.image
      const next = image || !had ? old.map((slot) => (slot.key === key ? { ...slot, image } : slot)) : old.filter((slot) => slot.key !== key)
      const filled = next.filter((slot) => slot.image).length
      // one empty slot after the photos, up to 8
      return next.some((slot) => !slot.image) || filled >= APPEAL_PHOTOS_MAX ? next : [...next, { key: crypto.randomUUID(), image: null }]
    })
  }
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-gray-200 pt-3" data-testid="appeal-form">
      <TextArea
        label={t`Why the penalty is wrong`}
        required
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          if (issues.text) setIssues((old) => ({ ...old, text: undefined }))
        }}
        error={issues.text}
        count={`${Array.from(text.trim()).length} / ${APPEAL_TEXT_MAX}`}
        hint={t`The platform answers within 2 working days.`}
        data-testid="appeal-text"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {slots.map((slot, index) => (
          <ImageUploadField
            key={slot.key}
            label={t`Photo ${index + 1}`}
            dir="appeal"
            rules={APPEAL_PHOTO_RULES}
            value={slot.image}
            onChange={(image) => setSlot(slot.key, image)}
          />
        ))}
      </div>
      <p className="text-xs text-gray-700"><Trans>Up to 8 photos, JPG or PNG, each at least 800 × 800 pixels and under 10 MB.</Trans></p>
      <FieldError messageKey={issues.images?.key} params={issues.images?.params} />
      <FieldError messageKey={issues.form?.key} params={issues.form?.params} />
      <div className="flex gap-2">
        <Button onClick={send} loading={submit.isPending} disabled={offline} data-testid="appeal-send"><Trans>Send the appeal</Trans></Button>
        <Button variant="ghost" onClick={onCancel}><Trans>Cancel</Trans></Button>
      </div>
      {offline && <p className="text-xs text-gray-700"><Trans>Needs a connection: photos are uploaded and the appeal sent online. What you wrote stays here.</Trans></p>}
    </div>
  )
}
