import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import * as Checkbox from 'radix-ui/checkbox'
import * as Label from 'radix-ui/label'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../client/api'
import { EXPLANATION_LIMITS } from '../../../../domain/order/constants'
import { REFUSAL_REASONS } from '../../../../domain/order/enums'
import type { RefusalReason } from '../../../../domain/order/enums'
import type { OrderDetail } from '../../../../domain/order/schemas'
import { orderQueries } from '../../../data/order-queries'
import { Button } from '../../../ui/button'
import { ChoiceGroup, TextArea } from '../../../ui/choice-fields'
import { Dialog } from '../../../ui/dialog'
import { FieldError } from '../../../ui/field-error'
import type { FormMessage } from '../../../ui/form-errors'
import { refusalOf, useOrderWrite } from '../order-write'
import { formatMoney, REASON_TEXTS, WARNING_TEXTS } from '../order-texts'

export function RejectDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const info = useQuery({ queryKey: [...orderQueries.all, 'rejectInfo', order.orderNo], queryFn: () => call('orderRejectInfo', { orderNo: order.orderNo }, { hideMessage: true }), gcTime: 0 })
  const [step, setStep] = useState<'warning' | 'form'>('warning')
  const [reason, setReason] = useState<RefusalReason | ''>('')
  const [explanation, setExplanation] = useState('')
  const [unrentable, setUnrentable] = useState(false)
  const [fieldError, setFieldError] = useState<{ reason?: FormMessage; explanation?: FormMessage }>({})
  const write = useOrderWrite(onClose)
  const data = info.data
  const dates = data ? (unrentable ? data.unrentableDates : data.closeDates) : []
  const send = () => {
    const length = [...explanation.trim()].length
    const errors: typeof fieldError = {}
    if (!reason) errors.reason = { key: 'required' }
    if (length < EXPLANATION_LIMITS.min || length > EXPLANATION_LIMITS.max) errors.explanation = { key: 'orderExplanationLength', params: { min: EXPLANATION_LIMITS.min, max: EXPLANATION_LIMITS.max } }
    setFieldError(errors)
    if (errors.reason || errors.explanation || !reason) return
    void write.submit(() => call('orderReject', { orderNo: order.orderNo, reason, explanation: explanation.trim(), unrentable }, { hideMessage: true }))
  }
  const explanationError = fieldError.explanation ?? (write.error?.key && write.error.key !== 'orderStateChanged' && write.error.key !== 'orderExpired' ? write.error : undefined)
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={step === 'warning' ? t`Rejecting this order has consequences` : t`Reject the order`}
      footer={
        step === 'warning' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Keep the order</Trans>
            </Button>
            <Button variant="danger" disabled={!data} onClick={() => setStep('form')} data-testid="reject-continue">
              <Trans>I understand, continue</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" loading={write.busy} onClick={send} data-testid="reject-send">
              <Trans>Reject the order</Trans>
            </Button>
          </>
        )
      }
    >
      {!data ? (
        info.isError ? <FieldError messageKey={refusalOf(info.error).key} params={refusalOf(info.error).params} /> : <p className="text-sm"><Trans>Loading…</Trans></p>
      ) : step === 'warning' ? (
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-gray-900" data-testid="reject-warnings">
          {data.warnings.map((warning) => (
            <li key={warning} data-warning={warning}>
              {i18n._({
                ...WARNING_TEXTS[warning],
                values: {
                  bottomDays: data.bottomDays, demotionDays: data.demotionDays, dates: data.closeDates.join(', '),
                  income: formatMoney(data.incomeLoss, data.currency, i18n.locale),
                },
              })}
            </li>
          ))}
          {data.firstOffence && (
            <li>
              <Trans>This would be your first refusal or timeout: it is recorded as 7 days of down-ranking.</Trans>
            </li>
          )}
          <li>
            <Trans>{data.listingsAffected} of your listings are affected.</Trans>
          </li>
        </ul>
      ) : (
        <div className="flex flex-col gap-3">
          <ChoiceGroup
            required
            label={<Trans>Reason</Trans>}
            value={reason}
            onChange={(value) => setReason(value as RefusalReason)}
            options={REFUSAL_REASONS.map((r) => ({ value: r, label: i18n._(REASON_TEXTS[r]) }))}
            {...(fieldError.reason ? { error: fieldError.reason } : {})}
          />
          <TextArea
            required
            label={<Trans>Explanation for the guest</Trans>}
            hint={<Trans>Required, {EXPLANATION_LIMITS.min} to {EXPLANATION_LIMITS.max} characters. The guest reads it.</Trans>}
            value={explanation}
            maxLength={EXPLANATION_LIMITS.max}
            onChange={(e) => setExplanation(e.target.value)}
            count={`${[...explanation].length}/${EXPLANATION_LIMITS.max}`}
            {...(explanationError ? { error: explanationError } : {})}
          />
          <div className="flex items-center gap-2">
            <Checkbox.Root
              id="reject-unrentable"
              checked={unrentable}
              onCheckedChange={(state) => setUnrentable(state === true)}
              className="flex size-5 items-center justify-center rounded border border-gray-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white"
            >
              <Checkbox.Indicator aria-hidden="true" className="text-xs">✓</Checkbox.Indicator>
            </Checkbox.Root>
            <Label.Root htmlFor="reject-unrentable" className="text-sm text-gray-900">
              <Trans>Also set the room unrentable for the whole stay</Trans>
            </Label.Root>
          </div>
          {dates.length > 0 && (
            <p className="text-sm text-gray-700" data-testid="reject-closes">
              <Trans>Nights that will be closed: {dates.join(', ')}</Trans>
            </p>
          )}
          {write.error && (write.error.key === 'orderStateChanged' || write.error.key === 'orderExpired') && <FieldError messageKey={write.error.key} params={write.error.params} />}
        </div>
      )}
    </Dialog>
  )
}
