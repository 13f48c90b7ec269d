import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import * as A from './schemas'

/** New-order alerts (portal spec 3 and 4; decision 0026): the reminder poll and the voice settings. */
export const alertEndpoints = {
  getOrderVoice: {
    service: 'user', method: 'GET', path: '/order/voice', encoding: 'query', access: 'session',
    request: A.orderReminderRequest,
    response: A.orderReminder,
  },
  /**
   * The client claims the order events it is about to announce (decision 0074): marked heard
   * once, by the first tab or device that claims them; the answer is what this call won, the only
   * events it plays. A POST beside the spec's read-only poll, so no GET (replayable) changes state.
   */
  claimOrderVoice: {
    service: 'user', method: 'POST', path: '/order/voice/heard', encoding: 'json', access: 'session',
    failure: 'operation',
    request: A.orderVoiceClaimRequest,
    response: A.orderVoiceClaim,
    idempotent: true,
  },
  orderVoiceSettings: {
    service: 'user', method: 'GET', path: '/order/voice/settings', encoding: 'query', access: 'session',
    request: z.object({}),
    response: A.voiceSettings,
  },
  orderVoiceSettingsSet: {
    service: 'user', method: 'POST', path: '/order/voice/settings', encoding: 'json', access: 'session',
    failure: 'setting',
    request: A.voiceSettings,
    response: A.voiceSettings,
  },
  pushKey: {
    service: 'user', method: 'GET', path: '/push/key', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ publicKey: z.string() }),
  },
  pushSubscribe: {
    service: 'user', method: 'POST', path: '/push/subscribe', encoding: 'json', access: 'session',
    failure: 'setting',
    request: A.pushSubscribeRequest,
    response: A.pushStatus,
  },
  pushUnsubscribe: {
    service: 'user', method: 'POST', path: '/push/unsubscribe', encoding: 'json', access: 'session',
    failure: 'setting',
    request: A.pushEndpointRequest,
    response: z.object({}),
  },
  pushStatus: {
    service: 'user', method: 'GET', path: '/push/status', encoding: 'query', access: 'session',
    request: A.pushEndpointRequest,
    response: A.pushStatus,
  },
  /** What waits for the host (orders to answer and guests' unread messages): the installed icon's badge after an answer from a notification (issue 40). */
  appBadge: {
    service: 'user', method: 'GET', path: '/push/badge', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ badge: z.number() }),
  },
  pushTest: {
    service: 'user', method: 'POST', path: '/push/test', encoding: 'json', access: 'session',
    failure: 'operation',
    request: A.pushEndpointRequest,
    response: A.pushTestAnswer,
  },
} as const satisfies Record<string, EndpointDef>
