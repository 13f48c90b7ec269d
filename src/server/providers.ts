import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

/** One outgoing SMS or e-mail carrying a verification code. */
export type OutboundMessage = {
  /** '+86 13800000001' for SMS, the lower-cased address for e-mail. */
  target: string
  /** What the code is for: login, register, resetPassword, ... */
  scene: string
  code: string
  /** The full text the recipient reads. */
  body: string
}

export type MessageProvider = { send(message: OutboundMessage): Promise<void> }

export type IdentityCheck = { realName: string; idCardNo: string }

/** Stands for the police ID check service (name + ID card number match). */
export type IdentityProvider = { verifyMainland(check: IdentityCheck): Promise<'passed' | 'failed'> }

export type Providers = { sms: MessageProvider; email: MessageProvider; identity: IdentityProvider }

/**
 * The default providers: messages are recorded in outbound_messages (the console shows them;
 * nothing leaves the machine) and every mainland identity check passes.
 */
export function recordingProviders(db: Kysely<Database>, now: () => number): Providers {
  return {
    sms: recordingProvider(db, now, 'sms'),
    email: recordingProvider(db, now, 'email'),
    identity: { verifyMainland: async () => 'passed' },
  }
}

function recordingProvider(db: Kysely<Database>, now: () => number, channel: 'sms' | 'email'): MessageProvider {
  return {
    async send(message) {
      await db
        .insertInto('outbound_messages')
        .values({ channel, target: message.target, scene: message.scene, code: message.code, body: message.body, created_at: now() })
        .execute()
    },
  }
}
