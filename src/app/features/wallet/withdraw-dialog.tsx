import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { bankLabel } from '../../../domain/payout/banks'
import { call } from '../../../client/api'
import { isApiError } from '../../../client/errors'
import { newIdempotencyKey } from '../../../client/idempotency-key'
import { withdrawalRefusal } from '../../../domain/wallet/ledger'
import type { FormMessage } from '../../ui/form-errors'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { formatMoney } from '../../../domain/money-format'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { walletQueries } from './wallet-queries'

type Account = {
  id: string; shortName: string; bankName: string; cardTail: string; isDefault: boolean
  destination: 'bankCard' | 'wechat' | 'alipay'; channelId: string | null; channelName: string; channelMasked: string
}

/** One choice of where the money goes: an account's bank card, or its WeChat or Alipay (decision 0083). */
const choiceOf = (a: Account) => `${a.id}/${a.channelId ?? 'card'}`

/** "123.45" -> 12345 fen; null for anything that is not a positive amount with at most two decimals. */
export function fenOf(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Withdrawing to an approved payout account (issue 15): the account, the amount in yuan and the
 * account's 6-digit password. A refusal shows next to its field and what was typed stays; the
 * request keeps its idempotency key until it is answered, so pressing again never withdraws twice.
 * It needs the connection (the balance is the server's): it is not queued.
 */
export function WithdrawDialog({ balance, currency, accounts, onClose }: { balance: number; currency: string; accounts: readonly Account[]; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [choice, setChoice] = useState(accounts[0] ? choiceOf(accounts[0]) : '')
  const chosen = accounts.find((a) => choiceOf(a) === choice)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<(FormMessage & { field?: string }) | null>(null)
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)

  const submit = async () => {
    const fen = fenOf(amount)
    const local = fen === null ? 'withdrawAmountInvalid' : withdrawalRefusal(balance, fen)
    if (local) {
      setError({ key: local, field: 'amount' })
      return
    }
    setBusy(true)
    setError(null)
    try {
      await call('walletWithdraw', {
        accountId: chosen!.id, ...(chosen!.channelId ? { channelId: chosen!.channelId } : {}), amount: fen!, withdrawPassword: password,
      }, { hideMessage: true, idempotencyKey })
      setIdempotencyKey(newIdempotencyKey())
      await queryClient.invalidateQueries({ queryKey: walletQueries.all })
      toast.show(t`Withdrawal requested: it reaches your bank in 1-7 working days.`, 'success')
      onClose()
    } catch (failure) {
      // a refusal was answered: the next press is a new request
      if (isApiError(failure) && failure.status !== 0) setIdempotencyKey(newIdempotencyKey())
      setError(isApiError(failure)
        ? { key: failure.key, ...(failure.params ? { params: failure.params } : {}), ...(failure.field ? { field: failure.field } : {}) }
        : { key: 'operationFailed' })
    } finally {
      setBusy(false)
    }
  }
  const errorFor = (field: string) => (error?.field === field ? error : null)
  const amountError = errorFor('amount') ?? (error && (error.key === 'withdrawOverBalance' || error.key === 'withdrawAmountInvalid') ? error : null)
  const passwordError = errorFor('withdrawPassword')
  const accountError = errorFor('accountId')
  const otherError = error && !amountError && !passwordError && !accountError ? error : null

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Withdraw to your bank`}
      description={t`Available: ${formatMoney(balance, currency, i18n.locale)}. A withdrawal reaches your bank in 1-7 working days.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={busy} disabled={!chosen || amount.trim() === '' || password.length === 0} onClick={() => void submit()}>
            <Trans>Withdraw</Trans>
          </Button>
        </>
      }
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => { event.preventDefault(); void submit() }} data-testid="withdraw-form">
        <Select
          label={<Trans>To the account</Trans>}
          value={choice}
          onValueChange={setChoice}
          options={accounts.map((a) => ({
            value: choiceOf(a),
            label: `${a.shortName} · ${a.destination === 'bankCard'
              ? `${bankLabel(a.bankName, i18n.locale)} ····${a.cardTail}`
              : `${a.destination === 'wechat' ? t`WeChat` : t`Alipay`} ${a.channelName} ${a.channelMasked}`}${a.isDefault && a.destination === 'bankCard' ? ` · ${t`default`}` : ''}`,
          }))}
          error={accountError?.key ?? null}
        />
        <TextField
          label={<Trans>Amount (yuan)</Trans>}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError?.key ?? null}
          {...(amountError?.params ? { errorParams: amountError.params } : {})}
        />
        <TextField
          label={<Trans>Withdrawal password (6 digits)</Trans>}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
          error={passwordError?.key ?? null}
          {...(passwordError?.params ? { errorParams: passwordError.params } : {})}
        />
        <p className="text-xs text-gray-700">
          <Trans>
            Forgot the password?{' '}
            <Link to="/settle/merchantlist" className="text-brand-700 underline">
              Reset it by SMS from your payout accounts
            </Link>
          </Trans>
        </p>
        {otherError && <FieldError messageKey={otherError.key} params={otherError.params} />}
        <button type="submit" hidden />
      </form>
    </Dialog>
  )
}
