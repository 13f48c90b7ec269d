import * as v from 'valibot'
import { LEDGER_KINDS } from '../../../domain/wallet/kinds'
import { oneOfOrEmptyParam, pageParam } from '../../data/search-params'

/** /setting/unionpayWallet?kind=…&page=… (read by the route, in the entry: nothing heavy here). */
export const walletSearch = v.object({
  kind: oneOfOrEmptyParam(LEDGER_KINDS),
  page: pageParam,
})
export type WalletSearch = v.InferOutput<typeof walletSearch>
