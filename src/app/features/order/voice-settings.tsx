import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as Label from 'radix-ui/label'
import * as Switch from 'radix-ui/switch'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { VoiceSettings } from '../../../domain/alerts/schemas'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { PushSettings } from './push-settings'
import { voiceSettingsQuery } from '../../data/voice-settings'

const KEY = voiceSettingsQuery.queryKey

/** The host's order sounds (portal spec 7 "order voice and PC voice status get/set"): new orders and cancellations. */
/** The alerts dialog of the order list (VoiceSettingsButton, voice-settings-button.tsx, loads it when opened). */
export function VoiceSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`New-order alerts`}
      description={t`While the portal is open, a sound plays twice for each new order and twice for each cancellation.`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <VoiceToggles />
      <div className="mt-4">
        <PushSettings />
      </div>
    </Dialog>
  )
}

/**
 * The two sound switches (new orders, cancellations), each saved at once; with `samples`, a
 * button beside each plays its sound (setting/videoManage).
 */
export function VoiceToggles({ samples, chat = false }: { samples?: { newOrder: string; cancel: string }; chat?: boolean }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const settings = useQuery(voiceSettingsQuery)
  const [failed, setFailed] = useState(false)
  const change = async (next: VoiceSettings) => {
    setFailed(false)
    try {
      queryClient.setQueryData(KEY, await call('orderVoiceSettingsSet', next, { hideMessage: true }))
      void queryClient.invalidateQueries({ queryKey: ['orderReminder'] })
    } catch {
      setFailed(true)
    }
  }
  const data = settings.data
  return (
    <>
      {data && (
        <div className="flex flex-col gap-3">
          <Toggle id="voice-new" label={t`Sound for new orders`} checked={data.pcNewOrderVoice} onChange={(on) => void change({ ...data, pcNewOrderVoice: on })} sample={samples?.newOrder} />
          <Toggle id="voice-cancel" label={t`Sound for cancelled orders`} checked={data.pcCancelOrderVoice} onChange={(on) => void change({ ...data, pcCancelOrderVoice: on })} sample={samples?.cancel} />
          {chat && (
            <Toggle id="voice-chat" label={t`Chime for guests' messages`} checked={data.pcChatVoice !== false} onChange={(on) => void change({ ...data, pcChatVoice: on })} />
          )}
        </div>
      )}
      {failed && <FieldError messageKey="operationFailed" />}
    </>
  )
}

function Toggle({ id, label, checked, onChange, sample }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void; sample?: string | undefined }) {
  const { t } = useLingui()
  return (
    <div className="flex items-center justify-between gap-3">
      <Label.Root htmlFor={id} className="text-sm text-gray-900">
        {label}
      </Label.Root>
      {sample && (
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void new Audio(sample).play().catch(() => undefined)} aria-label={t`Play: ${label}`}>
          <Trans>Play</Trans>
        </Button>
      )}
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-6 w-11 rounded-full bg-gray-300 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  )
}
