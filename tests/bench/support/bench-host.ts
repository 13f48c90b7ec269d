import { randomUUID } from 'node:crypto'
import { createLandlord } from '../../../src/server/console/landlords'
import type { TestServer, TestSession } from '../../api/support/server'

/** A real-name landlord made by staff and signed in with a password (each bench its own number). */
export async function signIn(s: TestServer, mobile = '13677770088'): Promise<TestSession> {
  await createLandlord(s.db, { mobile, country: '86', password: 'Spring#2026', realname: true, name: 'Bench' }, s.clock.now())
  const login = await s.api('passwordLogin', { mobile, countryCode: '86', password: 'Spring#2026' })
  return login.body.content as TestSession
}

/** `n` online listings of `userId` written straight to the database, with prices: their calendar unit ids. */
export async function insertUnits(s: TestServer, userId: number, n: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const luId = randomUUID()
    const steps = {
      address: { country: 'CHN' }, houseInfo: { similarUnits: 5 }, houseDescribe: { title: `Bench unit ${i}` },
      housePrice: { currency: 'RMB', priceWeekday: 388, priceWeekend: 458, priceHoliday: 588 },
    }
    await s.db.insertInto('listings').values({
      lu_id: luId, user_id: userId, region: 'domestic', rental_type: 'whole', building_type: 'apartment', audit_status: 'online',
      room_status: 'online', change_status: 'none', address_review: 'none', steps: JSON.stringify(steps), live: JSON.stringify(steps),
      versions: '{}', published_hash: null, title: `Bench unit ${i}`, currency: 'RMB', created_at: i, updated_at: i,
      deleted_at: null, delete_reason: null, delete_note: null,
    }).execute()
    ids.push(`lu:${luId}`)
  }
  return ids
}
