import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import type { OrderDetail } from '../../../../domain/order/schemas'
import { orderQueries } from '../../../data/order-queries'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FieldError } from '../../../ui/field-error'
import { refusalOf, useOrderWrite } from '../order-write'
import { COVERAGE_TEXTS, formatMoney } from '../order-texts'

export function InsuranceDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const preview = useQuery({ queryKey: [...orderQueries.all, 'insurance', order.orderNo], queryFn: () => call('orderInsurancePreview', { orderNo: order.orderNo }, { hideMessage: true }), gcTime: 0 })
  const write = useOrderWrite(onClose)
  const data = preview.data
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Property insurance for this stay`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={write.busy} disabled={!data} onClick={() => void write.submit(() => call('orderInsuranceBuy', { orderNo: order.orderNo }, { hideMessage: true }))} data-testid="insurance-buy">
            <Trans>Buy</Trans>
          </Button>
        </>
      }
    >
      {preview.isError && <FieldError messageKey={refusalOf(preview.error).key} params={refusalOf(preview.error).params} />}
      {data && (
        <dl className="grid grid-cols-[10rem_1fr] gap-1 text-sm" data-testid="insurance-preview">
          <dt className="text-gray-700"><Trans>Premium</Trans></dt>
          <dd>{formatMoney(data.premium, data.currency, i18n.locale)}</dd>
          <dt className="text-gray-700"><Trans>Insured</Trans></dt>
          <dd>{data.insured}</dd>
          <dt className="text-gray-700"><Trans>Covers</Trans></dt>
          <dd>{data.coverage.map((c) => i18n._(COVERAGE_TEXTS[c])).join(', ')}</dd>
          <dt className="text-gray-700"><Trans>Period</Trans></dt>
          <dd><Plural value={data.nights} one="# night" other="# nights" />, <Plural value={data.rooms} one="# room" other="# rooms" /></dd>
        </dl>
      )}
      {write.error && <FieldError messageKey={write.error.key} params={write.error.params} />}
    </Dialog>
  )
}
