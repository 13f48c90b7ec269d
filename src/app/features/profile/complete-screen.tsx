import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { identityOf } from '../../../domain/identity'
import { useAuthInfo, useCityLabel } from '../../data/identity'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Spinner } from '../../ui/spinner'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { CityChooser } from './city-chooser'
import { RealNameForm } from './real-name-form'

/**
 * "Complete your information" (spec 2, /complete): a new host's first steps, each inline:
 * the city they host in and real-name verification; then on to the host home.
 */
export function CompleteScreen() {
  const { t } = useLingui()
  const { info, isLoading, infoQuery, isLoggedIn } = useAuthInfo()
  const needsNetwork = useNeedsNetwork(infoQuery)
  const isOverseas = identityOf(info?.isOverSea) === 'overseas'
  const cityDone = Boolean(info?.cityId)
  const city = useCityLabel(info)
  const realNameState = info?.realNameState ?? 'none'
  const realNameDone = realNameState === 'passed' || realNameState === 'pending'

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Complete your information</Trans>
      </h1>
      <p className="text-sm text-gray-700">
        <Trans>Two steps and you are ready to publish your first listing.</Trans>
      </p>
      {!isLoggedIn ? (
        // a public page (spec 2): a visitor sees the steps and signs in or registers to take them
        <Card data-testid="complete-visitor">
          <ol className="mb-4 list-decimal pl-5 text-sm text-gray-800">
            <li>{t`Choose your city`}</li>
            <li>{t`Real-name verification`}</li>
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/login" search={{ redirect: '/complete' }}>
                <Trans>Sign in</Trans>
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/register" search={{ redirect: '/complete' }}>
                <Trans>Register</Trans>
              </Link>
            </Button>
          </div>
        </Card>
      ) : needsNetwork ? (
        <NeedsNetwork onRetry={() => void infoQuery.refetch()} />
      ) : isLoading || !info ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : (
        <ol className="flex flex-col gap-4">
          {!isOverseas && (
            <Step number={1} title={t`Choose your city`} done={cityDone} doneText={city ?? ''}>
              <CityChooser />
            </Step>
          )}
          <Step
            number={isOverseas ? 1 : 2}
            title={t`Real-name verification`}
            done={realNameDone}
            doneText={realNameState === 'pending' ? t`Pending review` : t`Passed`}
          >
            <RealNameForm />
          </Step>
        </ol>
      )}
      {isLoggedIn && <div className="flex justify-end">
        <Button asChild size="lg" variant={cityDone && realNameDone ? 'primary' : 'secondary'}>
          <Link to="/work/index">
            {cityDone && realNameDone ? <Trans>Continue to my home</Trans> : <Trans>Do this later</Trans>}
          </Link>
        </Button>
      </div>}
    </div>
  )
}

type StepProps = { number: number; title: string; done: boolean; doneText: string; children: ReactNode }

function Step({ number, title, done, doneText, children }: StepProps) {
  return (
    <li>
      <Card
        title={
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`flex size-7 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-green-700 text-white' : 'bg-brand-700 text-white'}`}
            >
              {done ? '✓' : number}
            </span>
            {title}
          </span>
        }
      >
        {done ? (
          <p role="status" className="text-sm text-green-900">
            <Trans>Done</Trans>
            {doneText ? ` · ${doneText}` : ''}
          </p>
        ) : (
          children
        )}
      </Card>
    </li>
  )
}
