import { Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { playPlan, reminderTarget, soundPlan } from '../../domain/alerts/sounds'
import { orderReminderQuery } from './order-reminder-query'
import { callLater } from '../data/call-later'
import { homeQueries, refetchUnlessJustLoaded } from '../data/home-queries'
import { lazyAfterFirstScreen } from '../first-screen'
import { Countdown, useServerClock } from '../ui/countdown'
import { OrderIncome } from '../ui/order-income'
import { orderPlaceName } from '../../domain/order/place-name'
import { setTitleCount } from './use-document-title'
import { Button } from '../ui/button'
import { useToast } from '../ui/toast'

/** The word that an order was accepted (issue 34): the orders' code, after the first screen. */
const AcceptedWord = lazyAfterFirstScreen(() => import('../features/order/accepted-word').then((m) => m.AcceptedWord))

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
 * route path); claims what is unread (claimOrderVoice) and plays the new-order sound twice then
 * the cancel sound twice for what the claim won and is enabled, and says so when the browser
 * cannot or may not play.
 */
export function OrderReminder({ pathname }: { pathname: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const reminder = useQuery(orderReminderQuery())
  // closing hides the box on this page; any route change brings it back (spec 2), also a
  // return to the page it was closed on
  const [closed, setClosed] = useState(false)
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setClosed(false)
  }
  const playing = useRef(false)

  const data = reminder.data
  const seenTotal = useRef<number | null>(null)
  useEffect(() => {
    if (!data) return
    // a new, cancelled or timed-out order (announced here or already by another tab or device):
    // the order screens and the home show it in place, without waiting for a reload
    const changed = seenTotal.current !== null && seenTotal.current !== data.totalNum
    seenTotal.current = data.totalNum
    if (changed || data.unreadVoiceNum + data.unreadCancelVoiceNum > 0) {
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      void queryClient.invalidateQueries({ queryKey: ['home'] })
    }
    setTitleCount(data.totalNum)
  }, [data, queryClient])
  useEffect(() => () => setTitleCount(0), [])
  // the first waiting order, named in the box: listing, dates, amount, time left to answer
  // the home's loader has just asked for it: the box does not ask again when it mounts
  const task = useQuery({ ...homeQueries.task(), enabled: (data?.totalNum ?? 0) > 0, refetchOnMount: refetchUnlessJustLoaded })
  const first = task.data?.waiting[0]
  const now = useServerClock(task.data?.serverNow, task.dataUpdatedAt)
  // the poll only counts (decision 0074): what it counted is claimed first, and only what this tab
  // won sounds, so each order sounds once whichever tab or device claims first; a claim that
  // failed is tried again after the next poll
  const claimed = useRef<string | null>(null)
  useEffect(() => {
    if (!data || playing.current) return
    if (data.unreadVoiceNum + data.unreadCancelVoiceNum === 0 || claimed.current === data.voiceCursor) return
    const cursor = data.voiceCursor
    claimed.current = cursor
    playing.current = true
    void callLater('claimOrderVoice', { upTo: cursor }, { hideMessage: true })
      .then((won) => playPlan(soundPlan({ ...data, unreadVoiceNum: won.voiceNum, unreadCancelVoiceNum: won.cancelVoiceNum }), playSound, typeof Audio !== 'undefined'))
      .then((outcome) => {
        if (outcome === 'unsupported') toast.show(t`Your browser does not support voice playback!`, 'error')
        if (outcome === 'denied') toast.show(t`No sound permission was obtained, please open it in settings`, 'error')
      }, () => {
        if (claimed.current === cursor) claimed.current = null
      })
      .finally(() => {
        playing.current = false
      })
  }, [data, toast, t])

  // an accept the server took is said as such (issue 34): here because the box goes with every page
  // of the host's frame, whether it shows or not (in the same place of the tree either way: its
  // reading of the queue is kept when the box comes and goes)
  const word = (
    <Suspense fallback={null}>
      <AcceptedWord />
    </Suspense>
  )
  if (!data || data.totalNum <= 0 || closed) return <>{word}{null}</>
  // the orders waiting for an answer (issue 34), hotel orders only when only hotel orders wait
  // (spec 2); on the order list already it reloads as well, whatever tab was open
  const goToSee = () => {
    if (pathname === '/order/orderList') void queryClient.invalidateQueries({ queryKey: ['orders'] })
    void navigate({ to: '/order/orderList', search: { group: 'waitConfirm', ...reminderTarget(data) } })
  }
  return (
    <>
      {word}
      {/* a live status region (role status is not allowed on <aside>: Lighthouse's aria-allowed-role);
          in the page's flow under the header, so it never covers a list, a cell or an undo button */}
      <div
        role="status"
        aria-label={t`New orders`}
        data-testid="order-reminder"
        className="border-b border-brand-200 bg-brand-50 print:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <div className="min-w-0 flex-1 text-sm text-gray-900">
            <p>
              <Plural value={data.totalNum} one="# order is waiting for your confirmation." other="# orders are waiting for your confirmation." />
            </p>
            {first && (
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-gray-800" data-testid="order-reminder-first" data-order={first.orderNo}>
                <span className="max-w-full truncate font-medium">{orderPlaceName(first)}</span>
                <span>
                  {first.checkIn} – {first.checkOut} · <OrderIncome income={first.income} currency={first.currency} />
                </span>
                {first.confirmDeadline !== null && <Countdown deadline={first.confirmDeadline} now={now} kind="confirm" />}
              </p>
            )}
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={() => setClosed(true)}>
              <Trans>Close</Trans>
            </Button>
            <Button size="sm" onClick={goToSee}>
              <Trans>View orders</Trans>
            </Button>
          </div>
        </div>
      </div>
    </>
  )
}
