import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ResponseOf } from '../../../domain/endpoints'
import type { SignInProvider } from '../../../domain/account/social'
import { isLoggedIn } from '../../../client/session'
import { sessionStore } from '../../../client/web-storage'
import { callLater } from '../../data/call-later'
import { useFirstScreen } from '../../first-screen'
import { Card } from '../../ui/card'
import { Spinner } from '../../ui/spinner'
import { useToast } from '../../ui/toast'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { useMessageText } from '../../shell/message-text'
import { SmsLoginForm } from './login-forms'
import { draftStorage, readDraft, writeDraft } from './sign-in-draft'
import type { SignInDraft } from './sign-in-draft'
import { PROVIDER_LABELS } from '../../data/social-providers'
import { ProviderMark } from '../../ui/provider-mark'
import { useSignedIn } from './use-signed-in'
import '../../shell/message-texts/profile'

type Answer = { code?: string | undefined; state?: string | undefined; iss?: string | undefined; error?: string | undefined }
type NeedMobile = Extract<ResponseOf<'socialCallback'>, { result: 'needMobile' }>

type Outcome =
  | { kind: 'working' }
  | { kind: 'signedIn'; login: ResponseOf<'quickLogin'>; redirect: string | null }
  | { kind: 'bound' }
  | { kind: 'needMobile'; waiting: NeedMobile }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: FormMessage | null; binding: boolean }

/** A first sign-in waiting for its number survives a reload of this page (the provider's code works once). */
const WAITING_KEY = 'socialWaiting'

/**
 * One answer is worked once, whatever React does with effects (a state is single-use on the
 * server): the same answer in this page's life gets the same promise.
 */
const working = new Map<string, Promise<Outcome>>()

/**
 * /oauth/{provider} (decision 0085): where WeChat, QQ or Weibo send the host back. Signed out, the
 * answer signs in, or (a first sign-in) asks for the mobile number with its SMS code, binding the
 * social account to that number's account; signed in, it finishes a binding started on the
 * personal information page.
 */
