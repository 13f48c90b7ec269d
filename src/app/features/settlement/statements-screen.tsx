import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { openStream } from '../../../client/api'
import type { Destination, Statement } from '../../../domain/settlement/endpoints'
import type { StatementState } from '../../../domain/settlement/rules'
import { AppLink } from '../../shell/app-link'
import { MerchantGated } from '../../shell/merchant-gate'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { formatMoney } from '../../../domain/money-format'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { StreamExport } from '../../ui/stream-export'
import { TextField } from '../../ui/text-field'
import { ForeignAccountCard } from './foreign-account-card'
import { Field, SettlementItems, StatementStateBadge, statementHref } from './settlement-parts'
import { ITEM_PAGE_SIZE, STATEMENT_PAGE_SIZE, settlementQueries } from './settlement-queries'
import type { StatementSearch } from './settlement-search'

/**
 * settle/detail (issue 16): the settlement statements, filtered by state, settlement dates and
 * number, ten a page, with where the money goes, the export of their orders, and one statement
 * opened with its orders and split.
 */
export function StatementsScreen({ search }: { search: StatementSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Settlement statements`)
  return (
    <MerchantGated>
      <Statements search={search} />
    </MerchantGated>
  )
}

function Statements({ search }: { search: StatementSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const offline = useOffline()
  const statements = useQuery(settlementQueries.statements(search))
  const go = (next: Partial<StatementSearch>) => void navigate({ to: '/settle/detail', search: { ...search, ...next } })
  const pages = Math.max(1, Math.ceil((statements.data?.total ?? 0) / STATEMENT_PAGE_SIZE))
  const states: Array<{ state: StatementState | ''; label: string }> = [
    { state: '', label: t`All` },
    { state: 'toSettle', label: t`To settle` },
    { state: 'settled', label: t`Settled` },
  ]

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Settlement statements</Trans>
        </h1>
        <AppLink to="/settle/monthlyBillDetail" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          <Trans>Monthly bills</Trans>
        </AppLink>
      </div>
      <p className="text-sm text-gray-700">
        <Trans>Each stay is settled on the third working day after it ends. Its income goes to your wallet, or to the bank account your business manager keeps for overseas hosts.</Trans>
      </p>

      {search.statement && <OpenStatement serialNo={search.statement} page={search.statementPage} onPage={(statementPage) => go({ statementPage })} onClose={() => go({ statement: '', statementPage: 1 })} />}

      {statements.data && <DestinationCard destination={statements.data.destination} waiting={statements.data.waiting.orders} />}

      <section aria-labelledby="statements-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="statements-heading" className="text-lg font-semibold text-gray-900">
            <Trans>Statements</Trans>
          </h2>
          <StreamExport
            testId="settlement-export"
            offline={offline}
            empty={statements.data?.total === 0}
            open={(lang, signal) => openStream('settleExport', { state: search.state, from: search.from, to: search.to, serialNo: search.serialNo, lang }, { hideMessage: true, signal })}
          />
        </div>
        <div role="group" aria-label={t`Show`} className="flex flex-wrap gap-1 self-start rounded-md border border-gray-300 bg-white p-0.5">
          {states.map(({ state, label }) => (
            <button
              key={state || 'all'}
              type="button"
              aria-pressed={search.state === state}
              onClick={() => go({ state, page: 1 })}
              className={`min-h-11 rounded px-3 text-sm ${search.state === state ? 'bg-brand-700 font-medium text-white' : 'text-gray-800 hover:bg-gray-100'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <Filters search={search} onApply={(next) => go({ ...next, page: 1 })} />
        <QueryBody
          query={statements}
          failed={<Trans>The statements could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={search.state || search.from || search.to || search.serialNo
            ? <Trans>No statement matches these filters.</Trans>
            : <Trans>No statement yet. The first comes three working days after your first guest leaves.</Trans>}
        >
          {(data) => (
            <ul className="flex flex-col gap-3" data-testid="statements">
              {data.list.map((statement) => (
                <StatementRow key={statement.serialNo} statement={statement} locale={i18n.locale} />
              ))}
            </ul>
          )}
        </QueryBody>
        <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
      </section>
      <p className="text-xs text-gray-700">
        <Trans>A download holds at most 1000 orders at once: narrow the settlement dates for more.</Trans>
      </p>
    </div>
  )
}

function Filters({ search, onApply }: { search: StatementSearch; onApply: (next: Pick<StatementSearch, 'from' | 'to' | 'serialNo'>) => void }) {
  const { t } = useLingui()
  const [from, setFrom] = useState(search.from)
  const [to, setTo] = useState(search.to)
  const [serialNo, setSerialNo] = useState(search.serialNo)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply({ from, to: to && from && to < from ? from : to, serialNo: serialNo.trim() })
  }
  return (
    <form onSubmit={submit} className="grid grid-cols-1 items-end gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-4" aria-label={t`Filter statements`}>
      <TextField label={t`Settled from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <TextField label={t`Settled until`} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      <TextField label={t`Statement number`} value={serialNo} maxLength={40} onChange={(e) => setSerialNo(e.target.value)} placeholder="JS…" />
      <div className="flex gap-2">
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
        {(search.from || search.to || search.serialNo) && (
          <Button type="button" variant="ghost" onClick={() => {
            setFrom('')
            setTo('')
            setSerialNo('')
            onApply({ from: '', to: '', serialNo: '' })
          }}>
            <Trans>Clear</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}

function StatementRow({ statement, locale }: { statement: Statement; locale: string }) {
  const { t, i18n } = useLingui()
  const money = (minor: number) => formatMoney(minor, statement.currency, locale)
  const date = (value: string) => i18n.date(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3" data-testid="statement" data-serial={statement.serialNo} data-state={statement.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <AppLink to={statementHref(statement.serialNo)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {statement.serialNo}
          </AppLink>
          <p className="text-xs text-gray-700">
            {statement.cycleFrom === statement.cycleTo
              ? <Trans>Stays ended {date(statement.cycleFrom)}</Trans>
              : <Trans>Stays ended {date(statement.cycleFrom)} – {date(statement.cycleTo)}</Trans>}
          </p>
        </div>
        <StatementStateBadge state={statement.state} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5">
        <Field label={t`Settlement date`}>{date(statement.settlementDate)}</Field>
        <Field label={t({ message: 'Orders', context: 'count' })}>{statement.orders}</Field>
        <Field label={t`Amount to be settled`}>{money(statement.amountDue)}</Field>
        <Field label={t`Third-party fee`}>{statement.thirdPartyFee > 0 ? `−${money(statement.thirdPartyFee)}` : money(0)}</Field>
        <Field label={t`Actual amount`} testId="statement-actual">
          <span className="font-semibold">{money(statement.actualAmount)}</span>
        </Field>
      </dl>
    </li>
  )
}

function DestinationCard({ destination, waiting }: { destination: Destination | null; waiting: number }) {
  const { t } = useLingui()
  if (destination?.kind === 'wallet') {
    return (
      <Card title={t`Where your income goes`} data-testid="settlement-destination">
        <p className="text-sm text-gray-800">
          <Trans>Settled income goes to your wallet, from where you withdraw it to an approved payout account.</Trans>{' '}
          <AppLink to="/setting/unionpayWallet" className="text-brand-700 underline-offset-2 hover:underline">
            <Trans>Open the wallet</Trans>
          </AppLink>
        </p>
      </Card>
    )
  }
  // an overseas host (paid to a foreign bank account, none on record yet or one): sees it and submits a change
  return <ForeignAccountCard waiting={waiting} />
}

function OpenStatement({ serialNo, page, onPage, onClose }: { serialNo: string; page: number; onPage: (page: number) => void; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const detail = useQuery(settlementQueries.statement(serialNo, page))
  return (
    <Card
      title={<Trans>Statement {serialNo}</Trans>}
      actions={<Button variant="ghost" size="sm" onClick={onClose}><Trans>Close</Trans></Button>}
      data-testid="statement-detail"
    >
      <QueryBody query={detail} failed={<Trans>The statement could not be loaded. Check the connection and try again.</Trans>}>
        {(data) => {
          const s = data.statement
          const money = (minor: number) => formatMoney(minor, s.currency, i18n.locale)
          const date = (value: string) => i18n.date(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
          const pages = Math.max(1, Math.ceil(data.total / ITEM_PAGE_SIZE))
          return (
            <div className="flex flex-col gap-4">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                <Field label={t`State`}><StatementStateBadge state={s.state} /></Field>
                <Field label={t`Settlement date`}>{date(s.settlementDate)}</Field>
                <Field label={t`Settlement cycle`}>{s.cycleFrom === s.cycleTo ? date(s.cycleFrom) : `${date(s.cycleFrom)} – ${date(s.cycleTo)}`}</Field>
                <Field label={t`Settled at`}>{s.settledAt ? i18n.date(new Date(s.settledAt), { dateStyle: 'medium', timeStyle: 'short' }) : '—'}</Field>
                <Field label={t`Currency`}>{s.currency}</Field>
                <Field label={t`Amount to be settled`}>{money(s.amountDue)}</Field>
                <Field label={t`Third-party fee`}>{money(s.thirdPartyFee)}</Field>
                <Field label={t`Actual amount`}><span className="font-semibold">{money(s.actualAmount)}</span></Field>
                {s.rates.map((r) => (
                  <Field key={r.from} label={t`Settlement rate (${r.from} to ${s.currency})`}>{r.rate}</Field>
                ))}
                {s.destination.kind === 'wallet' ? (
                  <Field label={t`Paid to`}><Trans>Your wallet</Trans></Field>
                ) : (
                  <>
                    <Field label={t`Paid to`}>{s.destination.account.bankName} {s.destination.account.accountNumber}</Field>
                    <Field label={t`SWIFT code`}>{s.destination.account.swiftCode}</Field>
                    <Field label={t`Bank code`}>{s.destination.account.bankCode}</Field>
                    <Field label={t`Bank address`}>{s.destination.account.bankAddress}</Field>
                  </>
                )}
              </dl>
              <SettlementItems items={data.items} showStatement={false} />
              <Pager page={page} pages={pages} onPage={onPage} />
            </div>
          )
        }}
      </QueryBody>
    </Card>
  )
}
