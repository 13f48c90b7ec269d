import { useState } from 'react'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { badgeText } from '../../../domain/badge'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import type { ButtonVariant } from '../../ui/button'
import { Card } from '../../ui/card'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { Tabs } from '../../ui/tabs'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { LangSwitch } from '../lang-switch'
import { QrCode } from '../qr-code'
import { useDocumentTitle } from '../use-document-title'

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger']

/** /theme: every component of the ui kit in its normal and its other states. */
export function ThemeScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Theme`)
  const toast = useToast()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [city, setCity] = useState<string | undefined>(undefined)
  const [mobile, setMobile] = useState('')
  const variantLabels: Record<ButtonVariant, string> = {
    primary: t`Primary`,
    secondary: t`Secondary`,
    ghost: t`Ghost`,
    danger: t`Danger`,
  }
  const cities = [
    { value: 'sh', label: t`Shanghai` },
    { value: 'bj', label: t`Beijing` },
    { value: 'hk', label: t`Hong Kong`, disabled: true },
  ]
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Theme</Trans>
      </h1>

      <Section title={t`Buttons`}>
        <div className="flex flex-wrap gap-2">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variantLabels[variant]}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {variantLabels[variant]}
            </Button>
          ))}
          <Button loading>
            <Trans>Saving</Trans>
          </Button>
          <Button size="sm">
            <Trans>Small</Trans>
          </Button>
          <Button size="lg">
            <Trans>Large</Trans>
          </Button>
        </div>
      </Section>

      <Section title={t`Text fields`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Mobile number`}
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            inputMode="numeric"
            prefix="+86"
            hint={t`11 digits`}
          />
          <TextField label={t`Mobile number`} defaultValue="1234" error="PleaseEnterMobileNumber" prefix="+86" />
          <TextField label={t`Verification code`} disabled defaultValue="123456" />
          <TextField
            label={t`Verification code`}
            addon={
              <Button variant="secondary">
                <Trans>Send code</Trans>
              </Button>
            }
          />
        </div>
        <FieldError messageKey="Maximum" params={{ limit: 9 }} />
      </Section>

      <Section title={t`Select`}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select label={t`City`} value={city} onValueChange={setCity} options={cities} placeholder={t`Choose a city`} />
          <Select label={t`City`} value={undefined} onValueChange={setCity} options={cities} placeholder={t`Choose a city`} error="required" />
          <Select label={t`City`} value="sh" onValueChange={setCity} options={cities} disabled />
        </div>
      </Section>

      <Section title={t`Tabs`}>
        <Tabs
          label={t`Sign-in methods`}
          items={[
            { value: 'password', label: t`Password`, content: <p>{t`Sign in with your password.`}</p> },
            { value: 'sms', label: t`SMS code`, content: <p>{t`Sign in with a code sent to your phone.`}</p> },
          ]}
        />
      </Section>

      <Section title={t`Dialog and toast`}>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialogOpen(true)}>
            <Trans>Open dialog</Trans>
          </Button>
          <Button variant="secondary" onClick={() => toast.show(t`Saved`, 'success')}>
            <Trans>Success toast</Trans>
          </Button>
          <Button variant="secondary" onClick={() => toast.show(t`Operation failed`, 'error')}>
            <Trans>Error toast</Trans>
          </Button>
          <Button variant="ghost" onClick={() => toast.show(t`Copied`)}>
            <Trans>Info toast</Trans>
          </Button>
        </div>
        <Dialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title={t`Choose your city`}
          description={t`Guests see listings by city.`}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button disabled={!city} onClick={() => setDialogOpen(false)}>
                <Trans>Confirm</Trans>
              </Button>
            </>
          }
        >
          <Select label={t`City`} value={city} onValueChange={setCity} options={cities} placeholder={t`Choose a city`} />
        </Dialog>
      </Section>

      <Section title={t`Badges, spinner, QR code`}>
        <div className="flex flex-wrap items-center gap-3">
          <Badge>{badgeText(7)}</Badge>
          <Badge>{badgeText(120)}</Badge>
          <Badge tone="neutral">{t`Draft`}</Badge>
          <Badge tone="success">{t`Passed`}</Badge>
          <Spinner />
          <QrCode value="https://hostportal.example/" label={t`Sample QR code`} size={96} />
          <LangSwitch />
        </div>
      </Section>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <div className="flex flex-col gap-4">{children}</div>
    </Card>
  )
}
