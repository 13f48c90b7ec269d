import { useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { TRANSFER_ATTEMPTS } from '../../../domain/payout/rules'
import type { PayoutAccountSummary } from '../../../domain/payout/schemas'
import { verificationWaitMinutes } from '../../../domain/payout/states'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormErrors } from '../../ui/form-errors'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { CodeField } from '../../ui/code-field'
import { useCountdown } from '../../ui/use-countdown'
import { payoutQueries } from './payout-queries'

type TransferFields = 'amount' | 'serial'

/**
 * The transfer-verification popup (business rules 2): the host enters the amount of the bank's
 * small transfer and its authentication serial number. Before the transfer has come it is the
 * delayed-transfer popup instead ("try later from the collection list"); after the third wrong
 * entry it says the attempts reached their limit.
 */
export function TransferDialog({ account, open, onOpenChange }: { account: PayoutAccountSummary; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const detail = useQuery({ ...payoutQueries.detail(account.id), enabled: open })
  const [amount, setAmount] = useState('')
  const [serial, setSerial] = useState('')
  const [errors, setErrors] = useState<FormErrors<TransferFields>>({ fields: {}, form: null })
  const [delayed, setDelayed] = useState(false)
  const verify = useMutation({
    mutationFn: () => call('merchantPayValidate', { id: account.id, amount: amount.trim(), serial: serial.trim() }, { hideMessage: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payoutQueries.all })
      toast.show(t`Transfer confirmed: the account goes to staff review`, 'success')
      onOpenChange(false)
    },
    onError: (error) => {
      void detail.refetch()
      const placed = errorsFromFailure(error, ['amount', 'serial'] as const)
      if (placed.form?.key === 'payTransferDelayed') setDelayed(true)
      setErrors(placed)
    },
  })
  const transfer = detail.data?.transfer
  const exhausted = transfer?.attemptsLeft === 0
  const notYet = delayed || (transfer !== undefined && transfer !== null && !transfer.sent)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const fields: FormErrors<TransferFields>['fields'] = {}
    if (!amount.trim()) fields.amount = { key: 'required' }
    if (!serial.trim()) fields.serial = { key: 'required' }
    setErrors({ fields, form: null })
    if (!fields.amount && !fields.serial) verify.mutate()
  }
  const close = (
    <Button variant="secondary" onClick={() => onOpenChange(false)}>
      <Trans>Close</Trans>
    </Button>
  )
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) {
          setDelayed(false)
          setErrors({ fields: {}, form: null })
        }
      }}
      title={notYet ? <Trans>The transfer has not arrived yet</Trans> : <Trans>Confirm the bank's transfer</Trans>}
      description={notYet ? undefined : <Trans>Look for a small amount the bank paid into {account.shortName} and enter it with its authentication serial number.</Trans>}
      footer={
        notYet || exhausted ? close : (
          <>
            {close}
            <Button type="submit" form="transfer-form" loading={verify.isPending}>
              <Trans>Confirm</Trans>
            </Button>
          </>
        )
      }
    >
      {!detail.data ? (
        <div className="flex justify-center p-4">
          <Spinner />
        </div>
      ) : notYet ? (
        <div role="status" className="flex flex-col gap-2 text-sm text-gray-800" data-testid="transfer-delayed">
          <FieldError messageKey="payTransferDelayed" />
          <p>
            <Trans>It usually comes within about {verificationWaitMinutes(Date.now())} minutes (3 on workdays 8:00-17:00, 30 otherwise).</Trans>
          </p>
        </div>
      ) : exhausted ? (
        <div role="alert" className="flex flex-col gap-2 text-sm text-gray-800" data-testid="transfer-exhausted">
          <FieldError messageKey="payVerifyAttemptsLimit" />
          <p>
            <Trans>Check the account's details and submit it again: the bank then sends a new transfer.</Trans>
          </p>
        </div>
      ) : (
        <form id="transfer-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <TextField
            label={t`Amount received (yuan)`}
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value)
              setErrors({ fields: {}, form: null })
            }}
            error={errors.fields.amount?.key}
            errorParams={errors.fields.amount?.params}
          />
          <TextField
            label={t`Authentication serial number`}
            autoComplete="off"
            maxLength={40}
            value={serial}
            onChange={(event) => {
              setSerial(event.target.value)
              setErrors({ fields: {}, form: null })
            }}
            error={errors.fields.serial?.key}
            errorParams={errors.fields.serial?.params}
          />
          <p className="text-xs text-gray-700">
            <Trans>{transfer?.attemptsLeft ?? TRANSFER_ATTEMPTS} of {TRANSFER_ATTEMPTS} tries left.</Trans>
          </p>
          {errors.form && (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2">
              <FieldError messageKey={errors.form.key} params={errors.form.params} />
            </div>
          )}
        </form>
      )}
    </Dialog>
  )
}

