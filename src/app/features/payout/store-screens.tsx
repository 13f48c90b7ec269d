import { useMemo, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Checkbox from 'radix-ui/checkbox'
import * as Label from 'radix-ui/label'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { MerchantGated } from '../../shell/merchant-gate'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button, buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormMessage } from '../../ui/form-errors'
import { QueryBody } from '../../ui/query-body'
import { useToast } from '../../ui/toast'
import { payoutQueries } from './payout-queries'

type Store = { hotelId: string; name: string; entity: { key: string; name: string } | null; accountId: string | null; accountName: string | null }

/**
 * settle/merchantStore (issue 15; decision 0051): every store (hotel) of the host with its
 * operating entity and the payout account it is paid to, each account one step from its stores.
 */
export function StoreOverviewScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Stores and payout accounts`)
  return (
    <MerchantGated mainlandOnly>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Stores and payout accounts</Trans>
        </h1>
        <StoreOverview />
      </div>
    </MerchantGated>
  )
}

function StoreOverview() {
  const stores = useQuery(payoutQueries.stores())
  return (
    <QueryBody
      query={stores}
      failed={<Trans>The stores could not be loaded. Check the connection and try again.</Trans>}
      isEmpty={(data) => data.stores.length === 0}
      empty={<Trans>You have no store yet: a hotel you publish is a store.</Trans>}
    >
      {(data) => (
        <ul className="flex flex-col gap-2" data-testid="store-overview">
          {data.stores.map((store) => (
            <li key={store.hotelId} className="rounded-lg border border-gray-200 bg-white p-3">
              <p className="font-medium text-gray-900">{store.name || <Trans>(no name yet)</Trans>}</p>
              <p className="text-sm text-gray-700">{store.entity ? store.entity.name : <Trans>No qualification yet</Trans>}</p>
              <p className="text-sm text-gray-800">
                {store.accountId ? (
                  <Trans>
                    Paid to{' '}
                    <Link to="/settle/merchantlink" search={{ id: store.accountId }} className="text-brand-700 underline">
                      {store.accountName}
                    </Link>
                  </Trans>
                ) : (
                  <Trans>Not linked to a payout account</Trans>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </QueryBody>
  )
}

/**
 * settle/merchantlink?id=… (issue 15; decision 0051): the stores paid to one account. The host
 * ticks stores of one operating entity (the others are disabled with the reason); a store paid to
 * another account moves here after a confirmation that names it.
 */
export function LinkStoresScreen({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Link stores`)
  return (
    <MerchantGated mainlandOnly>
      {accountId === '' ? <AccountChooser /> : <LinkStores accountId={accountId} />}
    </MerchantGated>
  )
}

/**
 * merchantlink opened without an account (an address typed or kept from elsewhere): the host's
 * payout accounts to choose from, instead of stores that would be saved to no account.
 */
