import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { ForeignAccount, ForeignAccountState } from '../../../domain/settlement/endpoints'
import { FOREIGN_ACCOUNT_LIMITS, foreignAccountChecks, type ForeignAccountValue } from '../../../domain/settlement/foreign-account'
import { STATEMENT_CURRENCIES } from '../../../domain/settlement/rules'
import { useMessageText } from '../../shell/message-text'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Dialog } from '../../ui/dialog'
import { errorsFromFailure, type FormErrors } from '../../ui/form-errors'
import { Select } from '../../ui/select'
import { useTextForm } from '../../ui/use-text-form'
import { useToast } from '../../ui/toast'
import { Field } from './settlement-parts'
import { settlementQueries } from './settlement-queries'

type AccountField = keyof ForeignAccountValue
const FIELDS: AccountField[] = ['currency', 'accountName', 'accountNumber', 'bankName', 'swiftCode', 'bankAddress', 'bankCode']
const EMPTY: ForeignAccountValue = { currency: '', accountName: '', accountNumber: '', bankName: '', swiftCode: '', bankAddress: '', bankCode: '' }

/**
 * The overseas host's foreign bank account (issue 35 item 4): the account statements are paid to,
 * the change the host submitted (waiting for staff, or rejected with the reason), and the form to
 * submit one, withdraw it or submit again. The account on record stays the one paid until staff
 * approve the change.
 */
export function ForeignAccountCard({ waiting }: { waiting: number }) {
  const { t } = useLingui()
  const state = useQuery(settlementQueries.foreignAccount())
  const [editing, setEditing] = useState<ForeignAccountValue | null>(null)
  const queryClient = useQueryClient()
  const toast = useToast()
  const withdraw = useMutation({
    mutationFn: () => call('foreignAccountWithdraw', {}),
    onSuccess: (next) => {
      queryClient.setQueryData(settlementQueries.foreignAccount().queryKey, next)
      toast.show(t`The change was withdrawn`, 'success')
    },
  })
  const data = state.data
  const account = data?.account ?? null
  const change = data?.change ?? null
  return (
    <Card
      title={t`Where your income goes`}
      data-testid="settlement-destination"
      actions={data && !change ? (
        <Button size="sm" variant="ghost" onClick={() => setEditing(account ? { ...account } : EMPTY)}>
          {account ? <Trans>Change the account</Trans> : <Trans>Add a bank account</Trans>}
        </Button>
      ) : undefined}
    >
      <div className="flex flex-col gap-4">
        {account ? (
          <>
            <AccountFields account={account} />
            <p className="text-xs text-gray-700">
              <Trans>Statements are paid to this account. Each statement pays the bank's handling fee for the transfer.</Trans>
            </p>
          </>
        ) : (
          <p className="text-sm text-gray-800" role="status">
            {waiting > 0
              ? <Trans>No bank account is on record for you yet: {waiting} ended stays wait for it. Add one below or ask your business manager.</Trans>
              : <Trans>No bank account is on record for you yet. Add one before your first guest leaves, or ask your business manager.</Trans>}
          </p>
        )}
        {change && (
          <section aria-labelledby="account-change-heading" className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3" data-testid="account-change">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id="account-change-heading" className="text-sm font-semibold text-gray-900"><Trans>Change you submitted</Trans></h3>
              {change.state === 'waiting'
                ? <Badge tone="neutral"><Trans>Waiting for review</Trans></Badge>
                : <Badge tone="alert"><Trans>Rejected by the platform</Trans></Badge>}
            </div>
            {change.state === 'waiting'
              ? <p className="text-sm text-gray-800"><Trans>Statements go to the account on record until the platform approves this change.</Trans></p>
              : <p className="text-sm text-red-800" role="status"><Trans>Reason: {change.reason}</Trans></p>}
            <AccountFields account={change.account} />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setEditing({ ...change.account })}>
                {change.state === 'rejected' ? <Trans>Submit again</Trans> : <Trans>Edit the change</Trans>}
              </Button>
              <Button size="sm" variant="ghost" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
                <Trans>Withdraw the change</Trans>
              </Button>
            </div>
          </section>
        )}
      </div>
      {editing && <AccountDialog initial={editing} onClose={() => setEditing(null)} />}
    </Card>
  )
}