type ResetFields = 'code' | 'withdrawPassword' | 'withdrawPasswordConfirm'

/** Reset password by SMS (spec 7): a new withdrawal password with the code sent to the account's reserved phone. */
export function ResetPasswordDialog({ account, open, onOpenChange }: { account: PayoutAccountSummary; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const toast = useToast()
  const countdown = useCountdown()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FormErrors<ResetFields>>({ fields: {}, form: null })
  const send = useMutation({
    mutationFn: () => call('merchantSendCode', { purpose: 'resetPassword', id: account.id }, { hideMessage: true }),
    onSuccess: (answer) => {
      countdown.start()
      toast.show(t`Code sent to ${answer.sentTo}`, 'success')
    },
    onError: (error) => setErrors({ fields: { code: errorsFromFailure(error, []).form ?? { key: 'getCodeFailed' } }, form: null }),
  })
  const reset = useMutation({
    mutationFn: () => call('merchantResetPassword', { id: account.id, code, withdrawPassword: password, withdrawPasswordConfirm: confirm }, { hideMessage: true }),
    onSuccess: () => {
      toast.show(t`Withdrawal password changed`, 'success')
      setCode('')
      setPassword('')
      setConfirm('')
      onOpenChange(false)
    },
    onError: (error) => setErrors(errorsFromFailure(error, ['code', 'withdrawPassword', 'withdrawPasswordConfirm'] as const)),
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const fields: FormErrors<ResetFields>['fields'] = {}
    if (!code.trim()) fields.code = { key: 'required' }
    if (!/^\d{6}$/.test(password)) fields.withdrawPassword = { key: 'withdrawPasswordSixDigits' }
    else if (confirm !== password) fields.withdrawPasswordConfirm = { key: 'withdrawPasswordMismatch' }
    setErrors({ fields, form: null })
    if (Object.keys(fields).length === 0) reset.mutate()
  }
  const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Reset the withdrawal password</Trans>}
      description={<Trans>We send a code to the phone number the bank holds for {account.shortName}.</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="reset-password-form" loading={reset.isPending}>
            <Trans>Set the new password</Trans>
          </Button>
        </>
      }
    >
      <form id="reset-password-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <CodeField
          code={code}
          onCodeChange={(next) => {
            setCode(next)
            setErrors({ fields: {}, form: null })
          }}
          error={errors.fields.code}
          remaining={countdown.remaining}
          sending={send.isPending}
          onSend={() => send.mutate()}
        />
        <TextField
          label={t`New withdrawal password`}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(digits(event.target.value))}
          hint={t`6 digits`}
          error={errors.fields.withdrawPassword?.key}
        />
        <TextField
          label={t`Enter it again`}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(digits(event.target.value))}
          error={errors.fields.withdrawPasswordConfirm?.key}
        />
        {errors.form && <FieldError messageKey={errors.form.key} params={errors.form.params} />}
      </form>
    </Dialog>
  )
}
