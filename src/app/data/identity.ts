import { useLingui } from '@lingui/react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UseQueryResult } from '@tanstack/react-query'
import { callLater } from './call-later'
import { getSession, isLoggedIn } from '../../client/session'
import type { AuthInfo } from '../../domain/endpoints'
import type { PermissionSubject } from '../../domain/permissions'
// the account area's schemas load with the call layer (src/app/data/call-later.ts), not with the entry

/** Unread system messages are polled while a page is open. */
export const UNREAD_POLL_MS = 60_000

/** Query options of the landlord's identity: auth info, KA flag, merchant white list, unread count. */
export const identityQueries = {
  all: ['identity'] as const,
  info: () =>
    queryOptions({
      queryKey: [...identityQueries.all, 'info'] as const,
      queryFn: () => callLater('getebkinfo', {}),
      staleTime: 60_000,
    }),
  ka: () =>
    queryOptions({
      queryKey: [...identityQueries.all, 'ka'] as const,
      queryFn: () => callLater('checkUserInfo', {}),
      staleTime: 5 * 60_000,
    }),
  merchantWhite: () =>
    queryOptions({
      queryKey: [...identityQueries.all, 'merchantWhite'] as const,
      queryFn: () => callLater('merchantIsWhiteUser', {}),
      staleTime: 5 * 60_000,
    }),
  unread: () =>
    queryOptions({
      queryKey: [...identityQueries.all, 'unread'] as const,
      queryFn: () => callLater('getUnreadNum', {}, { hideMessage: true }),
      refetchInterval: UNREAD_POLL_MS,
    }),
}

export type AuthState = {
  isLoggedIn: boolean
  /** The signed-in user's session fields (userId, userName, mobile, nickName...). */
  session: ReturnType<typeof getSession>
  /** The landlord info; undefined for visitors and while loading. */
  info: AuthInfo | undefined
  isLoading: boolean
  /** The landlord-info read itself (e.g. for useNeedsNetwork offline, refetch to retry). */
  infoQuery: UseQueryResult<AuthInfo>
}

/** The current user and landlord info. The info is only fetched when logged in. */
export function useAuthInfo(): AuthState {
  const loggedIn = isLoggedIn()
  const query = useQuery({ ...identityQueries.info(), enabled: loggedIn })
  return {
    isLoggedIn: loggedIn,
    session: getSession(),
    info: loggedIn ? query.data : undefined,
    isLoading: loggedIn && query.isPending,
    infoQuery: query,
  }
}

/**
 * The subject of can() (src/domain/permissions.ts) for the signed-in landlord. A visitor (no
 * info) is an empty subject: mainland rules apply. listingCount stays unknown until the listing
 * calls exist, so guest chat stays hidden.
 */
export function permissionSubject(
  info: AuthInfo | undefined,
  extra: { isKa?: number; isInWhiteList?: boolean; listingCount?: number } = {},
): PermissionSubject {
  if (!info) return { ...extra }
  return {
    isOverSea: info.isOverSea,
    landlordPass: info.landlordPass,
    needCheck: info.needCheck,
    whiteUser: info.whiteUser,
    hasHousekeeper: info.housekeeperInfo !== null,
    realNameState: info.realNameState,
    ...extra,
  }
}

/** The chosen city's name in the portal's language (null when none is chosen). */
export function cityLabel(info: Pick<AuthInfo, 'cityName' | 'cityEnName'> | undefined, lang: string): string | null {
  if (!info?.cityName) return null
  return lang === 'en' ? (info.cityEnName ?? info.cityName) : info.cityName
}

/** cityLabel in the active language. */
export function useCityLabel(info: Pick<AuthInfo, 'cityName' | 'cityEnName'> | undefined): string | null {
  const { i18n } = useLingui()
  return cityLabel(info, i18n.locale)
}
