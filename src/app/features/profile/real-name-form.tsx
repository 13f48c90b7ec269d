import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { getSession } from '../../../client/session'
import type { AuthInfo } from '../../../domain/endpoints'
import { identityOf } from '../../../domain/identity'
import { validateIdCard } from '../../../domain/validators/id-card'
import { validatePassportNo, PASSPORT_MAX } from '../../../domain/validators/passport'
import { validateRealName, REAL_NAME_MAX } from '../../../domain/validators/real-name'
import { identityQueries, useAuthInfo } from '../../data/identity'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { Spinner } from '../../ui/spinner'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { useToast } from '../../ui/toast'
import { FieldError } from '../../ui/field-error'
import { collectFieldErrors, errorsFromFailure, hasErrors, useFormErrors } from '../../ui/form-errors'
import type { FormMessage } from '../../ui/form-errors'
import { ImageUploadField } from '../../ui/image-upload-field'
import type { UploadedImage } from '../../ui/image-upload-field'

type RealNameFormProps = {
  /** Called after a submission was accepted (passed, or pending review for overseas hosts). */
  onDone?: () => void
}

/**
 * Real-name verification (spec 2): mainland hosts give name, ID card number and the ID card's
 * front; overseas hosts give passport number, a passport photo and a selfie. The identity comes
 * from the landlord info (isOverSea). A host who passed or waits for review sees that state.
 */
export function RealNameForm({ onDone }: RealNameFormProps) {
  const { info, isLoading, infoQuery } = useAuthInfo()
  const needsNetwork = useNeedsNetwork(infoQuery)
  if (needsNetwork) return <NeedsNetwork onRetry={() => void infoQuery.refetch()} />
  if (isLoading || !info) {
    return (
      <div className="flex justify-center p-6">
        <Spinner />
      </div>
    )
  }
  if (info.realNameState === 'passed') return <RealNamePassed info={info} />
  if (info.realNameState === 'pending') return <RealNamePending />
  return (
    <div className="flex flex-col gap-3">
      {info.realNameState === 'failed' && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Trans>Your last verification did not pass. Please check your details and try again.</Trans>
        </p>
      )}
      {identityOf(info.isOverSea) === 'overseas' ? (
        <OverseasForm info={info} onDone={onDone} />
      ) : (
        <MainlandForm info={info} onDone={onDone} />
      )}
    </div>
  )
}

type MainlandFields = 'realName' | 'idCardNo' | 'identitycard1url'
const MAINLAND_FIELDS: readonly MainlandFields[] = ['realName', 'idCardNo', 'identitycard1url']

