import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { bankLabel } from '../../../domain/payout/banks'
import { call } from '../../../client/api'
import { isApiError } from '../../../client/errors'
import { newIdempotencyKey } from '../../../client/idempotency-key'
import { withdrawalRefusal } from '../../../domain/wallet/ledger'
import type { WalletAgreement } from '../../../domain/wallet/endpoints'
import { withdrawalLimitRefusal } from '../../../domain/wallet/limits'
import { codeProblem } from '../../ui/field-checks'
import { CodeField } from '../../ui/code-field'
import { useCodeSender } from '../../ui/use-code-sender'
import type { FormMessage } from '../../ui/form-errors'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { formatMoney } from '../../../domain/money-format'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { walletQueries } from './wallet-queries'
import { WalletAgreementStep } from './wallet-agreement-step'

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

type Props = { balance: number; currency: string; accounts: readonly Account[]; agreement: WalletAgreement; onClose: () => void }

/**
 * Withdrawing to an approved payout account (issue 15): first the wallet's service agreement, until
 * accepted (decision 0082); then the account, what is left of its limits today, the amount in yuan,
 * the account's 6-digit password and the SMS code sent to the host's mobile. A refusal shows next to
 * its field and what was typed stays; the request keeps its idempotency key until it is answered,
 * so pressing again never withdraws twice. It needs the connection (the balance is the server's):
 * it is not queued.
 */
export function WithdrawDialog({ agreement, onClose, ...props }: Props) {
  const { t, i18n } = useLingui()
  const description = agreement.accepted
    ? t`Available: ${formatMoney(props.balance, props.currency, i18n.locale)}. A withdrawal reaches your bank in 1-7 working days.`
    : undefined
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t`Withdraw to your bank`} description={description} {...(agreement.accepted ? {} : { initialFocus: 'dialog' as const })}>
      {agreement.accepted ? <WithdrawForm {...props} onClose={onClose} /> : <WalletAgreementStep agreement={agreement} onCancel={onClose} />}
    </Dialog>
  )
}

function WithdrawForm({ balance, currency, accounts, onClose }: Omit<Props, 'agreement'>) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [choice, setChoice] = useState(accounts[0] ? choiceOf(accounts[0]) : '')
  const chosen = accounts.find((a) => choiceOf(a) === choice)
  // the limits are the account's, whichever of its bank card, WeChat or Alipay the money goes to
  const accountId = chosen?.id ?? ''
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<(FormMessage & { field?: string }) | null>(null)
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const limit = useQuery({ ...walletQueries.limit(accountId), enabled: accountId !== '' })
  const failed = (failure: unknown) => setError(isApiError(failure)
    ? { key: failure.key, ...(failure.params ? { params: failure.params } : {}), ...(failure.field ? { field: failure.field } : {}) }
    : { key: 'operationFailed' })
  const sender = useCodeSender(() => call('walletCode', {}, { hideMessage: true }), t`Verification code sent`, failed)
  const money = (fen: number) => formatMoney(fen, currency, i18n.locale)

  const submit = async () => {
    const fen = fenOf(amount)
    const limits = limit.data
    const beyond = fen !== null && limits
      ? withdrawalLimitRefusal(
        { minFen: limits.minAmount, maxFen: limits.maxAmount, dayFen: limits.dayAmount, dayCount: limits.dayCount }, fen,
        { amount: limits.usedAmount, count: limits.usedCount },
      )
      : null
    const overBalance = fen === null ? null : withdrawalRefusal(balance, fen)
    const local = fen === null ? { key: 'withdrawAmountInvalid' } : beyond ?? (overBalance ? { key: overBalance } : null)
    if (local) {
      setError({ ...local, field: 'amount' })
      return
    }
    const codeBad = codeProblem(code)
    if (codeBad) {
      setError({ key: codeBad, field: 'code' })
      return
    }
    setBusy(true)
    setError(null)
    try {
      await call('walletWithdraw', {
        accountId: chosen!.id, ...(chosen!.channelId ? { channelId: chosen!.channelId } : {}), amount: fen!, withdrawPassword: password, code: code.trim(),
      }, { hideMessage: true, idempotencyKey })
      setIdempotencyKey(newIdempotencyKey())
      await queryClient.invalidateQueries({ queryKey: walletQueries.all })
      toast.show(t`Withdrawal requested: it reaches your bank in 1-7 working days.`, 'success')
      onClose()
    } catch (failure) {
      // a refusal was answered: the next press is a new request
      if (isApiError(failure) && failure.status !== 0) setIdempotencyKey(newIdempotencyKey())
      failed(failure)
      // the day's limits or the agreement changed meanwhile: read them again
      if (isApiError(failure) && failure.status !== 0) void queryClient.invalidateQueries({ queryKey: walletQueries.all })
    } finally {
      setBusy(false)
    }
  }
  const errorFor = (field: string) => (error?.field === field ? error : null)
  const amountError = errorFor('amount') ?? (error && (error.key === 'withdrawOverBalance' || error.key === 'withdrawAmountInvalid') ? error : null)
  const passwordError = errorFor('withdrawPassword')
  const codeError = errorFor('code')
  const accountError = errorFor('accountId')
  const otherError = error && !amountError && !passwordError && !codeError && !accountError ? error : null
  const left = limit.data
  const leftToday = left ? money(left.leftAmount) : ''

  return (
    <>
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
        {left && (
          <p className="text-sm text-gray-700" data-testid="withdraw-limit-left" data-left-amount={left.leftAmount} data-left-count={left.leftCount}>
            {left.leftCount === 0 ? (
              <Trans>No withdrawals left to this account today: the limits start again at midnight Beijing time.</Trans>
            ) : (
              <>
                <Plural
                  value={left.leftCount}
                  one={`Left today for this account: ${leftToday}, in # more withdrawal.`}
                  other={`Left today for this account: ${leftToday}, in up to # more withdrawals.`}
                />{' '}
                <Trans>Each withdrawal is {money(left.minAmount)} to {money(left.maxAmount)}.</Trans>
              </>
            )}
          </p>
        )}
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
        <CodeField
          label={t`SMS code sent to your mobile`}
          code={code}
          onCodeChange={(value) => {
            setCode(value)
            if (error?.field === 'code') setError(null)
          }}
          {...(codeError ? { error: codeError } : {})}
          remaining={sender.remaining}
          sending={sender.sending}
          onSend={() => sender.send(undefined)}
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
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={busy} disabled={!accountId || amount.trim() === '' || password.length === 0 || code.trim() === ''} onClick={() => void submit()}>
          <Trans>Withdraw</Trans>
        </Button>
      </div>
    </>
  )
}
