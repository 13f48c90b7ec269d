import type { Kysely } from 'kysely'
import type { WithdrawDestination } from '../../../domain/payout/channels'
import type { PayoutAccountDetails } from '../../../domain/payout/schemas'
import type { Database } from '../../db/schema'
import { channelsOfAccounts } from '../finance/payout-channel-list'

type Destination = {
  id: string; shortName: string; bankName: string; cardTail: string; isDefault: boolean
  destination: WithdrawDestination; channelId: string | null; channelName: string; channelMasked: string
}

/**
 * Where the host's withdrawals may go (walletInfo): each approved account's bank card, then the
 * account's WeChat and Alipay channels (decision 0083); the default account first.
 */
export async function withdrawalDestinations(db: Kysely<Database>, userId: number): Promise<Destination[]> {
  const accounts = await db.selectFrom('payout_accounts').select(['id', 'details', 'is_default']).where('user_id', '=', userId)
    .where('state', '=', 'approved').orderBy('is_default', 'desc').orderBy('created_at', 'desc').execute()
  const channels = await channelsOfAccounts(db, accounts.map((a) => a.id))
  return accounts.flatMap((a) => {
    const d = JSON.parse(a.details) as PayoutAccountDetails
    const card: Destination = {
      id: a.id, shortName: d.shortName, bankName: d.bankName, cardTail: d.cardNumber.replace(/\s+/g, '').slice(-4), isDefault: Number(a.is_default) === 1,
      destination: 'bankCard', channelId: null, channelName: '', channelMasked: '',
    }
    return [card, ...(channels.get(a.id) ?? []).map((c): Destination => ({
      ...card, destination: c.kind, channelId: c.id, channelName: c.realName, channelMasked: c.masked,
    }))]
  })
}
