import { useState } from 'react'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Checkbox, Label } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { isApiError } from '../../../client/errors'
import { checkEditCharge } from '../../../domain/order/amounts'
import { EXPLANATION_LIMITS } from '../../../domain/order/constants'
import { REFUSAL_REASONS } from '../../../domain/order/enums'
import type { RefusalReason } from '../../../domain/order/enums'
import type { OrderDetail } from '../../../domain/order/schemas'
import { calendarQueries } from '../../data/calendar-queries'
import { orderQueries } from '../../data/order-queries'
import { acceptOrder, useOrderWrites } from '../../data/order-writes'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { ChoiceGroup, TextArea } from '../../ui/choice-fields'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import type { FormMessage } from '../../ui/form-errors'
import { TextField } from '../../ui/text-field'
import { COVERAGE_TEXTS, formatMoney, REASON_TEXTS, WARNING_TEXTS } from './order-texts'

type Refusal = FormMessage | null

function refusalOf(failure: unknown): FormMessage {
  return isApiError(failure) ? { key: failure.key, ...(failure.params ? { params: failure.params } : {}) } : { key: 'operationFailed' }
}

/**
 * What the host can do with an order now (its allowedActions): accept through the outbox (works
 * offline), reject after the warning, modify and accept, confirm a guest's check-in by ID,
 * property insurance, the guest's phone, renewals and the deposit. Actions whose dialogs need
 * fresh server data are off while offline, and say why.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useLingui()
  const offline = useOffline()
  const writes = useOrderWrites().get(order.orderNo)
  const pendingAccept = writes?.pending.some((entry) => entry.endpoint === 'orderConfirm') ?? false
  const refusedAccept = writes?.refused.find((entry) => entry.endpoint === 'orderConfirm')
  const [open, setOpen] = useState<null | 'reject' | 'charge' | 'checkIn' | 'insure' | 'deposit'>(null)
  const can = (action: OrderDetail['allowedActions'][number]) => order.allowedActions.includes(action)
  const renewalsWaiting = order.renewals.filter((r) => r.state === 'waitConfirm')
  if (order.allowedActions.length === 0 && !pendingAccept && !refusedAccept && renewalsWaiting.length === 0) return null
  const needsNetwork = offline ? t`Needs a connection: this uses the server's latest figures.` : undefined
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50/40 p-4" aria-label={t`Actions`} data-testid="order-actions">
      <div className="flex flex-wrap gap-2">
        {can('accept') && (
          <Button onClick={() => void acceptOrder(order.orderNo, { title: order.listingTitle })} disabled={pendingAccept} data-testid="accept-order">
            <Trans>Accept</Trans>
          </Button>
        )}
        {can('editCharge') && (
          <Button variant="secondary" onClick={() => setOpen('charge')} disabled={offline || pendingAccept} title={needsNetwork}>
            <Trans>Change the rent and accept</Trans>
          </Button>
        )}
        {can('reject') && (
          <Button variant="secondary" onClick={() => setOpen('reject')} disabled={offline || pendingAccept} title={needsNetwork}>
            <Trans>Reject</Trans>
          </Button>
        )}
        {can('checkIn') && (
          <Button onClick={() => setOpen('checkIn')} disabled={offline}>
            <Trans>Confirm check-in</Trans>
          </Button>
        )}
        {can('insure') && (
          <Button variant="secondary" onClick={() => setOpen('insure')} disabled={offline} title={needsNetwork}>
            <Trans>Property insurance</Trans>
          </Button>
        )}
        {can('contact') && <ContactButton orderNo={order.orderNo} disabled={offline} />}
        {can('claimDeposit') && (
          <Button variant="secondary" onClick={() => setOpen('deposit')} disabled={offline}>
            <Trans>Claim from the deposit</Trans>
          </Button>
        )}
        {can('escalateDeposit') && <SimpleAction label={<Trans>Ask customer service to step in</Trans>} disabled={offline} run={() => call('orderDepositEscalate', { orderNo: order.orderNo }, { hideMessage: true })} />}
      </div>
      {offline && (can('reject') || can('editCharge') || can('insure')) && (
        <p className="text-xs text-gray-700" data-testid="offline-actions-note">
          <Trans>You are offline: you can accept now (it is sent when the connection is back). Rejecting, changing the rent and insurance need the server's latest figures and wait for the connection.</Trans>
        </p>
      )}
      {pendingAccept && (
        <p role="status" className="text-sm text-amber-900" data-testid="accept-pending">
          {offline ? <Trans>Accepted here; it is sent when the connection is back.</Trans> : <Trans>Sending your acceptance…</Trans>}
        </p>
      )}
      {refusedAccept && 'refusal' in refusedAccept && (
        <div className="text-sm" data-testid="accept-refused">
          <Trans>Your acceptance was not taken:</Trans> <FieldError messageKey={refusedAccept.refusal.key} params={refusedAccept.refusal.params} />
        </div>
      )}
      {renewalsWaiting.map((renewal) => (
        <div key={renewal.id} className="flex flex-wrap items-center gap-2 text-sm" data-testid="renewal-waiting">
          <span>
            <Trans>The guest asks to stay {renewal.nights} more nights, until {renewal.newCheckOut}.</Trans>
          </span>
          <SimpleAction label={<Trans>Accept the renewal</Trans>} disabled={offline} run={() => call('orderRenewalConfirm', { orderNo: order.orderNo, renewalId: renewal.id }, { hideMessage: true })} />
          <SimpleAction label={<Trans>Reject the renewal</Trans>} variant="secondary" disabled={offline} run={() => call('orderRenewalReject', { orderNo: order.orderNo, renewalId: renewal.id, reason: 'unableToHost' }, { hideMessage: true })} />
        </div>
      ))}
      {open === 'reject' && <RejectDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'charge' && <ChargeDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'checkIn' && <CheckInDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'insure' && <InsuranceDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'deposit' && <DepositDialog order={order} onClose={() => setOpen(null)} />}
    </section>
  )
}

/** Sends a call and refreshes the order; shows the refusal next to the button. */
function SimpleAction({ label, run, disabled, variant = 'primary' }: { label: ReactNode; run: () => Promise<unknown>; disabled?: boolean; variant?: 'primary' | 'secondary' }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Refusal>(null)
  return (
    <span className="inline-flex flex-col">
      <Button
        size="sm"
        variant={variant}
        loading={busy}
        disabled={disabled}
        onClick={async () => {
          setBusy(true)
          setError(null)
          try {
            await run()
            await queryClient.invalidateQueries({ queryKey: orderQueries.all })
          } catch (failure) {
            setError(refusalOf(failure))
          } finally {
            setBusy(false)
          }
        }}
      >
        {label}
      </Button>
      {error && <FieldError messageKey={error.key} params={error.params} />}
    </span>
  )
}

