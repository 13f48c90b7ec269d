import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { WalletRecord } from '../../../domain/wallet/endpoints'
import type { LedgerKind } from '../../../domain/wallet/ledger'
import { MerchantGated } from '../../shell/merchant-gate'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { formatMoney } from '../../../domain/money-format'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { Spinner } from '../../ui/spinner'
import { useOffline } from '../../shell/pwa-network'
import { WalletChart } from './wallet-chart'
import { WalletExport } from './wallet-export'
import { WALLET_PAGE_SIZE, walletQueries } from './wallet-queries'
import type { WalletSearch } from './wallet-search'
import { WithdrawDialog } from './withdraw-dialog'

/**
 * setting/unionpayWallet (issue 15): the balance (the sum of the ledger), what is on its way to the
 * bank, withdrawing to an approved payout account, and every movement, by kind, ten a page.
 */
export function WalletScreen({ search }: { search: WalletSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Wallet`)
  return (
    <MerchantGated mainlandOnly>
      <Wallet search={search} />
    </MerchantGated>
  )
}

function Wallet({ search }: { search: WalletSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const offline = useOffline()
  const info = useQuery(walletQueries.info())
  const records = useQuery(walletQueries.records(search))
  const monthly = useQuery(walletQueries.monthly())
  const needsNetwork = useNeedsNetwork(info)
  const [withdrawing, setWithdrawing] = useState(false)
  const go = (next: Partial<WalletSearch>) => void navigate({ to: '/setting/unionpayWallet', search: { ...search, ...next } })
  const money = (fen: number, currency = info.data?.currency ?? 'RMB') => formatMoney(fen, currency, i18n.locale)
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / WALLET_PAGE_SIZE))
  const kinds: Array<{ kind: LedgerKind | ''; label: string }> = [
    { kind: '', label: t`All` },
    { kind: 'settlement', label: t`Income settled` },
    { kind: 'withdrawal', label: t`Withdrawals` },
    { kind: 'withdrawalReturned', label: t`Returned by the bank` },
    { kind: 'idCheckFee', label: t`ID check fees` },
  ]

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Wallet</Trans>
      </h1>
      {needsNetwork ? (
        <NeedsNetwork onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : (
        <Card title={t`Balance`}>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="text-3xl font-semibold text-gray-900" data-testid="wallet-balance">
                {money(info.data.balance)}
              </p>
              {info.data.withdrawing > 0 && (
                <p className="mt-1 text-sm text-gray-700" data-testid="wallet-withdrawing">
                  <Trans>{money(info.data.withdrawing)} on its way to your bank (1-7 working days)</Trans>
                </p>
              )}
            </div>
            <Button
              onClick={() => setWithdrawing(true)}
              disabled={offline || info.data.balance <= 0 || info.data.accounts.length === 0}
              title={offline ? t`Withdrawing needs a connection` : undefined}
            >
              <Trans>Withdraw</Trans>
            </Button>
          </div>
          {info.data.accounts.length === 0 && (
            <p className="mt-3 text-sm text-gray-700">
              <Trans>Withdrawals go to an approved payout account. Yours appear here once staff have approved one.</Trans>
            </p>
          )}
        </Card>
      )}

      <section aria-labelledby="wallet-months" className="flex flex-col gap-3">
        <h2 id="wallet-months" className="text-lg font-semibold text-gray-900">
          <Trans>The last 12 months</Trans>
        </h2>
        <QueryBody
          query={monthly}
          failed={<Trans>The chart could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.months.every((m) => m.income === 0 && m.withdrawn === 0 && m.balance === 0)}
          empty={<Trans>Nothing here yet. Completed stays are settled into your wallet.</Trans>}
        >
          {(data) => <WalletChart data={data} />}
        </QueryBody>
      </section>

      <section aria-labelledby="wallet-records" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="wallet-records" className="text-lg font-semibold text-gray-900">
            <Trans>Records</Trans>
          </h2>
          <WalletExport kind={search.kind} offline={offline} empty={records.data?.total === 0} />
        </div>
        <div role="group" aria-label={t`Show`} className="flex flex-wrap gap-1 rounded-md border border-gray-300 bg-white p-0.5 self-start">
          {kinds.map(({ kind, label }) => (
            <button
              key={kind || 'all'}
              type="button"
              aria-pressed={search.kind === kind}
              onClick={() => go({ kind, page: 1 })}
              className={`min-h-11 rounded px-3 text-sm ${search.kind === kind ? 'bg-brand-700 font-medium text-white' : 'text-gray-800 hover:bg-gray-100'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <QueryBody
          query={records}
          failed={<Trans>The records could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(data) => data.list.length === 0}
          empty={<Trans>Nothing here yet. Completed stays are settled into your wallet.</Trans>}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" data-testid="wallet-records">
              {data.list.map((record) => (
                <RecordRow key={record.id} record={record} money={money} />
              ))}
            </ul>
          )}
        </QueryBody>
        <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
      </section>

      {withdrawing && info.data && (
        <WithdrawDialog balance={info.data.balance} currency={info.data.currency} accounts={info.data.accounts} agreement={info.data.agreement} onClose={() => setWithdrawing(false)} />
      )}
    </div>
  )
}

function RecordRow({ record, money }: { record: WalletRecord; money: (fen: number) => string }) {
  const { i18n } = useLingui()
  const when = i18n.date(new Date(record.createdAt), { dateStyle: 'medium', timeStyle: 'short' })
  // an ID check is named '{orderNo}/{guest}' (decision 0081)
  const checkedOrder = record.ref.split('/')[0]
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3" data-kind={record.kind} data-testid="wallet-record">
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-900">
          {record.kind === 'settlement' ? (
            <Trans>Income of order {record.ref}</Trans>
          ) : record.kind === 'withdrawal' ? (
            <Trans>Withdrawal to your bank</Trans>
          ) : record.kind === 'idCheckFee' ? (
            <Trans>ID check fee, order {checkedOrder}</Trans>
          ) : (
            <Trans>Withdrawal returned by the bank</Trans>
          )}
        </p>
        <p className="text-xs text-gray-700">{when}</p>
      </div>
      <div className="flex items-center gap-2">
        {record.withdrawalState === 'processing' && <Badge tone="neutral"><Trans>On its way</Trans></Badge>}
        {record.withdrawalState === 'completed' && record.kind === 'withdrawal' && <Badge tone="success"><Trans>Paid out</Trans></Badge>}
        {record.withdrawalState === 'returned' && record.kind === 'withdrawal' && <Badge tone="neutral"><Trans>Returned</Trans></Badge>}
        <span className={`text-sm font-semibold tabular-nums ${record.amount < 0 ? 'text-gray-900' : 'text-green-800'}`}>
          {record.amount > 0 ? '+' : '−'}
          {money(Math.abs(record.amount))}
        </span>
      </div>
    </li>
  )
}
