import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { AuthInfo } from '../../domain/endpoints'
import { functionRedirect, type AccessRedirect } from '../../domain/permissions'
import { identityQueries, permissionSubject } from '../data/identity'
import { Spinner } from '../ui/spinner'
import { useToast } from '../ui/toast'
import { MessageText } from './message-text-view'

/**
 * Where spec 5 Access sends a host from a merchant or finance screen: a KA merchant home first,
 * else one off the merchant white list, else (mainlandOnly: payout accounts, the wallet) an
 * overseas host (decision 0052); null = may stay.
 */
export function merchantRedirect(
  info: AuthInfo,
  isKa: number,
  isInWhiteList: boolean,
  options: { mainlandOnly: boolean },
): AccessRedirect | null {
  return functionRedirect(permissionSubject(info, { isKa, isInWhiteList }), options)
}

/**
 * Spec 5 Access for the merchant and finance screens (payout accounts, the wallet): a KA merchant
 * is told kaNoPermission and sent home; a mainland landlord off the merchant white list is told
 * noPermission and sent to /house/houseInfo. The server refuses their calls with the same keys.
 * With mainlandOnly an overseas host is told noPermission too (decision 0052).
 * 'checking' until the identity, KA flag and white list are known.
 */
export function useMerchantGate(options: { mainlandOnly: boolean }): 'checking' | 'allowed' | 'refused' {
  const info = useQuery(identityQueries.info())
  const ka = useQuery(identityQueries.ka())
  const white = useQuery(identityQueries.merchantWhite())
  const navigate = useNavigate()
  const toast = useToast()
  const known = info.data !== undefined && ka.data !== undefined && white.data !== undefined
  const redirect = known ? merchantRedirect(info.data, ka.data.isKa, white.data.isInWhiteList, options) : null
  useEffect(() => {
    if (!redirect) return
    toast.show(<MessageText messageKey={redirect.key} />, 'error')
    void navigate({ to: redirect.to, replace: true })
  }, [redirect?.key]) // once per refusal: the toast and navigate functions are stable
  if (!known) return 'checking'
  return redirect ? 'refused' : 'allowed'
}

/**
 * A merchant or finance screen: its content renders once the host may use it (a spinner until
 * known). mainlandOnly: payout accounts and the UnionPay wallet, refused to overseas hosts.
 */
export function MerchantGated({ children, mainlandOnly = false }: { children: ReactNode; mainlandOnly?: boolean }) {
  if (useMerchantGate({ mainlandOnly }) !== 'allowed') {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    )
  }
  return children
}
