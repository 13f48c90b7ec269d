import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Collapsible from 'radix-ui/collapsible'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { ChatStayOrder, ChatTalk } from '../../../domain/chat/endpoints'
import { STATE_TEXTS } from '../../data/order-state-texts'
import { useOffline } from '../../shell/pwa-network'
import { cx } from '../../ui/cx'
import { OrderIncome } from '../../ui/order-income'

/** The conversation's stay (issue 34): its own query, so the messages never wait for it. */
export const chatStayQuery = (talkId: string) =>
  queryOptions({
    queryKey: ['chat', 'stay', talkId] as const,
    queryFn: () => call('imTalkStay', { talkId }, { hideMessage: true }),
    staleTime: 30_000,
  })

/**
 * The guest's stay beside the conversation (issue 34, decision 0063's addendum): the listing, the
 * dates, the guests, the state and the host's income of the guest's newest orders, each opening its
 * detail; "No booking yet" and the listing asked about when there is none. A column from md up; on
 * a phone (and in the popup) a bar above the messages that expands.
 */
export function ChatStay({ talk, compact }: { talk: ChatTalk; compact: boolean }) {
  const { t, i18n } = useLingui()
  const offline = useOffline()
  const stay = useQuery({ ...chatStayQuery(talk.talkId), enabled: !offline })
  const [open, setOpen] = useState(false)
  const orders = stay.data?.orders ?? []
  const newest = orders[0]
  const listingTitle = stay.data?.listing.title ?? talk.storeName

  const summary = stay.data === undefined ? (
    stay.isError ? <Trans>The stay could not be loaded.</Trans> : offline ? <Trans>The stay shows when you are online.</Trans> : <Trans>Loading the stay…</Trans>
  ) : newest ? (
    <Trans>{newest.checkIn} to {newest.checkOut} · {i18n._(STATE_TEXTS[newest.state])}</Trans>
  ) : (
    <Trans>No booking yet · {listingTitle}</Trans>
  )

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className={cx(
        'shrink-0 border-b border-gray-200 bg-gray-50 text-sm',
        !compact && 'md:order-last md:w-72 md:overflow-y-auto md:border-b-0 md:border-l',
      )}
      data-testid="chat-stay"
      aria-label={t`Stay details`}
      role="region"
    >
      <Collapsible.Trigger
        className={cx('flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left hover:bg-gray-100', !compact && 'md:hidden')}
        data-testid="chat-stay-toggle"
      >
        <span className="shrink-0 font-medium text-gray-900"><Trans>Stay details</Trans></span>
        <span className="line-clamp-2 min-w-0 flex-1 text-gray-700" data-testid="chat-stay-summary">{summary}</span>
        <span aria-hidden="true" className={cx('shrink-0 text-gray-600 transition-transform', open && 'rotate-180')}>▾</span>
      </Collapsible.Trigger>
      <Collapsible.Content
        forceMount
        className={cx('max-h-[45dvh] overflow-y-auto px-3 pb-3 data-[state=closed]:hidden', !compact && 'md:block! md:max-h-none md:overflow-visible md:pt-3')}
        data-testid="chat-stay-content"
      >
        <h3 className={cx('hidden font-semibold text-gray-900', !compact && 'md:block')}><Trans>Stay details</Trans></h3>
        {stay.data === undefined ? (
          <p className="mt-2 text-gray-700">{summary}</p>
        ) : orders.length === 0 ? (
          <div className="mt-2" data-testid="chat-stay-none">
            <p className="font-medium text-gray-900"><Trans>No booking yet</Trans></p>
            <p className="mt-1 text-gray-700"><Trans>Asked about: {listingTitle}</Trans></p>
          </div>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="chat-stay-orders">
            {orders.map((order) => <StayOrder key={order.orderNo} order={order} />)}
          </ul>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  )
}

function StayOrder({ order }: { order: ChatStayOrder }) {
  const { i18n } = useLingui()
  const orderNo = order.orderNo
  return (
    <li className="relative rounded-md border border-gray-200 bg-white p-2 hover:border-brand-300" data-testid="chat-stay-order" data-order={orderNo} data-state={order.state}>
      <Link
        to={order.lodgeBusiness === 'store' ? '/order/hotelDetail' : '/order/houseDetail'}
        search={{ orderNo }}
        className="block font-medium text-brand-800 underline after:absolute after:inset-0 after:content-['']"
      >
        {order.listingTitle}
      </Link>
      <p className="mt-1 text-gray-800">
        <Trans>
          {order.checkIn} to {order.checkOut} · <Plural value={order.nights} one="# night" other="# nights" />
        </Trans>
      </p>
      <p className="text-gray-800">
        <Plural value={order.guestCount} one="# guest" other="# guests" />
        {' · '}
        <span data-testid="chat-stay-state">{i18n._(STATE_TEXTS[order.state])}</span>
      </p>
      <p className="text-gray-800"><OrderIncome income={order.income} currency={order.currency} /></p>
      <p className="text-xs text-gray-600"><Trans>Order {orderNo}</Trans></p>
    </li>
  )
}
