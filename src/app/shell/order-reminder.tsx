import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../client/api'
import { playPlan, reminderTarget, soundPlan } from '../../domain/alerts/sounds'
import { REMINDER_POLL_MS } from '../../domain/order/constants'
import { NO_PERSIST } from '../data/query-meta'
import { Button } from '../ui/button'
import { useToast } from '../ui/toast'

/** Plays one sound to its end (a sound that cannot start rejects: the browser refused). */
function playSound(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const audio = new Audio(url)
    audio.addEventListener('ended', () => resolve(), { once: true })
    audio.addEventListener('error', () => reject(new Error('audio error')), { once: true })
    audio.play().catch(reject)
  })
}

/**
 * The new-order reminder (portal spec 2, 3 and 4): polls getOrderVoice every 20 s while the host
 * is signed in; shows the box while orders wait for confirmation (closing hides it until the next
 * route path); plays the new-order sound twice then the cancel sound twice for what is unread and
 * enabled, and says so when the browser cannot or may not play.
 */
export function OrderReminder({ pathname }: { pathname: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const reminder = useQuery({
    queryKey: ['orderReminder'],
    queryFn: () => call('getOrderVoice', { isAll: '0' }, { hideMessage: true }),
    refetchInterval: REMINDER_POLL_MS,
    refetchIntervalInBackground: true,
    meta: NO_PERSIST,
  })
  const [closedAt, setClosedAt] = useState<string | null>(null)
  const playing = useRef(false)

  const data = reminder.data
  useEffect(() => {
    // a new or cancelled order: the order screens show it without waiting for a reload
    if (data && data.unreadVoiceNum + data.unreadCancelVoiceNum > 0) void queryClient.invalidateQueries({ queryKey: ['orders'] })
  }, [data, queryClient])
  useEffect(() => {
    if (!data || playing.current) return
    const plan = soundPlan(data)
    if (plan.length === 0) return
    playing.current = true
    void playPlan(plan, playSound, typeof Audio !== 'undefined').then((outcome) => {
      playing.current = false
      if (outcome === 'unsupported') toast.show(t`Your browser does not support voice playback!`, 'error')
      if (outcome === 'denied') toast.show(t`No sound permission was obtained, please open it in settings`, 'error')
    })
    // each answer is a new poll: its unread counts were marked read by the server
  }, [data, toast, t])

  if (!data || data.totalNum <= 0 || closedAt === pathname) return null
  const goToSee = () => {
    if (pathname === '/order/orderList') void queryClient.invalidateQueries({ queryKey: ['orders'] })
    else void navigate({ to: '/order/orderList', search: reminderTarget(data) })
  }
  return (
    // a live status region (role status is not allowed on <aside>: Lighthouse's aria-allowed-role)
    <div
      role="status"
      aria-label={t`New orders`}
      data-testid="order-reminder"
      className="fixed right-20 bottom-4 left-4 z-40 flex flex-col sm:left-auto sm:w-72 gap-2 rounded-lg border border-brand-300 bg-white p-4 shadow-lg print:hidden"
    >
      <p className="text-sm text-gray-900">
        <Plural value={data.totalNum} one="# order is waiting for your confirmation." other="# orders are waiting for your confirmation." />
      </p>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={() => setClosedAt(pathname)}>
          <Trans>Close</Trans>
        </Button>
        <Button size="sm" onClick={goToSee}>
          <Trans>Go and see</Trans>
        </Button>
      </div>
    </div>
  )
}
