import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import { EXPLANATION_LIMITS } from '../../../../domain/order/constants'
import type { OrderDetail } from '../../../../domain/order/schemas'
import { Button } from '../../../ui/button'
import { TextArea } from '../../../ui/choice-fields'
import { Dialog } from '../../../ui/dialog'
import { FieldError } from '../../../ui/field-error'
import { TextField } from '../../../ui/text-field'
import { useOrderWrite } from '../order-write'

export function DepositDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useLingui()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const write = useOrderWrite(onClose)
  const amountError = write.error?.key === 'depositClaimRange' ? write.error : null
  const reasonError = write.error?.key === 'orderExplanationLength' ? write.error : undefined
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Claim from the deposit`}
      description={t`The guest is asked to agree. If the guest refuses, you can ask customer service to step in.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={write.busy} onClick={() => void write.submit(() => call('orderDepositClaim', { orderNo: order.orderNo, amount: Number(amount), reason }, { hideMessage: true }))}>
            <Trans>Send the claim</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextField label={<Trans>Amount ({order.currency}, whole number)</Trans>} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} error={amountError?.key ?? null} {...(amountError?.params ? { errorParams: amountError.params } : {})} />
        <TextArea label={<Trans>What happened</Trans>} value={reason} maxLength={EXPLANATION_LIMITS.max} onChange={(e) => setReason(e.target.value)} {...(reasonError ? { error: reasonError } : {})} />
        {write.error && !amountError && !reasonError && <FieldError messageKey={write.error.key} params={write.error.params} />}
      </div>
    </Dialog>
  )
}
