import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SignInProvider } from '../../../domain/account/social'
import { callLater } from '../../data/call-later'
import { Button } from '../../ui/button'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { FormAlert } from './auth-fields'
import { PROVIDER_LABELS, useSocialProviders } from '../../data/social-providers'
import { ProviderMark } from '../../ui/provider-mark'
import '../../shell/message-texts/profile'

/**
 * "Log in with WeChat, QQ, Weibo" under the sign-in form (decision 0085): a button per provider the
 * server is configured for; it goes to the provider's page (WeChat's is its QR code), which sends
 * the host back to /oauth/{provider}.
 */
export function SocialSignIn({ redirect }: { redirect: string | undefined }) {
  const { t, i18n } = useLingui()
  const providers = useSocialProviders()
  const [failed, setFailed] = useState<FormMessage | null>(null)
  const start = useMutation({
    mutationFn: (provider: SignInProvider) => callLater('socialStart', { provider, ...(redirect ? { redirect } : {}) }, { hideMessage: true }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
    onError: (error: unknown) => setFailed(errorsFromFailure(error, []).form),
  })
  const list = providers.data ?? []
  if (list.length === 0) return null
  return (
    <section aria-labelledby="social-sign-in" className="flex flex-col gap-3">
      <h2 id="social-sign-in" className="flex items-center gap-3 text-sm text-gray-700 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        <Trans>Or log in with</Trans>
      </h2>
      <div className="flex flex-wrap justify-center gap-3">
        {list.map((provider) => {
          const label = i18n._(PROVIDER_LABELS[provider])
          return (
            <Button
              key={provider}
              variant="secondary"
              data-provider={provider}
              loading={start.isPending && start.variables === provider}
              disabled={start.isPending}
              onClick={() => {
                setFailed(null)
                start.mutate(provider)
              }}
              aria-label={t`Log in with ${label}`}
            >
              <ProviderMark provider={provider} />
              {label}
            </Button>
          )
        })}
      </div>
      <FormAlert error={failed} />
    </section>
  )
}
