import type { Kysely } from 'kysely'
import type { PayoutChannelKind } from '../../../domain/payout/channels'
import type { PayoutChannel } from '../../../domain/payout/schemas'
import type { Database } from '../../db/schema'

type Db = Kysely<Database>

type ChannelRow = { id: string; kind: string; real_name: string; masked: string; created_at: number }

export function channelOf(row: ChannelRow): PayoutChannel {
  return { id: row.id, kind: row.kind as PayoutChannelKind, realName: row.real_name, masked: row.masked, addedAt: Number(row.created_at) }
}

/** The channels each of these accounts has now (removed ones left out), oldest first. */
export async function channelsOfAccounts(db: Db, accountIds: readonly string[]): Promise<Map<string, PayoutChannel[]>> {
  const result = new Map<string, PayoutChannel[]>()
  if (accountIds.length === 0) return result
  const rows = await db.selectFrom('payout_channels').select(['id', 'account_id', 'kind', 'real_name', 'masked', 'created_at'])
    .where('account_id', 'in', [...accountIds]).where('removed_at', 'is', null).orderBy('created_at').orderBy('id').execute()
  for (const row of rows) result.set(row.account_id, [...(result.get(row.account_id) ?? []), channelOf(row)])
  return result
}

