import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { bankLabel } from '../../../domain/payout/banks'
import type { PayoutAccountSummary } from '../../../domain/payout/schemas'
import { canEditPayoutAccount, verificationWaitMinutes } from '../../../domain/payout/states'
import { call } from '../../../client/api'
import { MerchantGated } from '../../shell/merchant-gate'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { errorsFromFailure } from '../../ui/form-errors'
import { useToast } from '../../ui/toast'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Badge } from '../../ui/badge'
import { Button, buttonClasses } from '../../ui/button'
import { QueryBody } from '../../ui/query-body'
import { ResetPasswordDialog, TransferDialog } from './payout-dialogs'
import { payoutQueries } from './payout-queries'
import { PayoutChannels } from './payout-channels'

/**
 * settle/merchantlist (issue 15): the host's payout (collection) accounts with their state: a
 * draft, waiting for the bank's small transfer (public accounts), under review, approved (never
 * changed again) or not approved with the staff's reason.
 */
export function PayoutListScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Payout accounts`)
  return (
    <MerchantGated mainlandOnly>
      <PayoutList />
    </MerchantGated>
  )
}

function PayoutList() {
  const list = useQuery(payoutQueries.list())
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Payout accounts</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/settle/merchantStore" className={buttonClasses('ghost', 'md')}>
            <Trans>Stores and payout accounts</Trans>
          </Link>
          <Link to="/settle/merchantEdit" search={{ type: 'private' }} className={buttonClasses('secondary', 'md')}>
            <Trans>Add a private account</Trans>
          </Link>
          <Link to="/settle/merchantEdit" search={{ type: 'public' }} className={buttonClasses('secondary', 'md')}>
            <Trans>Add a public account</Trans>
          </Link>
        </div>
      </div>
      <p className="text-sm text-gray-700">
        <Trans>Your income is paid out to these accounts. Staff review each account in about half a working day and tell you the result by SMS and a system message; an approved account cannot be changed.</Trans>
      </p>
      <QueryBody
        query={list}
        failed={<Trans>The accounts could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(data) => data.list.length === 0}
        empty={<Trans>No payout account yet.</Trans>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" data-testid="payout-accounts">
            {data.list.map((account) => (
              <AccountCard key={account.id} account={account} />
            ))}
          </ul>
        )}
      </QueryBody>
    </div>
  )
}

/** Makes an approved account the default a withdrawal offers first. */
function MakeDefault({ account }: { account: PayoutAccountSummary }) {
  const queryClient = useQueryClient()
  const offline = useOffline()
  const { t } = useLingui()
  const toast = useToast()
  const text = useMessageText()
  const make = useMutation({
    mutationFn: () => call('merchantSetDefault', { id: account.id }, { hideMessage: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(payoutQueries.list().queryKey, answer)
      toast.show(t`Withdrawals now offer this account first.`, 'success')
    },
    onError: (failure) => {
      const form = errorsFromFailure(failure, []).form
      toast.show(form ? text(form.key, form.params) : t`It could not be made the default. Try again.`, 'error')
    },
  })
  return (
    <Button size="sm" variant="ghost" onClick={() => make.mutate()} loading={make.isPending} disabled={offline} title={offline ? t`Needs a connection` : undefined}>
      <Trans>Make default</Trans>
    </Button>
  )
}

function AccountCard({ account }: { account: PayoutAccountSummary }) {
  const { i18n } = useLingui()
  const [verifying, setVerifying] = useState(false)
  const [resetting, setResetting] = useState(false)
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" data-testid="payout-account" data-state={account.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{account.shortName || <Trans>(no short name yet)</Trans>}</p>
          <p className="text-sm text-gray-700">
            {account.accountType === 'private' ? <Trans>Private account</Trans> : <Trans>Public account</Trans>}
            {account.bankName && ` · ${bankLabel(account.bankName, i18n.locale)}`}
            {account.cardTail && ` ····${account.cardTail}`}
          </p>
          {account.holderName && (
            <p className="text-sm text-gray-700">
              <Trans>Account holder: {account.holderName}</Trans>
            </p>
          )}
        </div>
        <span className="flex items-center gap-2">
          {account.isDefault && <Badge tone="neutral"><span data-testid="payout-default"><Trans>Default</Trans></span></Badge>}
          <StateBadge state={account.state} />
        </span>
      </div>
      <StateNote account={account} />
      {account.state === 'approved' && account.accountType === 'private' && <PayoutChannels account={account} />}
      <div className="mt-3 flex flex-wrap gap-2">
        {account.state === 'verificationPending' && (
          <Button size="sm" onClick={() => setVerifying(true)}>
            <Trans>Confirm the transfer</Trans>
          </Button>
        )}
        {canEditPayoutAccount(account.state) ? (
          <Link to="/settle/merchantEdit" search={{ id: account.id }} className={buttonClasses('secondary', 'sm')}>
            {account.state === 'creating' ? <Trans>Continue</Trans> : <Trans>Edit</Trans>}
          </Link>
        ) : (
          <Link to="/settle/merchantEdit" search={{ id: account.id }} className={buttonClasses('ghost', 'sm')}>
            <Trans>Details</Trans>
          </Link>
        )}
        <Link to="/settle/merchantlink" search={{ id: account.id }} className={buttonClasses('ghost', 'sm')}>
          <Trans>Stores</Trans>
        </Link>
        {account.state === 'approved' && !account.isDefault && <MakeDefault account={account} />}
        {account.state === 'approved' && account.hasPassword && (
          <Button size="sm" variant="secondary" onClick={() => setResetting(true)}>
            <Trans>Reset withdrawal password</Trans>
          </Button>
        )}
      </div>
      {account.state === 'verificationPending' && <TransferDialog account={account} open={verifying} onOpenChange={setVerifying} />}
      {account.state === 'approved' && <ResetPasswordDialog account={account} open={resetting} onOpenChange={setResetting} />}
    </li>
  )
}

function StateBadge({ state }: { state: PayoutAccountSummary['state'] }) {
  switch (state) {
    case 'approved':
      return <Badge tone="success"><Trans>Approved</Trans></Badge>
    case 'rejected':
      return <Badge tone="alert"><Trans>Not approved</Trans></Badge>
    case 'pendingReview':
      return <Badge tone="neutral"><Trans>Under review</Trans></Badge>
    case 'verificationPending':
      return <Badge tone="neutral"><Trans>Waiting for the bank's transfer</Trans></Badge>
    case 'creating':
      return <Badge tone="neutral"><Trans>Draft</Trans></Badge>
  }
}

function StateNote({ account }: { account: PayoutAccountSummary }) {
  if (account.state === 'rejected' && account.rejectReason) {
    return (
      <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900" data-testid="payout-reject-reason">
        <Trans>Reason: {account.rejectReason}</Trans>
      </p>
    )
  }
  if (account.state === 'verificationPending') {
    const minutes = verificationWaitMinutes(Date.now())
    return (
      <p className="mt-2 text-sm text-gray-700">
        <Trans>The bank sends a small amount to this account to check it, usually within about {minutes} minutes.</Trans>
      </p>
    )
  }
  if (account.state === 'pendingReview') {
    return (
      <p className="mt-2 text-sm text-gray-700">
        <Trans>Staff review it in about half a working day; you will get an SMS and a system message.</Trans>
      </p>
    )
  }
  return null
}
