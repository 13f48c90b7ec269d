import { useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { can } from '../../../domain/permissions'
import type { Promotion } from '../../../domain/promotion/endpoints'
import {
  checkPromotion, DISCOUNT_MAX_PERCENT, DISCOUNT_MIN_PERCENT, LAST_MINUTE_DAYS, LONG_STAY_NIGHTS, type PromotionInput, type PromotionKind,
} from '../../../domain/promotion/rules'
import type { PromotionState } from '../../../domain/promotion/states'
import { unitToday } from '../../../domain/calendar/zones'
import { minorPerMajor } from '../../../domain/order/amounts'
import { calendarQueries } from '../../data/calendar-queries'
import { permissionSubject, useAuthInfo } from '../../data/identity'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { CheckGroup, ChoiceGroup } from '../../ui/choice-fields'
import { FieldError } from '../../ui/field-error'
import { FilterTabs } from '../../ui/filter-tabs'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { formatMoney } from '../../../domain/money-format'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { TextField } from '../../ui/text-field'
import { KIND_LABELS, PROMOTION_STATE_LABELS, StateBadge } from './market-parts'
import { MARKET_PAGE_SIZE, marketQueries } from './market-queries'
import type { PromotionListSearch } from './market-search'

const STATES: ReadonlyArray<PromotionState | ''> = ['', 'upcoming', 'active', 'ended', 'withdrawn']
type Field = keyof PromotionInput

/**
 * activity/promotion (issue 17): the host's self-service promotions (mainland hosts) by state,
 * and a new one: kind, discount (5 %-90 % off), nights, weekdays, its kind's condition and the
 * listings, checked here as the server checks it and verified before it is made.
 */
export function PromotionsScreen({ search }: { search: PromotionListSearch }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Self-service promotion`)
  const { info } = useAuthInfo()
  const navigate = useNavigate()
  const allowed = info === undefined || can(permissionSubject(info), 'selfPromotionLink')
  const promotions = useQuery({ ...marketQueries.promotions(search.state, search.page), enabled: allowed })
  const [creating, setCreating] = useState(search.unit !== '')
  const go = (next: Partial<PromotionListSearch>) => void navigate({ to: '/activity/promotion', search: { ...search, ...next } })
  if (!allowed) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-gray-900"><Trans>Self-service promotion</Trans></h1>
        <p className="rounded-md bg-amber-50 p-4 text-sm text-amber-900" data-testid="promotion-overseas"><Trans>Self-service promotions are for mainland hosts. The platform's activities are open to you in Event registration.</Trans></p>
        <Link to="/activity/list" search={{ tab: 'open', page: 1, unit: '' }} className="self-start text-sm font-medium text-brand-800 underline"><Trans>Event registration</Trans></Link>
      </div>
    )
  }
  const pages = Math.max(1, Math.ceil((promotions.data?.total ?? 0) / MARKET_PAGE_SIZE))
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900"><Trans>Self-service promotion</Trans></h1>
        {!creating && <Button onClick={() => setCreating(true)} data-testid="new-promotion"><Trans>New promotion</Trans></Button>}
      </div>
      <p className="text-sm text-gray-700">
        <Trans>Your own discounts on the nights you choose, paid by you. Discounts do not add up: a night takes its best one, yours or an activity's.</Trans>
      </p>
      {creating && <PromotionForm unit={search.unit} onDone={() => setCreating(false)} />}
      <FilterTabs
        label={t`Show`}
        value={search.state}
        onChange={(state) => go({ state, page: 1 })}
        options={STATES.map((state) => ({ value: state, label: state === '' ? t`All` : i18n._(PROMOTION_STATE_LABELS[state]) }))}
      />
      <QueryBody
        query={promotions}
        failed={<Trans>The promotions could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(d) => d.list.length === 0}
        empty={<Trans>No promotion here yet.</Trans>}
      >
        {(d) => (
          <ul className="flex flex-col gap-3" data-testid="promotions">
            {d.list.map((promotion) => <PromotionRow key={promotion.id} promotion={promotion} />)}
          </ul>
        )}
      </QueryBody>
      <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
    </div>
  )
}

export function PromotionSummary({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useLingui()
  const weekdays = [t`Sun`, t`Mon`, t`Tue`, t`Wed`, t`Thu`, t`Fri`, t`Sat`]
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <div><dt className="inline text-gray-700"><Trans>Kind</Trans>: </dt><dd className="inline">{i18n._(KIND_LABELS[promotion.kind])}</dd></div>
      <div><dt className="inline text-gray-700"><Trans>Nights</Trans>: </dt><dd className="inline">{promotion.stayFrom} – {promotion.stayTo}{promotion.weekdays.length > 0 && ` (${promotion.weekdays.map((d) => weekdays[d]).join(', ')})`}</dd></div>
      {promotion.daysBefore !== null && <div><dt className="inline text-gray-700"><Trans>Booked at most</Trans>: </dt><dd className="inline"><Trans>{promotion.daysBefore} days ahead</Trans></dd></div>}
      {promotion.minNights !== null && <div><dt className="inline text-gray-700"><Trans>Stays of at least</Trans>: </dt><dd className="inline"><Trans>{promotion.minNights} nights</Trans></dd></div>}
      <div><dt className="inline text-gray-700"><Trans>Listings</Trans>: </dt><dd className="inline">{promotion.units.map((u) => u.title).join(', ')}</dd></div>
      <div><dt className="inline text-gray-700"><Trans>Orders priced by it</Trans>: </dt><dd className="inline">{promotion.orders}</dd></div>
    </dl>
  )
}

function PromotionRow({ promotion }: { promotion: Promotion }) {
  const { i18n } = useLingui()
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="promotion" data-promotion-id={promotion.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-gray-900">{promotion.name}</p>
        <div className="flex items-center gap-2">
          <span className="text-lg font-semibold text-brand-800"><Trans>{promotion.discountPercent}% off</Trans></span>
          <StateBadge state={promotion.state} label={i18n._(PROMOTION_STATE_LABELS[promotion.state])} />
        </div>
      </div>
      <div className="mt-2"><PromotionSummary promotion={promotion} /></div>
      <Link to="/promotion/detail" search={{ id: promotion.id }} className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
        <Trans>Details</Trans>
      </Link>
    </li>
  )
}

type Draft = { name: string; kind: PromotionKind; discount: string; stayFrom: string; stayTo: string; weekdays: string[]; daysBefore: string; minNights: string; unitIds: string[] }

function toInput(draft: Draft): PromotionInput {
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v))
  return {
    name: draft.name, kind: draft.kind, discountPercent: num(draft.discount), stayFrom: draft.stayFrom, stayTo: draft.stayTo,
    weekdays: draft.weekdays.map(Number).sort(), daysBefore: draft.kind === 'lastMinute' ? num(draft.daysBefore) : null,
    minNights: draft.kind === 'longStay' ? num(draft.minNights) : null, unitIds: draft.unitIds,
  }
}

function PromotionForm({ unit, onDone }: { unit: string; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const offline = useOffline()
  const units = useQuery(calendarQueries.units())
  const today = unitToday('CHN', Date.now())
  const [draft, setDraft] = useState<Draft>({
    name: '', kind: 'discount', discount: '', stayFrom: today, stayTo: today, weekdays: [], daysBefore: '3', minNights: '3', unitIds: unit ? [unit] : [],
  })
  const [errors, setErrors] = useState<Partial<Record<Field, FormMessage>>>({})
  const [formError, setFormError] = useState<FormMessage | null>(null)
  const [preview, setPreview] = useState<{ nights: number; examples: Array<{ unitId: string; title: string; date: string; before: number; after: number; currency: string }> } | null>(null)
  const [busy, setBusy] = useState<null | 'verify' | 'save'>(null)
  const id = useRef(crypto.randomUUID())
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    setPreview(null)
    const field = (key === 'discount' ? 'discountPercent' : key) as Field
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const FIELDS: Field[] = ['name', 'kind', 'discountPercent', 'stayFrom', 'stayTo', 'weekdays', 'daysBefore', 'minNights', 'unitIds']

  const checked = (): PromotionInput | null => {
    const input = toInput(draft)
    const found = checkPromotion(input, today)
    if (found.length > 0) {
      setErrors(Object.fromEntries(found.map((f) => [f.field, { key: f.key, params: f.params }])))
      return null
    }
    return input
  }
  const run = async (what: 'verify' | 'save', event?: FormEvent) => {
    event?.preventDefault()
    setFormError(null)
    const input = checked()
    if (!input) return
    setBusy(what)
    try {
      if (what === 'verify') {
        setPreview(await call('promotionVerify', { value: input }, { hideMessage: true }))
      } else {
        const saved = await call('promotionSave', { id: id.current, value: input }, { hideMessage: true })
        void queryClient.invalidateQueries({ queryKey: marketQueries.all })
        onDone()
        void navigate({ to: '/promotion/detail', search: { id: saved.id } })
      }
    } catch (failure) {
      const found = errorsFromFailure(failure, FIELDS)
      setErrors(found.fields)
      setFormError(found.form)
    } finally {
      setBusy(null)
    }
  }

  const kinds = (['discount', 'lastMinute', 'longStay'] as const).map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }))
  const weekdayOptions = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: String(d), label: [t`Sun`, t`Mon`, t`Tue`, t`Wed`, t`Thu`, t`Fri`, t`Sat`][d]! }))
  return (
    <form onSubmit={(event) => void run('save', event)} noValidate className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-4 shadow-sm" data-testid="promotion-form" aria-label={t`New promotion`}>
      <h2 className="text-lg font-semibold text-gray-900"><Trans>New promotion</Trans></h2>
      <TextField label={t({ message: 'Name', context: 'promotion' })} value={draft.name} maxLength={60} onChange={(e) => set('name', e.target.value)} error={errors.name?.key} errorParams={errors.name?.params} />
      <ChoiceGroup label={t`Kind`} value={draft.kind} options={kinds} onChange={(v) => set('kind', v as PromotionKind)} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t`Discount (% off)`} inputMode="numeric" value={draft.discount} onChange={(e) => set('discount', e.target.value)}
          hint={t`${DISCOUNT_MIN_PERCENT}% to ${DISCOUNT_MAX_PERCENT}% off`} error={errors.discountPercent?.key} errorParams={errors.discountPercent?.params}
        />
        <TextField label={t`First night`} type="date" value={draft.stayFrom} min={today} onChange={(e) => set('stayFrom', e.target.value)} error={errors.stayFrom?.key} errorParams={errors.stayFrom?.params} />
        <TextField label={t`Last night`} type="date" value={draft.stayTo} min={draft.stayFrom} onChange={(e) => set('stayTo', e.target.value)} error={errors.stayTo?.key} errorParams={errors.stayTo?.params} />
      </div>
      {draft.kind === 'lastMinute' && (
        <TextField label={t`Booked at most this many days ahead`} inputMode="numeric" value={draft.daysBefore} onChange={(e) => set('daysBefore', e.target.value)}
          hint={t`${LAST_MINUTE_DAYS.min} to ${LAST_MINUTE_DAYS.max} days`} error={errors.daysBefore?.key} errorParams={errors.daysBefore?.params} />
      )}
      {draft.kind === 'longStay' && (
        <TextField label={t`Stays of at least (nights)`} inputMode="numeric" value={draft.minNights} onChange={(e) => set('minNights', e.target.value)}
          hint={t`${LONG_STAY_NIGHTS.min} to ${LONG_STAY_NIGHTS.max} nights`} error={errors.minNights?.key} errorParams={errors.minNights?.params} />
      )}
      <CheckGroup label={t`Only these weekdays (none chosen: every day)`} values={draft.weekdays} options={weekdayOptions} onChange={(v) => set('weekdays', v)} error={errors.weekdays} />
      <QueryBody query={units} failed={<Trans>Your listings could not be loaded. Check the connection and try again.</Trans>}>
        {(data) => (
          <CheckGroup
            label={t`Listings`}
            values={draft.unitIds}
            options={data.units.filter((u) => u.status === 'online').map((u) => ({ value: u.unitId, label: u.title }))}
            onChange={(v) => set('unitIds', v)}
            error={errors.unitIds}
          />
        )}
      </QueryBody>
      {preview && (
        <div className="rounded-md bg-brand-50 p-3 text-sm text-gray-900" data-testid="promotion-preview" role="status">
          <p className="font-medium"><Plural value={preview.nights} one="It can price # night. For example:" other="It can price # nights. For example:" /></p>
          <ul className="mt-1">
            {preview.examples.map((ex) => (
              <li key={ex.unitId}>{ex.title}, {ex.date}: <s>{formatMoney(ex.before * minorPerMajor(ex.currency), ex.currency, i18n.locale)}</s> → <strong>{formatMoney(ex.after * minorPerMajor(ex.currency), ex.currency, i18n.locale)}</strong></li>
            ))}
          </ul>
        </div>
      )}
      {formError && <FieldError messageKey={formError.key} params={formError.params} />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" loading={busy === 'verify'} disabled={offline || busy !== null} onClick={() => void run('verify')} data-testid="promotion-verify">
          <Trans>Check it</Trans>
        </Button>
        <Button type="submit" loading={busy === 'save'} disabled={offline || busy !== null} data-testid="promotion-save">
          <Trans>Create promotion</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}><Trans>Cancel</Trans></Button>
      </div>
      {offline && <p className="text-xs text-gray-700"><Trans>Needs a connection: a promotion is checked against your other promotions before it is made.</Trans></p>}
    </form>
  )
}
