import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { isApiError } from '../../../client/errors'
import { newIdempotencyKey } from '../../../client/idempotency-key'
import type { WalletAgreement } from '../../../domain/wallet/endpoints'
import type { FormMessage } from '../../ui/form-errors'
import { Button } from '../../ui/button'
import { PaymentAgreementCheck } from '../../ui/payment-agreement-check'
import { walletQueries } from './wallet-queries'

/**
 * The wallet's service agreement (spec 7 "wallet agree"; decision 0082), in place of the withdraw
 * form until the host accepts its current version: the agreement's page, a checkbox, a button.
 */
export function WalletAgreementStep({ agreement, onCancel }: { agreement: WalletAgreement; onCancel: () => void }) {
  const queryClient = useQueryClient()
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<FormMessage | null>(null)
  const [idempotencyKey] = useState(newIdempotencyKey)

  const accept = async () => {
    if (!checked) {
      setError({ key: 'agreementRequired' })
      return
    }
    setBusy(true)
    setError(null)
    try {
      await call('walletAgree', { version: agreement.version }, { hideMessage: true, idempotencyKey })
      // the wallet's info says it is accepted: the withdraw form takes the step's place
      await queryClient.invalidateQueries({ queryKey: walletQueries.all })
    } catch (failure) {
      setError(isApiError(failure) ? { key: failure.key, ...(failure.params ? { params: failure.params } : {}) } : { key: 'operationFailed' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="wallet-agreement-step">
      <p className="text-sm text-gray-800">
        {agreement.acceptedVersion ? (
          <Trans>The payment and settlement service agreement has changed since you accepted it. Read it and accept it again to withdraw.</Trans>
        ) : (
          <Trans>Before your first withdrawal, read and accept the payment and settlement service agreement.</Trans>
        )}
      </p>
      <PaymentAgreementCheck
        id="wallet-agreement"
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next)
          setError(null)
        }}
        error={error}
        href={agreement.path}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={busy} onClick={() => void accept()}>
          <Trans>Accept and continue</Trans>
        </Button>
      </div>
    </div>
  )
}
