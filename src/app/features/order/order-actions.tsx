import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { OrderDetail } from '../../../domain/order/schemas'
import type { OrderWrites } from '../../data/order-writes'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { FieldError } from '../../ui/field-error'
import { ChargeDialog } from './dialogs/charge-dialog'
import { CheckInDialog } from './dialogs/check-in-dialog'
import { DepositDialog } from './dialogs/deposit-dialog'
import { InsuranceDialog } from './dialogs/insurance-dialog'
import { Countdown } from '../../ui/countdown'
import { refusalOf, useOrderWrite } from './order-write'
import type { Refusal } from './order-write'

/**
 * What else the host can do with an order now (its allowedActions; Accept and Reject are in the
 * decision bar, order-decision-bar.tsx): modify and accept, confirm a guest's check-in by ID,
 * property insurance, the guest's phone, renewals and the deposit. Actions whose dialogs need
 * fresh server data are off while offline, and say why.
 */
export function OrderActions({ order, now, writes }: { order: OrderDetail; now: () => number; writes: OrderWrites | undefined }) {
  const { t } = useLingui()
  const offline = useOffline()
  const pendingAccept = writes?.pending.some((entry) => entry.endpoint === 'orderConfirm') ?? false
  const [open, setOpen] = useState<null | 'charge' | 'checkIn' | 'insure' | 'deposit'>(null)
  const can = (action: OrderDetail['allowedActions'][number]) => order.allowedActions.includes(action)
  const renewalsWaiting = order.renewals.filter((r) => r.state === 'waitConfirm')
  const others = order.allowedActions.filter((action) => action !== 'accept' && action !== 'reject')
  if (others.length === 0 && renewalsWaiting.length === 0) return null
  const needsNetwork = offline ? t`Needs a connection: this uses the server's latest figures.` : undefined
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50/40 p-4" aria-label={t`Actions`} data-testid="order-actions">
      <div className="flex flex-wrap gap-2">
        {can('editCharge') && (
          <Button variant="secondary" onClick={() => setOpen('charge')} disabled={offline || pendingAccept} title={needsNetwork}>
            <Trans>Change the rent and accept</Trans>
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
        {can('issueInvoice') && <SimpleAction label={<Trans>Mark the invoice issued</Trans>} disabled={offline} run={() => call('orderInvoiceIssue', { orderNo: order.orderNo }, { hideMessage: true })} />}
        {can('escalateDeposit') && <SimpleAction label={<Trans>Ask customer service to step in</Trans>} disabled={offline} run={() => call('orderDepositEscalate', { orderNo: order.orderNo }, { hideMessage: true })} />}
      </div>
      {offline && (can('reject') || can('editCharge') || can('insure')) && (
        <p className="text-xs text-gray-700" data-testid="offline-actions-note">
          <Trans>You are offline: you can accept now (it is sent when the connection is back). Rejecting, changing the rent and insurance need the server's latest figures and wait for the connection.</Trans>
        </p>
      )}
      {renewalsWaiting.map((renewal) => (
        <RenewalRequest key={renewal.id} orderNo={order.orderNo} renewal={renewal} now={now} offline={offline} />
      ))}
      {open === 'charge' && <ChargeDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'checkIn' && <CheckInDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'insure' && <InsuranceDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'deposit' && <DepositDialog order={order} onClose={() => setOpen(null)} />}
    </section>
  )
}

/** Sends a call and refreshes the order; shows the refusal next to the button. */
function SimpleAction({ label, run, disabled, variant = 'primary' }: { label: ReactNode; run: () => Promise<unknown>; disabled?: boolean; variant?: 'primary' | 'secondary' }) {
  const write = useOrderWrite(() => undefined)
  return (
    <span className="inline-flex flex-col">
      <Button size="sm" variant={variant} loading={write.busy} disabled={disabled} onClick={() => void write.submit(run)}>
        {label}
      </Button>
      {write.error && <FieldError messageKey={write.error.key} params={write.error.params} />}
    </span>
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

/**
 * A guest's request to stay longer: accept or reject while its answer time runs (with the
 * countdown); once it has run out it says so, without buttons that could only fail (issue 13).
 */
function RenewalRequest({ orderNo, renewal, now, offline }: { orderNo: string; renewal: OrderDetail['renewals'][number]; now: () => number; offline: boolean }) {
  const deadline = renewal.confirmDeadline
  const [expired, setExpired] = useState(() => deadline !== null && deadline <= now())
  useEffect(() => {
    if (deadline === null || expired) return
    const timer = setTimeout(() => setExpired(true), Math.max(0, deadline - now()) + 50)
    return () => clearTimeout(timer)
  }, [deadline, expired, now])
  if (expired) {
    return (
      <p className="text-sm text-gray-700" data-testid="renewal-expired">
        <Trans>The guest's request to stay {renewal.nights} more nights (until {renewal.newCheckOut}) expired without an answer.</Trans>
      </p>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="renewal-waiting">
      <span>
        <Trans>The guest asks to stay {renewal.nights} more nights, until {renewal.newCheckOut}.</Trans>
      </span>
      {deadline !== null && <Countdown deadline={deadline} now={now} kind="confirm" />}
      <SimpleAction label={<Trans>Accept the renewal</Trans>} disabled={offline} run={() => call('orderRenewalConfirm', { orderNo, renewalId: renewal.id }, { hideMessage: true })} />
      <SimpleAction label={<Trans>Reject the renewal</Trans>} variant="secondary" disabled={offline} run={() => call('orderRenewalReject', { orderNo, renewalId: renewal.id, reason: 'unableToHost' }, { hideMessage: true })} />
    </div>
  )
}
