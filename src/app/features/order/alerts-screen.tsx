import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderReminderQuery } from '../../shell/order-reminder-query'
import { useDocumentTitle } from '../../shell/use-document-title'
import { useAuthInfo } from '../../data/identity'
import { Card } from '../../ui/card'
import { PushSettings } from './push-settings'
import { VoiceToggles } from './voice-settings'

/**
 * setting/videoManage (decision 0061): the host's order alerts in one place: the sounds the
 * portal plays for new and cancelled orders (spec 7 "order voice and PC voice status get/set"),
 * each with a sample, and notifications on this device when no tab is open (Web Push).
 */
export function AlertsScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Alerts and sounds`)
  const reminder = useQuery(orderReminderQuery())
  // guests' messages are an overseas host's (portal spec 2)
  const { info } = useAuthInfo()
  const samples = reminder.data ? { newOrder: reminder.data.voiceUrl, cancel: reminder.data.cancelVoiceUrl } : undefined
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Alerts and sounds</Trans>
      </h1>
      <Card title={t`Sounds while the portal is open`}>
        <p className="mb-3 text-sm text-gray-700">
          <Trans>A sound plays twice for each new order and twice for each cancellation, on every page of the portal. The new-order box shows while orders wait for your answer.</Trans>
        </p>
        <VoiceToggles {...(samples ? { samples } : {})} chat={info?.isOverSea === true} />
      </Card>
      <Card title={t`Notifications on this device`}>
        <PushSettings />
      </Card>
    </div>
  )
}