export function SocialCallbackScreen({ provider, answer }: { provider: SignInProvider; answer: Answer }) {
  const { t, i18n } = useLingui()
  const label = i18n._(PROVIDER_LABELS[provider])
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const messageText = useMessageText()
  const [outcome, setOutcome] = useState<Outcome>(() => waitingFor(answer.state) ?? { kind: 'working' })
  const [redirect, setRedirect] = useState<string | undefined>(() => waitingFor(answer.state)?.waiting.redirect ?? undefined)
  const signedIn = useSignedIn(redirect)
  const [draft, setDraft] = useState<SignInDraft>(() => ({ ...readDraft(draftStorage()), agreed: false }))
  useFirstScreen(outcome.kind !== 'working')

  useEffect(() => {
    if (outcome.kind !== 'working') return
    let live = true
    void work(provider, answer).then(async (next) => {
      if (!live) return
      if (next.kind === 'needMobile') {
        sessionStore()?.setItem(WAITING_KEY, JSON.stringify({ state: answer.state, waiting: next.waiting }))
        setRedirect(next.waiting.redirect ?? undefined)
      }
      // where the host was going when it chose the provider (the sign-in page's redirect)
      if (next.kind === 'signedIn') setRedirect(next.redirect ?? undefined)
      setOutcome(next)
    })
    return () => {
      live = false
    }
  }, [outcome.kind, provider, answer])

  // a finished answer leads on: signed in, or bound (once)
  const ledOn = useRef(false)
  useEffect(() => {
    if (ledOn.current || (outcome.kind !== 'signedIn' && outcome.kind !== 'bound')) return
    ledOn.current = true
    if (outcome.kind === 'signedIn') {
      void signedIn(outcome.login)
      return
    }
    toast.show(t`${label} bound`, 'success')
    void queryClient.invalidateQueries({ queryKey: ['personalInfo'] })
    void navigate({ to: '/setting/userinfo', replace: true })
  }, [outcome, signedIn, toast, t, label, queryClient, navigate])

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 sm:py-12">
      <h1 className="flex items-center gap-2 text-2xl font-semibold text-gray-900">
        <ProviderMark provider={provider} />
        {outcome.kind === 'failed' && outcome.binding ? <Trans>Bind {label}</Trans> : <Trans>Log in with {label}</Trans>}
      </h1>
      {(outcome.kind === 'working' || outcome.kind === 'signedIn' || outcome.kind === 'bound') && (
        <Card>
          <p role="status" className="flex items-center gap-2 text-gray-700">
            <Spinner /> <Trans>Checking with {label}…</Trans>
          </p>
        </Card>
      )}
      {outcome.kind === 'needMobile' && (
        <Card>
          <div className="flex flex-col gap-4">
            <p className="text-gray-900">
              <Trans>{label} confirmed you as <strong>{outcome.waiting.nickName}</strong>. Enter your mobile number to finish: it is bound to the account of that number, or a new account is made for it.</Trans>
            </p>
            <SmsLoginForm
              draft={draft}
              onDraft={(patch) => setDraft((current) => {
                const next = { ...current, ...patch }
                writeDraft(draftStorage(), next)
                return next
              })}
              redirect={redirect}
              socialTicket={outcome.waiting.ticket}
            />
          </div>
        </Card>
      )}
      {outcome.kind === 'cancelled' && (
        <Card>
          <p role="alert" className="text-gray-900"><Trans>You did not confirm the sign-in at {label}. Nothing was changed.</Trans></p>
        </Card>
      )}
      {outcome.kind === 'failed' && (
        <Card>
          <p role="alert" className="text-red-800">
            {outcome.message ? messageText(outcome.message.key, outcome.message.params) : t`Operation failed`}
          </p>
        </Card>
      )}
      {(outcome.kind === 'cancelled' || outcome.kind === 'failed') && (
        <nav className="flex flex-wrap gap-4 text-sm">
          {isLoggedIn() ? (
            <Link to="/setting/userinfo" className="text-brand-700 underline"><Trans>Back to personal information</Trans></Link>
          ) : (
            <>
              <Link to="/login" search={redirect ? { redirect } : {}} className="text-brand-700 underline"><Trans>Back to log in</Trans></Link>
              <Link to="/register" className="text-brand-700 underline"><Trans>Register with your mobile number</Trans></Link>
            </>
          )}
        </nav>
      )}
    </div>
  )
}

function work(provider: SignInProvider, answer: Answer): Promise<Outcome> {
  const key = answer.state ?? ''
  let promise = working.get(key)
  if (!promise) {
    promise = workOnce(provider, answer)
    working.set(key, promise)
  }
  return promise
}

async function workOnce(provider: SignInProvider, answer: Answer): Promise<Outcome> {
  // the provider's refusal (the host cancelled, RFC 6749 4.1.2.1) or an answer without its parts
  if (answer.error || !answer.code || !answer.state) {
    return answer.error && answer.error !== 'access_denied' ? { kind: 'failed', message: null, binding: isLoggedIn() } : { kind: 'cancelled' }
  }
  const fields = { provider, code: answer.code, state: answer.state, ...(answer.iss ? { iss: answer.iss } : {}) }
  const binding = isLoggedIn()
  try {
    if (binding) {
      await callLater('socialBindFinish', fields, { hideMessage: true })
      return { kind: 'bound' }
    }
    const result = await callLater('socialCallback', fields, { hideMessage: true })
    if (result.result === 'needMobile') return { kind: 'needMobile', waiting: result }
    return { kind: 'signedIn', login: result.login, redirect: result.redirect }
  } catch (error) {
    return { kind: 'failed', message: errorsFromFailure(error, []).form, binding }
  }
}

/** The first sign-in of this answer that waits for its number (kept for a reload of the page). */
function waitingFor(state: string | undefined): { kind: 'needMobile'; waiting: NeedMobile } | null {
  if (!state) return null
  try {
    const kept = JSON.parse(sessionStore()?.getItem(WAITING_KEY) ?? 'null') as { state: string; waiting: NeedMobile } | null
    return kept && kept.state === state ? { kind: 'needMobile', waiting: kept.waiting } : null
  } catch {
    return null
  }
}
