import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { profileEndpoints, type PersonalInfo } from '../../../domain/profile/endpoints'
import { checkContactName, checkNickname, NICKNAME_MAX, CONTACT_NAME_MAX, socialProvidersFor, type SocialProvider } from '../../../domain/profile/rules'
import { formatMobile, normalizeMobile } from '../../../domain/validators/mobile-core'
import { identityQueries } from '../../data/identity'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { FieldError } from '../../ui/field-error'
import { mobileProblem } from '../../ui/field-checks'
import { collectFieldErrors, errorsFromFailure, hasErrors, useFormErrors, type FormMessage } from '../../ui/form-errors'
import { ImageUploadField, type UploadedImage } from '../../ui/image-upload-field'
import { MobileField } from '../../ui/mobile-field'
import { QueryBody } from '../../ui/query-body'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { EmailForm, PhoneChangeDialog } from './contact-forms'
import { RealNameDialog } from './real-name-dialog'
import { PROVIDER_LABELS, useSocialProviders } from '../../data/social-providers'
import type { SignInProvider } from '../../../domain/account/social'
// the texts of this area's message keys come with its screen (decision 0043)
import '../../shell/message-texts/profile'

registerEndpoints('profile', profileEndpoints)

export const PERSONAL_INFO_KEY = ['personalInfo'] as const

/**
 * setting/userinfo (issue 18, decision 0061): the host's avatar, nickname and alternate contact;
 * the mobile number (changed with codes to the old and the new number) and the e-mail address
 * (bound with a code); real-name verification with the ID or passport and the photos sent; the
 * social accounts bound to the host.
 */