function AccountChooser() {
  const accounts = useQuery(payoutQueries.list())
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Link stores</Trans>
      </h1>
      <QueryBody
        query={accounts}
        failed={<Trans>The payout accounts could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <span data-testid="link-choose-none">
            <Trans>You have no payout account yet.</Trans>{' '}
            <Link to="/settle/merchantlist" className="text-brand-800 underline"><Trans>Add a payout account</Trans></Link>
          </span>
        }
      >
        {(data) => (
          <section aria-labelledby="link-choose" className="flex flex-col gap-2" data-testid="link-choose-account">
            <h2 id="link-choose" className="text-base font-medium text-gray-900"><Trans>Choose the payout account the stores are paid to</Trans></h2>
            <ul className="flex flex-col gap-2">
              {data.list.map((account) => (
                <li key={account.id}>
                  <Link
                    to="/settle/merchantlink"
                    search={{ id: account.id }}
                    className="block min-h-11 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm text-brand-800 underline"
                  >
                    {account.shortName || account.holderName} · {account.bankName} ···· {account.cardTail}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </QueryBody>
    </div>
  )
}

function LinkStores({ accountId }: { accountId: string }) {
  const stores = useQuery(payoutQueries.stores())
  const account = useQuery(payoutQueries.detail(accountId))
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Link stores</Trans>
      </h1>
      {account.data && (
        <p className="text-gray-800" data-testid="link-account">
          <Trans>Stores paid to {account.data.shortName}</Trans>
        </p>
      )}
      <QueryBody
        query={stores}
        failed={<Trans>The stores could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(data) => data.stores.length === 0}
        empty={<Trans>You have no store yet: a hotel you publish is a store.</Trans>}
      >
        {(data) => <StorePicker accountId={accountId} stores={data.stores} />}
      </QueryBody>
    </div>
  )
}

function StorePicker({ accountId, stores }: { accountId: string; stores: Store[] }) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(stores.filter((s) => s.accountId === accountId).map((s) => s.hotelId)))
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<FormMessage | null>(null)
  const entityKey = useMemo(() => stores.find((s) => chosen.has(s.hotelId))?.entity?.key ?? null, [stores, chosen])
  const moving = stores.filter((s) => chosen.has(s.hotelId) && s.accountId !== null && s.accountId !== accountId)
  const link = useMutation({
    mutationFn: () => call('merchantLinkStores', { id: accountId, hotelIds: [...chosen] }, { hideMessage: true }),
    onSuccess: () => {
      toast.show(t`Stores linked`, 'success')
      void queryClient.invalidateQueries({ queryKey: payoutQueries.all })
      void navigate({ to: '/settle/merchantlist' })
    },
    onError: (failure) => {
      setConfirming(false)
      setError(errorsFromFailure(failure, []).form)
    },
  })
  const toggle = (hotelId: string, on: boolean) => {
    setError(null)
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(hotelId)
      else next.delete(hotelId)
      return next
    })
  }
  const save = () => (moving.length > 0 ? setConfirming(true) : link.mutate())
  return (
    <Card>
      <p className="mb-3 text-sm text-gray-700">
        <Trans>One account is paid for the stores of one operating entity (the business on their licences).</Trans>
      </p>
      <ul className="flex flex-col divide-y divide-gray-200" data-testid="store-picker">
        {stores.map((store) => {
          const otherEntity = entityKey !== null && store.entity !== null && store.entity.key !== entityKey
          const disabled = store.entity === null || (otherEntity && !chosen.has(store.hotelId))
          const id = `store-${store.hotelId}`
          return (
            <li key={store.hotelId} className="flex items-start gap-3 py-3" data-testid="store-choice">
              <Checkbox.Root
                id={id}
                checked={chosen.has(store.hotelId)}
                disabled={disabled}
                onCheckedChange={(state) => toggle(store.hotelId, state === true)}
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white disabled:opacity-40 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white focus-visible:outline-2 focus-visible:outline-brand-700 pointer-coarse:size-6"
              >
                <Checkbox.Indicator aria-hidden="true" className="text-xs">
                  ✓
                </Checkbox.Indicator>
              </Checkbox.Root>
              <div className="min-w-0">
                <Label.Root htmlFor={id} className="font-medium text-gray-900">
                  {store.name || t`(no name yet)`}
                </Label.Root>
                <p className="text-sm text-gray-700">{store.entity?.name ?? t`No qualification yet: it cannot be linked`}</p>
                {otherEntity && !chosen.has(store.hotelId) && (
                  <p className="text-sm text-amber-900">
                    <Trans>Another operating entity than the stores you ticked</Trans>
                  </p>
                )}
                {store.accountId !== null && store.accountId !== accountId && (
                  <p className="text-sm text-gray-700">
                    <Trans>Now paid to {store.accountName}: it moves here if ticked</Trans>
                  </p>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      {error && (
        <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2">
          <FieldError messageKey={error.key} params={error.params} />
        </div>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Link to="/settle/merchantlist" className={buttonClasses('secondary', 'md')}>
          <Trans>Cancel</Trans>
        </Link>
        <Button onClick={save} loading={link.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Move these stores to this account?</Trans>}
        description={
          <Trans>
            {moving.map((s) => `${s.name} (${s.accountName ?? ''})`).join(', ')} will be paid to this account instead of the one they are linked to now.
          </Trans>
        }
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Move them</Trans>}
        onConfirm={() => link.mutate()}
      />
    </Card>
  )
}