function MainlandForm({ info, onDone }: { info: AuthInfo; onDone: RealNameFormProps['onDone'] }) {
  const { t } = useLingui()
  const [realName, setRealName] = useState('')
  const [idCardNo, setIdCardNo] = useState('')
  const [front, setFront] = useState<UploadedImage | null>(null)
  const { errors, setErrors, clearField } = useFormErrors<MainlandFields>()
  const showProblem = (field: MainlandFields, key: string | null) =>
    key && setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: { key } } }))
  const finish = useSubmitted(onDone)
  const submit = useMutation({
    mutationFn: (image: UploadedImage) =>
      call(
        'realNameSubmitMainland',
        {
          landlordID: info.landlordId,
          landlordIdentity: 'CHN',
          width: String(image.width),
          height: String(image.height),
          identitycard1url: image.url,
          realName: realName.trim(),
          idCardNo: normalizeIdCard(idCardNo),
        },
        { hideMessage: true },
      ),
    onSuccess: () => finish('mainland'),
    onError: (error) => {
      setErrors(errorsFromFailure(error, MAINLAND_FIELDS))
      void finish('refresh')
    },
  })

  const complete = realName.trim() !== '' && idCardNo.trim() !== '' && front !== null
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!front) return
    const fields = collectFieldErrors<MainlandFields>([
      ['realName', validateRealName(realName.trim())],
      ['idCardNo', validateIdCard(normalizeIdCard(idCardNo), todayIso())],
    ])
    setErrors({ fields, form: null })
    if (!hasErrors(fields)) submit.mutate(front)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t`Real name`}
        name="realName"
        autoComplete="name"
        maxLength={REAL_NAME_MAX}
        value={realName}
        onChange={(event) => {
          setRealName(event.target.value)
          clearField('realName')
        }}
        onBlur={() => realName.trim() && showProblem('realName', validateRealName(realName.trim()))}
        hint={t`As on your ID card, 1-20 characters`}
        error={errors.fields.realName?.key}
        errorParams={errors.fields.realName?.params ?? { min: 1, max: REAL_NAME_MAX }}
      />
      <TextField
        label={t`ID card number`}
        name="idCardNo"
        autoComplete="off"
        maxLength={18}
        value={idCardNo}
        onChange={(event) => {
          setIdCardNo(event.target.value)
          clearField('idCardNo')
        }}
        onBlur={() => idCardNo.trim() && showProblem('idCardNo', validateIdCard(normalizeIdCard(idCardNo), todayIso()))}
        error={errors.fields.idCardNo?.key}
        errorParams={errors.fields.idCardNo?.params}
      />
      <ImageUploadField
        label={t`Front of the ID card`}
        description={t`The side with your photo; all text must be readable.`}
        dir="realname"
        value={front}
        onChange={(image) => {
          setFront(image)
          clearField('identitycard1url')
        }}
        error={errors.fields.identitycard1url}
      />
      <SubmitRow error={errors.form} disabled={!complete} loading={submit.isPending} />
    </form>
  )
}

type OverseasFields = 'passportNo' | 'passportInfo' | 'selfInfo'
const OVERSEAS_FIELDS: readonly OverseasFields[] = ['passportNo', 'passportInfo', 'selfInfo']

function OverseasForm({ info, onDone }: { info: AuthInfo; onDone: RealNameFormProps['onDone'] }) {
  const { t } = useLingui()
  const [passportNo, setPassportNo] = useState('')
  const [passport, setPassport] = useState<UploadedImage | null>(null)
  const [selfie, setSelfie] = useState<UploadedImage | null>(null)
  const { errors, setErrors, clearField } = useFormErrors<OverseasFields>()
  const showProblem = (field: OverseasFields, key: string | null) =>
    key && setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: { key } } }))
  const finish = useSubmitted(onDone)
  const submit = useMutation({
    mutationFn: (images: { passport: UploadedImage; selfie: UploadedImage }) =>
      call(
        'realNameSubmitOverseas',
        {
          landlordID: info.landlordId,
          landlordIdentity: 'overseas',
          passportNo: passportNo.trim(),
          passportInfo: imageRef(images.passport),
          selfInfo: imageRef(images.selfie),
        },
        { hideMessage: true },
      ),
    onSuccess: () => finish('overseas'),
    onError: (error) => setErrors(errorsFromFailure(error, OVERSEAS_FIELDS)),
  })

  const complete = passportNo.trim() !== '' && passport !== null && selfie !== null
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!passport || !selfie) return
    const fields = collectFieldErrors<OverseasFields>([['passportNo', validatePassportNo(passportNo.trim())]])
    setErrors({ fields, form: null })
    if (!hasErrors(fields)) submit.mutate({ passport, selfie })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t`Passport number`}
        name="passportNo"
        autoComplete="off"
        maxLength={PASSPORT_MAX}
        value={passportNo}
        onChange={(event) => {
          setPassportNo(event.target.value)
          clearField('passportNo')
        }}
        onBlur={() => passportNo.trim() && showProblem('passportNo', validatePassportNo(passportNo.trim()))}
        error={errors.fields.passportNo?.key}
        errorParams={errors.fields.passportNo?.params}
      />
      <ImageUploadField
        label={t`Passport photo page`}
        description={t`The page with your photo and passport number.`}
        dir="realname"
        value={passport}
        onChange={(image) => {
          setPassport(image)
          clearField('passportInfo')
        }}
        error={errors.fields.passportInfo}
      />
      <ImageUploadField
        label={t`Selfie holding your passport`}
        description={t`Your face and the passport photo page must both be visible.`}
        dir="realname"
        value={selfie}
        onChange={(image) => {
          setSelfie(image)
          clearField('selfInfo')
        }}
        error={errors.fields.selfInfo}
      />
      <SubmitRow error={errors.form} disabled={!complete} loading={submit.isPending} />
    </form>
  )
}

