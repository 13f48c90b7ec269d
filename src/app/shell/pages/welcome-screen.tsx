import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { AppLink } from '../app-link'
import { AppQrCodes } from '../app-qr-menu'
import { LangSwitch } from '../lang-switch'
import { Logo } from '../logo'
import { ProfileDialogs } from '../profile-dialogs'
import { useDocumentTitle } from '../use-document-title'

/** The welcome page for newly registered hosts: no header, footer or widgets, just next steps. */
export function WelcomeScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Welcome`)
  const [realNameOpen, setRealNameOpen] = useState(false)
  const steps = [
    {
      title: t`Complete your information`,
      text: t`Tell us your name and the city you host in.`,
      to: '/complete',
      action: t`Complete information`,
    },
    {
      title: t`Verify your real name`,
      text: t`Real-name verification is required before you can publish listings or issue invoices.`,
      to: null,
      action: t`Verify now`,
    },
    {
      title: t`Publish your first listing`,
      text: t`Describe your place, add photos and set prices. It takes about fifteen minutes.`,
      to: '/select-house-type?publishType=domestic',
      action: t`Publish a listing`,
    },
  ]
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
          <li key={step.title} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 sm:flex-row sm:items-center">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
              {index + 1}
            </span>
            <div className="flex-1">
              <h2 className="font-semibold text-gray-900">{step.title}</h2>
              <p className="text-gray-800">{step.text}</p>
            </div>
            {step.to ? (
              <Button asChild variant={index === 0 ? 'primary' : 'secondary'}>
                <AppLink to={step.to}>{step.action}</AppLink>
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setRealNameOpen(true)}>
                {step.action}
              </Button>
            )}
          </li>
        ))}
      </ol>
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
