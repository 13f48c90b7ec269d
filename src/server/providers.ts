import type { Kysely } from 'kysely'
import type { CoordSystem } from '../domain/listing/enums'
import { referenceArea } from '../domain/listing/reference-area'
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

/** The parts of a listing address a reference point is looked up by. */
export type AddressQuery = { country: string; provinceId: string; cityId: string; districtId: string; address: string }

/** Where an address should be: a reference point and the radius of a circle holding the area (0: exact). */
export type AddressArea = { point: { lat: number; lng: number; system: CoordSystem }; radiusM: number }

/**
 * Stands for a geocoder: the area of an address (its district, city or province), or null when
 * none is known (then the map rule cannot be applied and the pin is taken as is).
 */
export type GeoProvider = { referenceArea(address: AddressQuery): Promise<AddressArea | null> }

export type Providers = { sms: MessageProvider; email: MessageProvider; identity: IdentityProvider; geo: GeoProvider }

/**
 * The default providers: messages are recorded in outbound_messages (the console shows them;
 * nothing leaves the machine), every mainland identity check passes and an address's area is
 * its district (else city, else province) from the offline division data; none abroad.
 */
export function recordingProviders(db: Kysely<Database>, now: () => number): Providers {
  return {
    sms: recordingProvider(db, now, 'sms'),
    email: recordingProvider(db, now, 'email'),
    identity: { verifyMainland: async () => 'passed' },
    geo: { referenceArea: async (address) => (CHINA_CODES.has(address.country) ? referenceArea(address) : null) },
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

/** Countries whose divisions the offline data covers: the mainland, Hong Kong, Macau, Taiwan. */
const CHINA_CODES = new Set(['CHN', 'HKG', 'MAC', 'TWN'])
