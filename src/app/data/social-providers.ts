import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import type { SocialProvider } from '../../domain/profile/rules'
import { callLater } from './call-later'

/** The names of the social account providers (sign-in buttons, the profile's bindings). */
export const PROVIDER_LABELS: Record<SocialProvider, MessageDescriptor> = {
  wechat: msg`WeChat`, qq: msg`QQ`, weibo: msg`Weibo`, google: msg`Google`, apple: msg`Apple`, facebook: msg`Facebook`,
}

/** The providers this server signs in with (decision 0085): the sign-in page's buttons, the profile's Bind. */
export const SOCIAL_PROVIDERS_KEY = ['socialProviders'] as const

export function useSocialProviders() {
  return useQuery({
    queryKey: SOCIAL_PROVIDERS_KEY,
    queryFn: () => callLater('socialProviders', {}, { hideMessage: true }),
    staleTime: 60 * 60 * 1000,
    select: (answer) => answer.providers,
  })
}
