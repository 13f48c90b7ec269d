import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { PmsWebhookDelivery } from '../../../domain/pms/endpoints'
import type { WebhookDeliveryState, WebhookEvent } from '../../../domain/pms/rules'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { cx } from '../../ui/cx'
import { errorsFromFailure } from '../../ui/form-errors'
import { QueryBody } from '../../ui/query-body'
import { useToast } from '../../ui/toast'
import { pmsQueries } from './pms-queries'

const EVENT_TEXTS: Record<WebhookEvent, MessageDescriptor> = {
  'booking.created': msg`New booking`,
  'booking.modified': msg`Booking changed`,
  'booking.cancelled': msg`Booking cancelled`,
  'calendar.changed': msg`Your calendar edit`,
}
const STATE_TEXTS: Record<WebhookDeliveryState, MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
}
const STATE_TONES: Record<WebhookDeliveryState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
}
/** Deliveries shown on the card; the server keeps more. */
const SHOWN = 8

/**
 * The PMS's webhook on a connection's card (issue 38): where the platform tells the PMS of
 * bookings and of the host's calendar edits, the last deliveries with how each went, and
 * "Send again" for one the PMS missed.
 */
export function WebhookSection({ connectionId }: { connectionId: string }) {
  const { t, i18n } = useLingui()
  const query = useQuery(pmsQueries.webhook(connectionId))
  const queryClient = useQueryClient()
  const offline = useOffline()
  const text = useMessageText()
  const toast = useToast()
  const resend = useMutation({
    mutationFn: (deliveryId: string) => call('pmsWebhookResend', { connectionId, deliveryId }, { hideMessage: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(pmsQueries.webhook(connectionId).queryKey, answer)
      toast.show(t`It is sent again within a few seconds.`, 'success')
    },
    onError: (failure) => {
      const form = errorsFromFailure(failure, []).form
      toast.show(form ? text(form.key, form.params) : t`It could not be sent again. Try again.`, 'error')
      // what refused it (the PMS removed its webhook, say) shows on the card at once
      void queryClient.invalidateQueries({ queryKey: pmsQueries.webhook(connectionId).queryKey })
    },
  })
  const time = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section aria-label={t`Webhook`} className="mt-4 border-t border-gray-100 pt-3" data-testid="pms-webhook">
      <h3 className="text-sm font-semibold text-gray-900"><Trans>Webhook</Trans></h3>
      <QueryBody query={query} failed={<Trans>The webhook could not be loaded. Check the connection and try again.</Trans>}>
        {(answer) => (
          <>
            {answer.webhook === null ? (
              <p className="mt-1 text-sm text-gray-700" data-testid="pms-webhook-none">
                <Trans>The PMS has not registered a webhook: it hears of bookings by pulling them.</Trans>
              </p>
            ) : (
              <p className="mt-1 text-sm text-gray-800">
                <Trans>The platform tells the PMS at</Trans>{' '}
                <code className="break-all font-mono text-xs" data-testid="pms-webhook-url">{answer.webhook.url}</code>:{' '}
                {answer.webhook.events.map((event) => i18n._(EVENT_TEXTS[event])).join(', ')}
              </p>
            )}
            {answer.deliveries.length > 0 && (
              <ul className="mt-2 flex flex-col divide-y divide-gray-100 text-sm" data-testid="pms-deliveries">
                {answer.deliveries.slice(0, SHOWN).map((delivery) => (
                  <DeliveryRow key={delivery.deliveryId} delivery={delivery} time={time}
                    onResend={answer.webhook === null || delivery.state === 'pending' ? null : () => resend.mutate(delivery.deliveryId)}
                    disabled={offline || resend.isPending} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryBody>
    </section>
  )
}

function DeliveryRow({ delivery, time, onResend, disabled }: { delivery: PmsWebhookDelivery; time: (ms: number) => string; onResend: (() => void) | null; disabled: boolean }) {
  const { t, i18n } = useLingui()
  const tried = delivery.lastAt === null ? t`not tried yet` : delivery.attempts === 1 ? t`tried ${time(delivery.lastAt)}` : t`tried ${delivery.attempts} times, last ${time(delivery.lastAt)}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="pms-delivery" data-state={delivery.state}>
      <span className="flex flex-col">
        <span>
          <span className="font-medium text-gray-900">{i18n._(EVENT_TEXTS[delivery.event])}</span>
          {delivery.orderNo && <span className="ml-1 font-mono text-xs text-gray-700">{delivery.orderNo}</span>}
        </span>
        <span className="text-xs text-gray-700">
          {tried}
          {delivery.state !== 'delivered' && delivery.lastError && <span className="ml-1 text-red-800">({delivery.lastError})</span>}
          {delivery.nextAt !== null && delivery.lastAt !== null && <span className="ml-1">{t`next try ${time(delivery.nextAt)}`}</span>}
        </span>
      </span>
      <span className="flex items-center gap-2">
        <span className={cx('inline-flex items-center rounded px-2 py-0.5 text-xs font-medium', STATE_TONES[delivery.state])}>{i18n._(STATE_TEXTS[delivery.state])}</span>
        {onResend && (
          <Button size="sm" variant="secondary" onClick={onResend} disabled={disabled} title={disabled ? t`Needs a connection` : undefined}>
            <Trans>Send again</Trans>
          </Button>
        )}
      </span>
    </li>
  )
}
