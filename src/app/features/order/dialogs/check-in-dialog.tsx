import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import type { OrderDetail } from '../../../../domain/order/schemas'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/text-field'
import { useOrderWrite } from '../order-write'

export function CheckInDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useLingui()
  const [number, setNumber] = useState('')
  const write = useOrderWrite(onClose)
  const waiting = order.guests.filter((g) => !g.checkedIn)
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
          <Button loading={write.busy} onClick={() => void write.submit(() => call('orderCheckIn', { orderNo: order.orderNo, credentialNo: number }, { hideMessage: true }))} data-testid="checkin-send">
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
      </div>
    </Dialog>
  )
}
