import { createFileRoute } from '@tanstack/react-router'
import { walletSearch } from '../../../features/wallet/wallet-search'
import { WalletScreen } from '../../../features/wallet/wallet-screen'

/** setting/unionpayWallet (spec 2): the wallet, its records and withdrawals (issue 15). */
export const Route = createFileRoute('/_host/setting/unionpayWallet')({
  validateSearch: walletSearch,
  component: Page,
})

function Page() {
  return <WalletScreen search={Route.useSearch()} />
}