function AccountFields({ account: a }: { account: ForeignAccount }) {
  const { t } = useLingui()
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-3">
      <Field label={t`Currency`}>{a.currency}</Field>
      <Field label={t`Account holder`}>{a.accountName}</Field>
      <Field label={t`Bank account number`}><span className="break-all">{a.accountNumber}</span></Field>
      <Field label={t`Receiving bank`}>{a.bankName}</Field>
      <Field label={t`SWIFT code`}>{a.swiftCode}</Field>
      <Field label={t`Bank code`}>{a.bankCode}</Field>
      <Field label={t`Bank address`}>{a.bankAddress}</Field>
    </dl>
  )
}

/** The form: checked here by the rule the server applies; a refusal lands next to its field and what was typed stays. */
function AccountDialog({ initial, onClose }: { initial: ForeignAccountValue; onClose: () => void }) {
  const { t } = useLingui()
  const text = useMessageText()
  const queryClient = useQueryClient()
  const toast = useToast()
  const { value, errors, setErrors, set, field } = useTextForm<ForeignAccountValue, AccountField>('foreign', initial)
  const submitChange = useMutation({
    mutationFn: () => call('foreignAccountSubmit', { value }, { hideMessage: true }),
    onSuccess: (next: ForeignAccountState) => {
      queryClient.setQueryData(settlementQueries.foreignAccount().queryKey, next)
      toast.show(t`Submitted: the platform reviews the change`, 'success')
      onClose()
    },
    onError: (error) => {
      const placed = errorsFromFailure(error, FIELDS.map((f) => `value.${f}`))
      const [field] = Object.keys(placed.fields) as Array<`value.${AccountField}`>
      setErrors(field ? { fields: { [field.slice(6)]: placed.fields[field] } as FormErrors<AccountField>['fields'], form: null } : { fields: {}, form: placed.form })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const limits: Record<string, number> = FOREIGN_ACCOUNT_LIMITS
    const failing = foreignAccountChecks(value).filter(([, key]) => key !== null)
    if (failing.length > 0) {
      setErrors({ fields: Object.fromEntries(failing.map(([field, key]) => [field, { key: key!, params: { max: limits[field] ?? 0 } }])), form: null })
      document.getElementById(`foreign-${failing[0]![0]}`)?.focus()
      return
    }
    submitChange.mutate()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Bank account for your statements`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}><Trans>Cancel</Trans></Button>
          <Button type="submit" form="foreign-account-form" disabled={submitChange.isPending}><Trans>Submit for review</Trans></Button>
        </>
      }
    >
      <form id="foreign-account-form" onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-gray-700">
          <Trans>The platform reviews the change. Until it is approved, statements are paid to the account on record.</Trans>
        </p>
        {errors.form && <p role="alert" className="text-sm text-red-800">{text(errors.form.key, errors.form.params)}</p>}
        <Select
          id="foreign-currency"
          label={t`Currency`}
          value={value.currency || undefined}
          placeholder={t`Choose`}
          options={STATEMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
          onValueChange={(next) => set('currency')(next)}
          error={errors.fields.currency?.key}
        />
        {field('accountName', t`Account holder`, { maxLength: FOREIGN_ACCOUNT_LIMITS.accountName })}
        {field('accountNumber', t`Bank account number`, { maxLength: FOREIGN_ACCOUNT_LIMITS.accountNumber + 10 })}
        {field('bankName', t`Receiving bank`, { maxLength: FOREIGN_ACCOUNT_LIMITS.bankName })}
        {field('swiftCode', t`SWIFT code`, { maxLength: 14, autoCapitalize: 'characters' })}
        {field('bankAddress', t`Bank address`, { maxLength: FOREIGN_ACCOUNT_LIMITS.bankAddress })}
        {field('bankCode', t`Bank code`, { maxLength: FOREIGN_ACCOUNT_LIMITS.bankCode })}
      </form>
    </Dialog>
  )
}
