import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '../../../../domain/money-format'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import type { OrderDetail } from '../../../../domain/order/schemas'
import { orderQueries } from '../../../data/order-queries'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Spinner } from '../../../ui/spinner'
import { TextField } from '../../../ui/text-field'
import { useOrderWrite } from '../order-write'

/**
 * Confirming a guest's check-in by their ID number. The order's guests and the fee of this ID
 * check come from orderTenants (decision 0081): the host sees "Free (first check)" or "5.00 yuan"
 * before confirming, and the fee shown is sent with the check, so the server never charges more
 * than the host agreed to (another check that took the free one meanwhile: asked again).
 */
export function CheckInDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useLingui()
  const [number, setNumber] = useState('')
  const write = useOrderWrite(onClose)
  const tenants = useQuery(orderQueries.tenants(order.orderNo))
  const guests = tenants.data?.guests ?? order.guests
  const waiting = guests.filter((g) => !g.checkedIn)
  const fee = tenants.data?.idCheckFee
  const confirm = () =>
    void write.submit(async () => {
      try {
        return await call('orderCheckIn', { orderNo: order.orderNo, credentialNo: number, fee: fee!.amount }, { hideMessage: true })
      } finally {
        // a refusal (the fee changed) shows the new fee; a success closes the dialog anyway
        void tenants.refetch()
      }
    })
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Confirm a guest's check-in`}
      description={t`Scan or type the ID number of the guest who arrived.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={write.busy} disabled={!fee} onClick={confirm} data-testid="checkin-send">
            <Trans>Confirm check-in</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-gray-700">
          <Trans>Still to arrive: {waiting.map((g) => `${g.name} (${g.credentialNoMasked})`).join(', ')}</Trans>
        </p>
        <TextField
          label={<Trans>ID number</Trans>}
          value={number}
          autoComplete="off"
          maxLength={40}
          onChange={(e) => setNumber(e.target.value)}
          error={write.error?.key ?? null}
          {...(write.error?.params ? { errorParams: write.error.params } : {})}
        />
        <p className="flex items-center gap-2 text-sm text-gray-900" data-testid="checkin-fee">
          <span className="text-gray-700"><Trans>ID check fee:</Trans></span>
          {fee ? <IdCheckFeeText amount={fee.amount} reason={fee.reason} /> : tenants.isError ? <Trans>unavailable, try again</Trans> : <Spinner />}
        </p>
        {fee?.reason === 'laterCheck' && (
          <p className="text-xs text-gray-700">
            <Trans>Your first ID check was free; each later one is taken from your wallet.</Trans>
          </p>
        )}
      </div>
    </Dialog>
  )
}

function IdCheckFeeText({ amount, reason }: { amount: number; reason: 'firstCheck' | 'laterCheck' | 'noWallet' }) {
  const { t, i18n } = useLingui()
  if (reason === 'firstCheck') return <strong>{t`Free (first check)`}</strong>
  if (amount === 0) return <strong>{t`Free`}</strong>
  // the wallet's money, formatted as every other amount the host sees
  return <strong className="tabular-nums">{formatMoney(amount, 'RMB', i18n.locale)}</strong>
}
