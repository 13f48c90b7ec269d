import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { AppLink } from '../app-link'
import { useDocumentTitle } from '../use-document-title'

/** The public home page: what the portal is, for whom, and the way in. */
export function HomeScreen() {
  const { t } = useLingui()
  useDocumentTitle()
  const audiences = [
    {
      title: t`Homestay landlords`,
      text: t`Rent out a whole home, a private room, a bed or a sofa across mainland China, Hong Kong, Macau and Taiwan.`,
    },
    {
      title: t`Hotel merchants`,
      text: t`Publish your hotel with its room types, set prices and stock for every night and settle as a merchant.`,
    },
    {
      title: t`Overseas hosts`,
      text: t`List places outside China, verify with your passport and chat with guests directly.`,
    },
  ]
  const features = [
    { title: t`Listings and hotels`, text: t`Step-by-step publishing with photos, facilities, prices and house rules.` },
    { title: t`Availability calendar`, text: t`Prices, stock and open or closed days for every night at a glance.` },
    { title: t`Orders and reviews`, text: t`Confirm bookings, hear new-order alerts and reply to guest reviews.` },
    { title: t`Promotions and events`, text: t`Join platform activities and long-stay discounts to fill more nights.` },
    { title: t`Wallet and invoices`, text: t`Payout accounts, monthly settlement bills and invoices in one place.` },
    { title: t`Works on your phone`, text: t`Install the portal on your phone; your changes wait safely when you are offline.` },
  ]
  const steps = [
    t`Register with your mobile number`,
    t`Verify your real name`,
    t`Publish your first listing`,
    t`Welcome your first guests`,
  ]
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-gray-50">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            <Trans>Host Portal</Trans>
          </p>
          <h1 className="max-w-3xl text-3xl leading-tight font-bold text-gray-900 sm:text-5xl">
            <Trans>Host your homes and hotels with us</Trans>
          </h1>
          <p className="max-w-2xl text-lg text-gray-800">
            <Trans>
              The portal for landlords and hotel merchants of our short-term lodging marketplace: publish listings,
              manage calendars and orders, and get paid, in Chinese and English.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <AppLink to="/register">
                <Trans>Register for free</Trans>
              </AppLink>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <AppLink to="/login">
                <Trans>Log in</Trans>
              </AppLink>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-audience" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="home-audience" className="mb-6 text-2xl font-semibold text-gray-900">
          <Trans>Who it is for</Trans>
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {audiences.map((item) => (
            <Card key={item.title} title={item.title} titleAs="h3">
              <p className="text-gray-800">{item.text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="home-features" className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="home-features" className="mb-6 text-2xl font-semibold text-gray-900">
            <Trans>Everything you need to host</Trans>
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((item) => (
              <li key={item.title}>
                <h3 className="mb-1 font-semibold text-gray-900">{item.title}</h3>
                <p className="text-gray-800">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-steps" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="home-steps" className="mb-6 text-2xl font-semibold text-gray-900">
          <Trans>Start in four steps</Trans>
        </h2>
        <ol className="grid gap-4 sm:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                {index + 1}
              </span>
              <span className="text-gray-900">{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <Button asChild size="lg">
            <AppLink to="/register">
              <Trans>Become a host</Trans>
            </AppLink>
          </Button>
        </div>
      </section>
    </div>
  )
}
