import { Suspense, useEffect, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { STORAGE_KEYS } from '../../../client/storage-keys'
import { sessionStore } from '../../../client/web-storage'
import { Card } from '../../ui/card'
import { Tabs } from '../../ui/tabs'
import { useToast } from '../../ui/toast'
import { PasswordLoginForm, SmsLoginForm } from './login-forms'
import { RegisterForm } from './register-form'
import { ResetByEmailForm, ResetBySmsForm } from './find-password-forms'
import { EMPTY_DRAFT, draftStorage, readDraft, writeDraft } from './sign-in-draft'
import { useHydrated } from '../../hydration'
import { useFirstScreen } from '../../first-screen'
import { lazyWhenOnline } from '../../lazy-when-online'
import type { LoginMethod, ResetMethod, SignInDraft, SignInMode } from './sign-in-draft'

/** The third-party buttons come after the form's first paint, with their own code (decision 0085). */
const SocialSignIn = lazyWhenOnline(() => import('./social-sign-in').then((m) => m.SocialSignIn))

type SignInScreenProps = {
  mode: SignInMode
  /** Where to go after signing in (validated again before use). */
  redirect: string | undefined
}

/**
 * The one sign-in page behind /login, /register and /findPassword (spec 2). What the host typed
 * (not passwords or codes) survives a trip to slide verification through a sessionStorage draft.
 */
export function SignInScreen({ mode, redirect }: SignInScreenProps) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  // a prerendered form hydrates as it was made (empty); what this tab kept comes right after
  const hydrated = useHydrated()
  const [draft, setDraft] = useState<SignInDraft>(() => (hydrated ? readDraft(draftStorage()) : EMPTY_DRAFT))
  const [slidePassed, setSlidePassed] = useState(() => hydrated && hasSlideToken())
  const [restored, setRestored] = useState(hydrated)
  useEffect(() => {
    if (restored) return
    setDraft((typed) => ({ ...readDraft(draftStorage()), ...typedOver(typed) }))
    setSlidePassed(hasSlideToken())
    setRestored(true)
  }, [restored])

  useEffect(() => {
    if (restored) writeDraft(draftStorage(), draft)
  }, [draft, restored])
  // the sign-in pages' first meaningful screen: this form, working
  useFirstScreen(true)
  const onDraft = (patch: Partial<SignInDraft>) => setDraft((current) => ({ ...current, ...patch }))
  const search = redirect ? { redirect } : {}

  const onReset = () => {
    toast.show(t`Your password was changed. Please log in with the new password.`, 'success')
    onDraft({ loginMethod: 'password' })
    void navigate({ to: '/login', search })
  }

  const title = mode === 'login' ? t`Log in` : mode === 'register' ? t`Register` : t`Find password`

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      {slidePassed && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          <Trans>Verification passed. Please send your request again.</Trans>
        </p>
      )}
      <Card>
        {mode === 'login' && (
          <Tabs
            label={t`Log-in method`}
            value={draft.loginMethod}
            onValueChange={(value) => onDraft({ loginMethod: value as LoginMethod })}
            items={[
              {
                value: 'sms',
                label: t`Code by SMS`,
                content: <SmsLoginForm draft={draft} onDraft={onDraft} redirect={redirect} />,
              },
              {
                value: 'password',
                label: t`Password`,
                content: <PasswordLoginForm draft={draft} onDraft={onDraft} redirect={redirect} />,
              },
            ]}
          />
        )}
        {mode === 'register' && <RegisterForm draft={draft} onDraft={onDraft} redirect={redirect} />}
        {mode === 'findPassword' && (
          <Tabs
            label={t`Find password by`}
            value={draft.resetMethod}
            onValueChange={(value) => onDraft({ resetMethod: value as ResetMethod })}
            items={[
              {
                value: 'sms',
                label: t`By SMS`,
                content: <ResetBySmsForm draft={draft} onDraft={onDraft} onReset={onReset} />,
              },
              {
                value: 'email',
                label: t`By e-mail`,
                content: <ResetByEmailForm draft={draft} onDraft={onDraft} onReset={onReset} />,
              },
            ]}
          />
        )}
      </Card>
      {restored && mode !== 'findPassword' && (
        <Suspense fallback={null}>
          <SocialSignIn redirect={redirect} />
        </Suspense>
      )}
      <nav aria-label={t`Other sign-in options`} className="flex flex-wrap justify-between gap-2 text-sm">
        {mode !== 'login' && (
          <Link to="/login" search={search} className="text-brand-700 underline">
            <Trans>Already have an account? Log in</Trans>
          </Link>
        )}
        {mode !== 'register' && (
          <Link to="/register" search={search} className="text-brand-700 underline">
            <Trans>No account yet? Register</Trans>
          </Link>
        )}
        {mode !== 'findPassword' && (
          <Link to="/findPassword" search={search} className="text-brand-700 underline">
            <Trans>Forgot password?</Trans>
          </Link>
        )}
      </nav>
    </div>
  )
}

function hasSlideToken(): boolean {
  return Boolean(sessionStore()?.getItem(STORAGE_KEYS.slideToken))
}

/** What the host typed into the prerendered form before it hydrated wins over the kept draft. */
function typedOver(typed: SignInDraft): Partial<SignInDraft> {
  return Object.fromEntries(Object.entries(typed).filter(([key, value]) => value !== EMPTY_DRAFT[key as keyof SignInDraft])) as Partial<SignInDraft>
}
