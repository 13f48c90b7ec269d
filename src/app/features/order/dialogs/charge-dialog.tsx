import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import { checkEditCharge } from '../../../../domain/order/amounts'
import type { OrderDetail } from '../../../../domain/order/schemas'
import { orderQueries } from '../../../data/order-queries'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/text-field'
import { useToast } from '../../../ui/toast'
import { useOrderWrite } from '../order-write'
import type { Refusal } from '../order-write'
import { formatMoney } from '../order-texts'

export function ChargeDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const charge = useQuery({ queryKey: [...orderQueries.all, 'charge', order.orderNo], queryFn: () => call('orderChargeDetail', { orderNo: order.orderNo }, { hideMessage: true }), gcTime: 0 })
  const [rent, setRent] = useState('')
  const [fieldError, setFieldError] = useState<Refusal>(null)
  const toast = useToast()
  const title = order.listingTitle
  // accepted at the new rent: said as an accept from the decision bar is (issue 34)
  const write = useOrderWrite(() => {
    toast.show(t`Order accepted: ${title}`, 'success')
    onClose()
  })
  const data = charge.data
  const send = () => {
    if (!data) return
    const value = Number(rent)
    if (rent.trim() === '' || !checkEditCharge(value, data)) {
      setFieldError({ key: 'orderEditChargeRange', params: { min: data.min, max: data.max } })
      return
    }
    setFieldError(null)
    void write.submit(() => call('orderEditCharge', { orderNo: order.orderNo, rent: value }, { hideMessage: true }))
  }
  const error = fieldError ?? write.error
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Change the rent and accept`}
      description={data ? t`Now ${formatMoney(data.rent * (data.currency === 'JPY' ? 1 : 100), data.currency, i18n.locale)} for ${plural(data.nights, { one: '# night', other: '# nights' })}. You can lower it, not raise it.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={write.busy} disabled={!data} onClick={send} data-testid="charge-send">
            <Trans>Save and accept</Trans>
          </Button>
        </>
      }
    >
      {data && (
        <div className="flex flex-col gap-3">
          <ul className="text-sm text-gray-700">
            {data.perNight.map((night) => (
              <li key={night.date}>
                {night.date}: {night.price} {data.currency}
              </li>
            ))}
          </ul>
          <TextField
            label={<Trans>New total rent ({data.currency}, whole number)</Trans>}
            inputMode="numeric"
            value={rent}
            onChange={(e) => setRent(e.target.value)}
            error={error?.key ?? null}
            {...(error?.params ? { errorParams: error.params } : {})}
          />
        </div>
      )}
    </Dialog>
  )
}