/** Runs a write from a dialog: closes and refreshes on success, keeps the refusal (and what was typed) otherwise. */
function useDialogWrite(onClose: () => void) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Refusal>(null)
  const submit = async (write: () => Promise<unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await write()
      // a refusal closes nights and a renewal takes stock: the calendar changes too
      await Promise.all([queryClient.invalidateQueries({ queryKey: orderQueries.all }), queryClient.invalidateQueries({ queryKey: calendarQueries.all })])
      onClose()
    } catch (failure) {
      setError(refusalOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, submit }
}

function RejectDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const info = useQuery({ queryKey: [...orderQueries.all, 'rejectInfo', order.orderNo], queryFn: () => call('orderRejectInfo', { orderNo: order.orderNo }, { hideMessage: true }), gcTime: 0 })
  const [step, setStep] = useState<'warning' | 'form'>('warning')
  const [reason, setReason] = useState<RefusalReason | ''>('')
  const [explanation, setExplanation] = useState('')
  const [unrentable, setUnrentable] = useState(false)
  const [fieldError, setFieldError] = useState<{ reason?: FormMessage; explanation?: FormMessage }>({})
  const write = useDialogWrite(onClose)
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
            label={<Trans>Reason</Trans>}
            value={reason}
            onChange={(value) => setReason(value as RefusalReason)}
            options={REFUSAL_REASONS.map((r) => ({ value: r, label: i18n._(REASON_TEXTS[r]) }))}
            {...(fieldError.reason ? { error: fieldError.reason } : {})}
          />
          <TextArea
            label={<Trans>Explanation for the guest</Trans>}
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
          <p className="text-sm text-gray-700" data-testid="reject-closes">
            <Trans>Nights that will be closed: {dates.join(', ')}</Trans>
          </p>
          {write.error && (write.error.key === 'orderStateChanged' || write.error.key === 'orderExpired') && <FieldError messageKey={write.error.key} params={write.error.params} />}
        </div>
      )}
    </Dialog>
  )
}

function ChargeDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const charge = useQuery({ queryKey: [...orderQueries.all, 'charge', order.orderNo], queryFn: () => call('orderChargeDetail', { orderNo: order.orderNo }, { hideMessage: true }), gcTime: 0 })
  const [rent, setRent] = useState('')
  const [fieldError, setFieldError] = useState<Refusal>(null)
  const write = useDialogWrite(onClose)
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
      description={data ? t`Now ${formatMoney(data.rent * (data.currency === 'JPY' ? 1 : 100), data.currency, i18n.locale)} for ${data.nights} nights. You can lower it, not raise it.` : undefined}
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

function CheckInDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useLingui()
  const [number, setNumber] = useState('')
  const write = useDialogWrite(onClose)
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

function InsuranceDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const preview = useQuery({ queryKey: [...orderQueries.all, 'insurance', order.orderNo], queryFn: () => call('orderInsurancePreview', { orderNo: order.orderNo }, { hideMessage: true }), gcTime: 0 })
  const write = useDialogWrite(onClose)
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
          <dd><Trans>{data.nights} nights, {data.rooms} rooms</Trans></dd>
        </dl>
      )}
      {write.error && <FieldError messageKey={write.error.key} params={write.error.params} />}
    </Dialog>
  )
}

function DepositDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useLingui()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const write = useDialogWrite(onClose)
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

function ContactButton({ orderNo, disabled }: { orderNo: string; disabled: boolean }) {
  const [phone, setPhone] = useState<string | null>(null)
  const [error, setError] = useState<Refusal>(null)
  if (phone) {
    return (
      <a href={`tel:${phone}`} className="inline-flex items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800" data-testid="tenant-phone">
        <Trans>Call {phone}</Trans>
      </a>
    )
  }
  return (
    <span className="inline-flex flex-col">
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={async () => {
          try {
            const answer = await call('orderCanContact', { orderNo }, { hideMessage: true })
            if (answer.allowed && answer.phone) setPhone(`+${answer.countryCode ?? '86'} ${answer.phone}`)
            else setError({ key: 'orderContactNotAllowed' })
          } catch (failure) {
            setError(refusalOf(failure))
          }
        }}
      >
        <Trans>Contact the guest</Trans>
      </Button>
      {error && <FieldError messageKey={error.key} params={error.params} />}
    </span>
  )
}
