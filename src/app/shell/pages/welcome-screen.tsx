import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { identityOf } from '../../../domain/identity'
import { useListingCount } from '../../data/home-queries'
import { useAuthInfo } from '../../data/identity'
import { Button } from '../../ui/button'
import { AppLink } from '../app-link'
import { AppQrCodes } from '../app-qr-menu'
import { LangSwitch } from '../lang-switch'
import { Logo } from '../logo'
import { ProfileDialogs } from '../profile-dialogs'
import { useDocumentTitle } from '../use-document-title'

/**
 * The welcome page for newly registered hosts: no header, footer or widgets, just next steps. A
 * signed-in host sees which steps are done (the city, real name pending or passed, a listing) and,
 * once all are, the way to the home instead of steps already taken.
 */
export function WelcomeScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Welcome`)
  const [realNameOpen, setRealNameOpen] = useState(false)
  const { info } = useAuthInfo()
  const listings = useListingCount(info !== undefined)
  const overseas = identityOf(info?.isOverSea) === 'overseas'
  const realName = info?.realNameState ?? 'none'
  const steps = [
    {
      title: t`Complete your information`,
      text: t`Tell us your name and the city you host in.`,
      to: '/complete',
      action: t`Complete information`,
      // an overseas host has no city to choose (the real name is the step that counts)
      done: info !== undefined && (overseas || Boolean(info.cityId)),
      doneText: t`Done`,
    },
    {
      title: t`Verify your real name`,
      text: t`Real-name verification is required before you can publish listings or issue invoices.`,
      to: null,
      action: t`Verify now`,
      done: realName === 'passed' || realName === 'pending',
      doneText: realName === 'pending' ? t`Pending review` : t`Passed`,
    },
    {
      title: t`Publish your first listing`,
      text: t`Describe your place, add photos and set prices. It takes about fifteen minutes.`,
      to: overseas ? '/select-house-type?publishType=overseas' : '/select-house-type?publishType=domestic',
      action: t`Publish a listing`,
      done: listings !== undefined && listings > 0,
      doneText: t`Done`,
    },
  ]
  const allDone = steps.every((step) => step.done)
  // the step to take next is the one drawn as the main action
  const next = steps.findIndex((step) => !step.done)
  return (
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-8 px-4 py-10">
      <div className="flex items-center justify-between">
        <Logo />
        <LangSwitch />
      </div>
      <div>
        <h1 className="text-3xl font-bold text-gray-900">
          <Trans>Welcome to the Host Portal</Trans>
        </h1>
        <p className="mt-2 text-lg text-gray-800">
          <Trans>Your account is ready. Three steps and guests can book your place.</Trans>
        </p>
      </div>
      <ol className="flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step.title} data-done={step.done} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 sm:flex-row sm:items-center">
            <span
              className={step.done
                ? 'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-green-700 font-semibold text-white'
                : 'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white'}
            >
              {step.done ? <span aria-hidden="true">✓</span> : index + 1}
            </span>
            <div className="flex-1">
              <h2 className="font-semibold text-gray-900">{step.title}</h2>
              <p className="text-gray-800">{step.text}</p>
            </div>
            {step.done ? (
              <span className="text-sm font-medium text-green-800">{step.doneText}</span>
            ) : step.to ? (
              <Button asChild variant={index === next ? 'primary' : 'secondary'}>
                <AppLink to={step.to}>{step.action}</AppLink>
              </Button>
            ) : (
              <Button variant={index === next ? 'primary' : 'secondary'} onClick={() => setRealNameOpen(true)}>
                {step.action}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {allDone && (
        <div className="flex justify-end">
          <Button asChild size="lg">
            <AppLink to="/work/index">
              <Trans>Continue to my home</Trans>
            </AppLink>
          </Button>
        </div>
      )}
      <section aria-labelledby="welcome-app" className="rounded-lg border border-gray-200 bg-white p-5">
        <h2 id="welcome-app" className="mb-3 font-semibold text-gray-900">
          <Trans>Get new-order alerts on your phone</Trans>
        </h2>
        <AppQrCodes />
      </section>
      <ProfileDialogs open={realNameOpen ? 'realName' : null} onClose={() => setRealNameOpen(false)} />
    </div>
  )
}
