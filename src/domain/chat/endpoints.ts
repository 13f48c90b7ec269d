import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { LODGE_BUSINESS, ORDER_STATES } from '../order/enums'
import { CHAT_LIMITS } from './rules'

/**
 * The chat service (portal spec 7 "Chat service"; issue 19; decision 0063), spread into the
 * endpoint table. Ids travel as strings, as the spec's entities have them.
 */

const str = z.string()
const int = z.number()
const id = z.string().check(z.regex(/^\d{1,9}$/))

/** spec 3 Chat message. */
export const chatMessage = z.object({
  msgId: str,
  localId: str,
  talkId: str,
  groupId: str,
  fromUserId: str,
  toUserId: str,
  /** 'landlord' (the host, on any device) or 'tenant' (the guest). */
  fromRole: z.enum(['landlord', 'tenant']),
  content: str,
  /** 'yyyy-MM-dd HH:mm:ss' in UTC; createTimestamp is the same instant in ms. */
  createTime: str,
  createTimestamp: int,
  isRead: z.enum(['0', '1']),
  luId: str,
  /** Stored messages are sent (2); the portal's own copies move through 1, 0 and -1. */
  status: z.number(),
  statusText: str,
})
export type ChatMessage = z.infer<typeof chatMessage>

/** spec 3 Chat conversation. */
export const chatTalk = z.object({
  talkId: str,
  /** The guest. */
  userId: str,
  user: z.object({ headImgUrl: str, nickName: str }),
  /** The newest message's time (ms); the talk's start when it has none. */
  timestamp: int,
  unread: int,
  /** The listing the guest asks about. */
  storeName: str,
  latestMsg: str,
  detail: z.object({ tenantId: str, talkId: str }),
  object: z.object({ objectId: str }),
})
export type ChatTalk = z.infer<typeof chatTalk>

/**
 * One of the guest's orders with the host, as the conversation's side shows it (issue 34). Money in
 * minor units of `currency`; `income` is the host's income of the order's stored breakdown (decision 0067).
 */
export const chatStayOrder = z.object({
  orderNo: str,
  /** house | store: which order detail opens it. */
  lodgeBusiness: z.enum(LODGE_BUSINESS),
  listingTitle: str,
  checkIn: str,
  checkOut: str,
  nights: int,
  guestCount: int,
  state: z.enum(ORDER_STATES),
  currency: str,
  income: int,
})
export type ChatStayOrder = z.infer<typeof chatStayOrder>

/** The conversation's stay: the listing the guest asks about and their newest orders with the host. */
export const chatStay = z.object({
  talkId: str,
  listing: z.object({ luId: str, title: str }),
  /** Newest first, at most CHAT_LIMITS.stayOrders (3). */
  orders: z.array(chatStayOrder),
})
export type ChatStay = z.infer<typeof chatStay>

export const chatEndpoints = {
  /** The host's conversations, newest first (deleted ones and talk 10011 left out). */
  imTalkIds: {
    service: 'chat', method: 'GET', path: '/talk/ids', encoding: 'query', access: 'session',
    request: z.object({ userRole: z._default(z.enum(['landlord']), 'landlord') }),
    response: z.object({ talkIds: z.array(str) }),
  },
  imTalkDetails: {
    service: 'chat', method: 'GET', path: '/talk/details', encoding: 'query', access: 'session',
    /** Comma-separated talk ids, at most 50. */
    request: z.object({ talkIds: z.string().check(z.maxLength(700)) }),
    response: z.object({ list: z.array(chatTalk) }),
  },
  /**
   * The guest's stay beside the conversation (issue 34): the host's orders booked under the guest's
   * name on the conversation's listing, newest first, at most 3 (decision 0063's addendum).
   */
  imTalkStay: {
    service: 'chat', method: 'GET', path: '/talk/stay', encoding: 'query', access: 'session',
    request: z.object({ talkId: id }),
    response: chatStay,
  },
  /** A page of a conversation older than lastMsgId ('' for the newest), oldest first. */
  imHistory: {
    service: 'chat', method: 'GET', path: '/history', encoding: 'query', access: 'session',
    request: z.object({
      talkId: id,
      lastMsgId: z._default(z.string().check(z.regex(/^\d{0,9}$/)), ''),
      length: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CHAT_LIMITS.historyPage)), CHAT_LIMITS.historyPage),
    }),
    response: z.object({ list: z.array(chatMessage), more: z.boolean() }),
  },
  /** Sends a message to the conversation's guest; the same localId again answers the stored message (never twice). */
  imSend: {
    service: 'chat', method: 'POST', path: '/send', encoding: 'json', access: 'session',
    failure: 'operation',
    request: z.object({
      talkId: id,
      content: z.string().check(z.maxLength(4_000)),
      localId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
    }),
    response: chatMessage,
    idempotent: true,
  },
  /** The guest's messages up to msgId are read (a read receipt). */
  imRead: {
    service: 'chat', method: 'POST', path: '/read', encoding: 'json', access: 'session',
    failure: 'operation',
    request: z.object({ talkId: id, msgId: id }),
    response: z.object({ unread: int }),
    idempotent: true,
  },
  /** Removes a conversation from the host's list (a new guest message brings it back). */
  imDeleteTalk: {
    service: 'chat', method: 'POST', path: '/talk/delete', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ talkId: id }),
    response: z.object({ talkIds: z.array(str) }),
    idempotent: true,
  },
  /** Joins the chat: the version to refresh from and the unread count. */
  imJoin: {
    service: 'chat', method: 'POST', path: '/join', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({}),
    response: z.object({ joined: z.boolean(), imVersion: str, unread: int }),
  },
  /**
   * The long-poll (spec 9: up to 60 s): answers at once with up to 6 messages newer than
   * imVersion in the host's conversations, else when one arrives, else empty after `waitMs`.
   */
  imRefresh: {
    service: 'chat', method: 'GET', path: '/refresh', encoding: 'query', access: 'session',
    request: z.object({
      imVersion: z.string().check(z.regex(/^\d{1,9}$/)),
      waitMs: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(CHAT_LIMITS.refreshMs)), CHAT_LIMITS.refreshMs),
    }),
    response: z.object({ messages: z.array(chatMessage), imVersion: str, more: z.boolean(), unread: int }),
  },
  /** The unread count of the guest-message badge. */
  imUnread: {
    service: 'chat', method: 'GET', path: '/unread', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ unread: int }),
  },
} as const satisfies Record<string, EndpointDef>
