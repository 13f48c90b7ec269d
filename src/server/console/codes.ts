import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { parseMobile } from './landlords'

export type SentCode = { at: number; channel: 'sms' | 'email'; target: string; scene: string; code: string }

/** Codes the recording providers "sent" to a mobile or an e-mail address, newest first. */
export async function listSentCodes(db: Kysely<Database>, mobileOrEmail: string, country: string): Promise<SentCode[]> {
  const value = mobileOrEmail.trim()
  const isEmail = value.includes('@')
  let target = value.toLowerCase()
  if (!isEmail) {
    const { mobile, country: code } = parseMobile(value, country)
    target = `+${code} ${mobile}`
  }
  const rows = await db.selectFrom('outbound_messages')
    .select(['channel', 'target', 'scene', 'code', 'created_at'])
    .where('channel', '=', isEmail ? 'email' : 'sms')
    .where('target', '=', target)
    .orderBy('created_at', 'desc').orderBy('id', 'desc')
    .execute()
  return rows.map((r) => ({ at: Number(r.created_at), channel: r.channel, target: r.target, scene: r.scene, code: r.code }))
}