function SubmitRow({ error, disabled, loading }: { error: FormMessage | null; disabled: boolean; loading: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      {error && (
        <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2">
          <FieldError messageKey={error.key} params={error.params} />
        </div>
      )}
      <Button type="submit" size="lg" disabled={disabled} loading={loading}>
        <Trans>Submit verification</Trans>
      </Button>
      {disabled && (
        <p className="text-xs text-gray-700">
          <Trans>Fill in every field to submit.</Trans>
        </p>
      )}
    </div>
  )
}

function RealNamePassed({ info }: { info: AuthInfo }) {
  const isOverseas = identityOf(info.isOverSea) === 'overseas'
  return (
    <div role="status" className="rounded-md bg-green-50 px-4 py-3 text-sm text-green-900">
      <p className="font-semibold">
        <Trans>Real-name authentication passed</Trans>
      </p>
      {!isOverseas && info.realName && (
        <p className="mt-1">
          {info.realName} · {info.idCardNo}
        </p>
      )}
      {isOverseas && info.passportNo && <p className="mt-1">{info.passportNo}</p>}
    </div>
  )
}

/** How often a page showing a pending review asks whether staff decided (getRealNameState). */
const PENDING_POLL_MS = 60_000

/**
 * Waiting for staff to review the passport: while it is shown, the page asks the light
 * getRealNameState every minute, and once the state is no longer pending it refreshes the landlord
 * info, so the form turns to the outcome (passed, or failed with the form again) without a reload.
 */
function RealNamePending() {
  const queryClient = useQueryClient()
  const userId = getSession()?.userId ?? ''
  const state = useQuery({
    queryKey: [...identityQueries.info().queryKey, 'realNameState', userId] as const,
    queryFn: () => call('getRealNameState', { userId }, { hideMessage: true }),
    enabled: userId !== '',
    refetchInterval: PENDING_POLL_MS,
    refetchIntervalInBackground: false,
  })
  const decided = state.data !== undefined && state.data.state !== 'pending'
  useEffect(() => {
    if (decided) void queryClient.invalidateQueries({ queryKey: identityQueries.info().queryKey, exact: true })
  }, [decided, queryClient])
  return (
    <div role="status" className="rounded-md bg-blue-50 px-4 py-3 text-sm text-blue-900">
      <p className="font-semibold">
        <Trans>Pending review</Trans>
      </p>
      <p className="mt-1">
        <Trans>Your passport verification was submitted. We will let you know when it has been reviewed.</Trans>
      </p>
    </div>
  )
}

/** After a submission: the message, fresh authentication info, then the caller's onDone. */
function useSubmitted(onDone: RealNameFormProps['onDone']) {
  const { t } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  return async (outcome: 'mainland' | 'overseas' | 'refresh') => {
    const refreshed = queryClient.invalidateQueries({ queryKey: identityQueries.info().queryKey })
    if (outcome === 'refresh') return refreshed
    toast.show(
      outcome === 'mainland'
        ? t`Real-name authentication passed`
        : t`Real-name authentication submitted, pending review`,
      'success',
    )
    await refreshed
    onDone?.()
  }
}

function imageRef(image: UploadedImage) {
  return { url: image.url, width: image.width, height: image.height }
}

/** ID numbers are compared in upper case without spaces ("x" check digits are common). */
function normalizeIdCard(value: string): string {
  return value.replace(/\s/g, '').toUpperCase()
}

function todayIso(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
