import { z } from 'zod/mini'
import { LEDGER_KINDS } from '../../../domain/wallet/kinds'

/** /setting/unionpayWallet?kind=…&page=… (read by the route, in the entry: nothing heavy here). */
export const walletSearch = z.object({
  kind: z.catch(z.enum([...LEDGER_KINDS, '']), ''),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})
export type WalletSearch = z.infer<typeof walletSearch>