export function UserInfoScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Personal information`)
  const queryClient = useQueryClient()
  const info = useQuery({ queryKey: PERSONAL_INFO_KEY, queryFn: () => call('personalInfoGet', {}, { hideMessage: true }) })
  const applied = (next: PersonalInfo) => {
    queryClient.setQueryData(PERSONAL_INFO_KEY, next)
    // the header and the home show the nickname and the number
    void queryClient.invalidateQueries({ queryKey: identityQueries.info().queryKey })
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Personal information</Trans>
      </h1>
      <QueryBody query={info} failed={<Trans>Your information could not be loaded. Try again later.</Trans>}>
        {(data) => (
          <>
            {/* a new version from elsewhere starts the form again from what the server holds */}
            <BasicInfoCard key={data.version} info={data} onSaved={applied} />
            <ContactCard info={data} onChanged={applied} />
            <IdentityCard info={data} onVerified={() => void info.refetch()} />
            <SocialCard info={data} onChanged={applied} />
          </>
        )}
      </QueryBody>
    </div>
  )
}

type BasicField = 'nickName' | 'avatarUrl' | 'alternateName' | 'alternateMobile'
const BASIC_FIELDS: readonly BasicField[] = ['nickName', 'avatarUrl', 'alternateName', 'alternateMobile']

function BasicInfoCard({ info, onSaved }: { info: PersonalInfo; onSaved: (next: PersonalInfo) => void }) {
  const { t } = useLingui()
  const toast = useToast()
  const offline = useOffline()
  const [avatar, setAvatar] = useState<UploadedImage | null>(() => (info.avatar ? { ...info.avatar, domain: '' } : null))
  const [nickName, setNickName] = useState(info.nickName)
  const [alternateName, setAlternateName] = useState(info.alternate?.name ?? '')
  const [alternateMobile, setAlternateMobile] = useState(info.alternate?.mobile ?? '')
  const [alternateCountry, setAlternateCountry] = useState(info.alternate?.countryCode ?? info.countryCode)
  const [version, setVersion] = useState(info.version)
  const [conflicted, setConflicted] = useState(false)
  const { errors, setErrors, clearField } = useFormErrors<BasicField>()
  const save = useMutation({
    mutationFn: () => call('personalInfoEdit', {
      nickName: nickName.trim(), avatarUrl: avatar?.url ?? '', alternateName: alternateName.trim(),
      alternateMobile: normalizeMobile(alternateMobile), alternateCountryCode: alternateCountry, version,
    }, { hideMessage: true }),
    onSuccess: (next) => {
      setConflicted(false)
      toast.show(t`Personal information saved`, 'success')
      onSaved(next)
    },
    onError: (error: unknown) => {
      // changed on another device meanwhile: what the host typed stays, saving again overwrites
      const current = (error as { status?: number; content?: { version?: number } }).status === 409 ? (error as { content?: { version?: number } }).content : undefined
      if (current?.version !== undefined) {
        setVersion(current.version)
        setConflicted(true)
        return
      }
      setErrors(errorsFromFailure(error, BASIC_FIELDS))
    },
  })
  const submit = () => {
    const nameGiven = alternateName.trim() !== '' || alternateMobile.trim() !== ''
    const fields = collectFieldErrors<BasicField>([
      ['nickName', asMessage(checkNickname(nickName))],
      ['alternateName', nameGiven ? asMessage(checkContactName(alternateName)) : null],
      ['alternateMobile', nameGiven ? mobileProblem(alternateMobile, alternateCountry) : null],
    ])
    if (hasErrors(fields)) return setErrors({ fields, form: null })
    save.mutate()
  }
  return (
    <Card title={t`Basic information`}>
      <form className="flex flex-col gap-4" onSubmit={(event) => { event.preventDefault(); submit() }} noValidate aria-label={t`Basic information`}>
        <div className="flex items-start gap-4">
          <Avatar url={avatar ? avatarSrc(avatar) : null} />
          <div className="min-w-0 flex-1">
            <ImageUploadField
              label={t`Avatar`}
              description={t`A clear photo of you or your brand. JPG or PNG, up to 5 MB.`}
              dir="duanzu_head"
              value={avatar}
              onChange={(next) => { setAvatar(next); clearField('avatarUrl') }}
              error={errors.fields.avatarUrl}
            />
          </div>
        </div>
        <TextField
          label={t`Nickname`}
          name="nickName"
          maxLength={NICKNAME_MAX * 2}
          value={nickName}
          hint={t`1-${NICKNAME_MAX} characters. Guests see it on your listings.`}
          onChange={(event) => { setNickName(event.target.value); clearField('nickName') }}
          error={errors.fields.nickName?.key}
          errorParams={errors.fields.nickName?.params}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-gray-800">
            <Trans>Alternate contact</Trans>
          </legend>
          <p className="text-sm text-gray-700">
            <Trans>Someone the platform may call when you cannot be reached. Leave both empty for none.</Trans>
          </p>
          <TextField
            label={t`Contact name`}
            name="alternateName"
            maxLength={CONTACT_NAME_MAX * 2}
            value={alternateName}
            onChange={(event) => { setAlternateName(event.target.value); clearField('alternateName') }}
            error={errors.fields.alternateName?.key}
            errorParams={errors.fields.alternateName?.params}
          />
          <MobileField
            label={t`Contact mobile number`}
            name="alternateMobile"
            mobile={alternateMobile}
            countryCode={alternateCountry}
            onMobileChange={(value) => { setAlternateMobile(value); clearField('alternateMobile') }}
            onCountryChange={setAlternateCountry}
            error={errors.fields.alternateMobile}
          />
        </fieldset>
        {conflicted && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="profile-conflict">
            <Trans>This information was changed on another device. What you typed is kept: save again to use it, or reload to see the other change.</Trans>
          </p>
        )}
        {errors.form && <FieldError messageKey={errors.form.key} params={errors.form.params} />}
        <div>
          <Button type="submit" loading={save.isPending} disabled={offline} title={offline ? t`Needs a connection` : undefined}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Card>
  )
}

function ContactCard({ info, onChanged }: { info: PersonalInfo; onChanged: (next: PersonalInfo) => void }) {
  const { t } = useLingui()
  const offline = useOffline()
  const [phoneOpen, setPhoneOpen] = useState(false)
  return (
    <Card title={t`Mobile number and e-mail`}>
      <dl className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-gray-800">
            <Trans>Mobile number</Trans>
          </dt>
          <dd className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-gray-900" data-testid="profile-mobile">{formatMobile(info.countryCode, info.mobile)}</span>
            <Button variant="secondary" size="sm" onClick={() => setPhoneOpen(true)} disabled={offline}>
              <Trans>Change</Trans>
            </Button>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-gray-800">
            <Trans>E-mail address</Trans>
          </dt>
          <dd>
            <EmailForm key={info.email ?? ''} info={info} onChanged={onChanged} />
          </dd>
        </div>
      </dl>
      {phoneOpen && <PhoneChangeDialog info={info} open onOpenChange={setPhoneOpen} onChanged={onChanged} />}
    </Card>
  )
}

function IdentityCard({ info, onVerified }: { info: PersonalInfo; onVerified: () => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const canVerify = info.realNameState === 'none' || info.realNameState === 'failed'
  return (
    <Card title={t`Real-name verification`}>
      <div className="flex flex-col gap-3 text-sm">
        <div className="flex flex-wrap items-center gap-2" data-testid="profile-realname-state">
          <RealNameBadge state={info.realNameState} />
          {canVerify && (
            <Button size="sm" onClick={() => setOpen(true)}>
              {info.realNameState === 'failed' ? <Trans>Try again</Trans> : <Trans>Verify now</Trans>}
            </Button>
          )}
        </div>
        {info.isOverSea ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-gray-700"><Trans>Passport number</Trans></dt>
            <dd className="text-gray-900">{info.passportNo || '—'}</dd>
          </dl>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-gray-700"><Trans>Name</Trans></dt>
            <dd className="text-gray-900">{info.realName || '—'}</dd>
            <dt className="text-gray-700"><Trans>ID number</Trans></dt>
            <dd className="text-gray-900">{info.idCardNo || '—'}</dd>
          </dl>
        )}
        {info.isOverSea && (info.passportPhoto || info.selfie) && (
          <div className="flex flex-wrap gap-4">
            {info.passportPhoto && <Photo url={info.passportPhoto.url} caption={t`Passport photo`} />}
            {info.selfie && <Photo url={info.selfie.url} caption={t`Selfie`} />}
          </div>
        )}
      </div>
      {open && <RealNameDialog open onOpenChange={(next) => { setOpen(next); if (!next) onVerified() }} />}
    </Card>
  )
}

function SocialCard({ info, onChanged }: { info: PersonalInfo; onChanged: (next: PersonalInfo) => void }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const offline = useOffline()
  const [confirming, setConfirming] = useState<SocialProvider | null>(null)
  const [failed, setFailed] = useState<FormMessage | null>(null)
  const unbind = useMutation({
    mutationFn: (provider: SocialProvider) => call('socialUnbind', { provider }, { hideMessage: true }),
    onSuccess: (next, provider) => {
      toast.show(t`${i18n._(PROVIDER_LABELS[provider])} unbound`, 'success')
      onChanged(next)
    },
    onError: (error: unknown) => setFailed(errorsFromFailure(error, []).form),
  })
  const configured = useSocialProviders().data ?? []
  const bindStart = useMutation({
    mutationFn: (provider: SignInProvider) => call('socialBindStart', { provider }, { hideMessage: true }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
    onError: (error: unknown) => setFailed(errorsFromFailure(error, []).form),
  })
  // the region's providers, any other one bound (it can be unbound) and any this server signs in with
  const shown = [...new Set([...socialProvidersFor(info.isOverSea), ...info.social.map((s) => s.provider), ...configured])]
  return (
    <Card title={t`Social accounts`}>
      <p className="mb-3 text-sm text-gray-700">
        {configured.length > 0
          ? <Trans>Bind an account here, or by signing in with it. Unbinding stops that sign-in; your mobile number always works.</Trans>
          : <Trans>An account is bound the first time you sign in with it in the host app. Unbinding stops that sign-in; your mobile number always works.</Trans>}
      </p>
      <ul className="flex flex-col divide-y divide-gray-100">
        {shown.map((provider) => {
          const bound = info.social.find((s) => s.provider === provider)
          const label = i18n._(PROVIDER_LABELS[provider])
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-2 py-3" data-social={provider} data-bound={bound ? 'true' : 'false'}>
              <div className="text-sm">
                <span className="font-medium text-gray-900">{label}</span>
                <span className="ml-2 text-gray-700">
                  {bound
                    ? <Trans>Bound as {bound.nickName} since {i18n.date(new Date(bound.boundAt), { dateStyle: 'medium' })}</Trans>
                    : <Trans>Not bound</Trans>}
                </span>
              </div>
              {bound && (
                <Button variant="secondary" size="sm" onClick={() => setConfirming(provider)} disabled={offline} aria-label={t`Unbind ${label}`}>
                  <Trans>Unbind</Trans>
                </Button>
              )}
              {!bound && configured.some((p) => p === provider) && (
                <Button
                  size="sm"
                  onClick={() => {
                    setFailed(null)
                    bindStart.mutate(provider as SignInProvider)
                  }}
                  loading={bindStart.isPending && bindStart.variables === provider}
                  disabled={offline || bindStart.isPending}
                  aria-label={t`Bind ${label}`}
                >
                  <Trans>Bind</Trans>
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {failed && <FieldError messageKey={failed.key} params={failed.params} />}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setConfirming(null)}
          title={t`Unbind ${i18n._(PROVIDER_LABELS[confirming])}?`}
          description={t`You will no longer sign in with this account. You can bind it again by signing in with it in the host app.`}
          cancelLabel={t`Keep it`}
          confirmLabel={t`Unbind`}
          onConfirm={() => {
            setFailed(null)
            unbind.mutate(confirming)
            setConfirming(null)
          }}
        />
      )}
    </Card>
  )
}

function RealNameBadge({ state }: { state: PersonalInfo['realNameState'] }) {
  switch (state) {
    case 'passed':
      return <Badge tone="success"><Trans>Passed</Trans></Badge>
    case 'pending':
      return <Badge tone="neutral"><Trans>Pending review</Trans></Badge>
    case 'failed':
      return <Badge tone="alert"><Trans>Not passed</Trans></Badge>
    default:
      return <Badge tone="neutral"><Trans>Not verified</Trans></Badge>
  }
}

function Avatar({ url }: { url: string | null }) {
  const { t } = useLingui()
  return url ? (
    <img src={url} alt={t`Your avatar`} className="size-20 shrink-0 rounded-full border border-gray-200 object-cover" data-testid="profile-avatar" />
  ) : (
    <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500" aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-10">
        <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </span>
  )
}

function Photo({ url, caption }: { url: string; caption: string }) {
  return (
    <figure className="flex flex-col gap-1">
      <img src={url} alt={caption} className="h-28 w-40 rounded-md border border-gray-200 object-cover" />
      <figcaption className="text-xs text-gray-700">{caption}</figcaption>
    </figure>
  )
}

/** An uploaded avatar's address: the answer's domain + url, or the full url the server sent. */
function avatarSrc(image: UploadedImage): string {
  return image.domain === '' ? image.url : `${image.domain.replace(/\/+$/, '')}/${image.url.replace(/^\/+/, '')}`
}

function asMessage(problem: { key: string; params?: Record<string, number> } | null): FormMessage | null {
  return problem ? (problem.params ? { key: problem.key, params: problem.params } : { key: problem.key }) : null
}
