import { useCallback, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../../../client/api'
import { unitToday } from '../../../../../domain/calendar/zones'
import { checkHotelInfo, HOTEL_LIMITS, HOTEL_TYPES, type HotelContact, type HotelInfoValue } from '../../../../../domain/hotel/rules'
import { charCount } from '../../../../../domain/listing/text-rules'
import type { StepValues } from '../../../../data/draft-flow'
import { hotelDetailQuery } from '../../../../data/hotel-draft'
import { HOTEL_TYPE_LABELS } from '../../../../data/hotel-labels'
import { useOffline } from '../../../../shell/pwa-network'
import { Button } from '../../../../ui/button'
import { TextArea } from '../../../../ui/choice-fields'
import { CodeField } from '../../../../ui/code-field'
import { errorsFromFailure, type FormMessage } from '../../../../ui/form-errors'
import { RequiredMark } from '../../../../ui/required-mark'
import { Select } from '../../../../ui/select'
import { StepCard } from '../../../../ui/step-card'
import { TextField } from '../../../../ui/text-field'
import { useToast } from '../../../../ui/toast'
import { useCountdown } from '../../../../ui/use-countdown'
import { toText } from '../../fields'
import { useHotelStepForm } from '../use-hotel-step'

type Form = Omit<HotelInfoValue, 'totalRooms'> & { totalRooms: string }

const CONTACTS = ['mainContact', 'roomStatusContact', 'settlementContact'] as const
type ContactKey = (typeof CONTACTS)[number]

function contactOf(value: unknown): HotelContact {
  const v = (value ?? {}) as Partial<HotelContact>
  return { name: toText(v.name), mobile: toText(v.mobile), email: toText(v.email) }
}

function fromValues(v: StepValues | undefined): Form {
  const fixed = (v?.fixedPhone ?? {}) as Partial<Form['fixedPhone']>
  return {
    name: toText(v?.name),
    hotelType: toText(v?.hotelType) as Form['hotelType'],
    openedOn: toText(v?.openedOn),
    renovatedOn: toText(v?.renovatedOn),
    totalRooms: toText(v?.totalRooms),
    description: toText(v?.description),
    highlights: toText(v?.highlights),
    frontDeskPhone: toText(v?.frontDeskPhone),
    fixedPhone: { areaCode: toText(fixed.areaCode), number: toText(fixed.number), extension: toText(fixed.extension) },
    mainContact: contactOf(v?.mainContact),
    roomStatusContact: contactOf(v?.roomStatusContact),
    settlementContact: contactOf(v?.settlementContact),
    serviceStart: toText(v?.serviceStart) || '00:00',
    serviceEnd: toText(v?.serviceEnd) || '23:59',
  }
}

function toValue(f: Form): HotelInfoValue {
  const trimContact = (c: HotelContact): HotelContact => ({ name: c.name.trim(), mobile: c.mobile.trim(), email: c.email.trim() })
  return {
    ...f,
    name: f.name.trim(),
    totalRooms: f.totalRooms.trim() === '' ? null : Number(f.totalRooms.trim()),
    description: f.description.trim(),
    highlights: f.highlights.trim(),
    frontDeskPhone: f.frontDeskPhone.trim(),
    fixedPhone: { areaCode: f.fixedPhone.areaCode.trim(), number: f.fixedPhone.number.trim(), extension: f.fixedPhone.extension.trim() },
    mainContact: trimContact(f.mainContact),
    roomStatusContact: trimContact(f.roomStatusContact),
    settlementContact: trimContact(f.settlementContact),
  }
}

/**
 * hotel-info (business rules 3 and 5 "Hotel"; decision 0048 points 2-8): name, type, opening and
 * renovation months, rooms, description and highlights, phones, the three contacts (the main
 * contact's mobile proved by an SMS code) and the reception hours.
 */
export function HotelInfoStep({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui()
  const [proved, setProved] = useState<string[]>([])
  const toValues = useCallback((f: Form): StepValues => toValue(f) as unknown as StepValues, [])
  const stepForm = useHotelStepForm<Form>(hotelId, 'hotelInfo', {
    fromValues,
    toValues,
    check: (_values, f) => {
      const value = toValue(f)
      const issues = checkHotelInfo(value, unitToday('CHN', Date.now()))
      const mobile = value.mainContact.mobile
      const verified = [...(stepForm.view.detail?.verifiedMobiles ?? []), ...proved]
      if (mobile && !issues.some((issue) => issue.field.startsWith('mainContact.mobile')) && !verified.includes(mobile)) {
        issues.push({ field: 'mainContact.mobile', key: 'contactNotVerified' })
      }
      return issues
    },
  })
  const { form, set, error, card } = stepForm
  const verified = [...(stepForm.view.detail?.verifiedMobiles ?? []), ...proved]
  const setContact = (key: ContactKey, change: Partial<HotelContact>) => form && set(key, { ...form[key], ...change })
  const count = (text: string, max: number) => `${charCount(text.trim())}/${max}`
  const contactTitles: Record<ContactKey, string> = {
    mainContact: t`Main contact`,
    roomStatusContact: t`Room-status contact`,
    settlementContact: t`Settlement contact`,
  }

  return (
    <StepCard title={t`Hotel information`} intro={t`Fields marked * are required. Guests see the name, type, description and highlights.`} {...card}>
      {form && (
        <>
          <TextField
            label={<>{t`Hotel name`}<RequiredMark /></>}
            aria-required
            {...stepForm.fieldProps('name')}
            hint={t`${HOTEL_LIMITS.name.min}-${HOTEL_LIMITS.name.max} characters, as on the licence`}
          />
          <Select
            label={<>{t`Hotel type`}<RequiredMark /></>}
            value={form.hotelType}
            onValueChange={(value) => set('hotelType', value as Form['hotelType'])}
            options={HOTEL_TYPES.map((type) => ({ value: type, label: i18n._(HOTEL_TYPE_LABELS[type]) }))}
            placeholder={t`Choose the type`}
            error={error('hotelType')?.key}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label={<>{t`Opened in`}<RequiredMark /></>} type="month" aria-required {...stepForm.fieldProps('openedOn')} />
            <TextField label={t`Latest renovation`} type="month" {...stepForm.fieldProps('renovatedOn')} hint={t`Leave empty if never renovated`} />
            <TextField
              label={<>{t`Total rooms`}<RequiredMark /></>}
              inputMode="numeric"
              aria-required
              {...stepForm.fieldProps('totalRooms')}
              hint={t`${HOTEL_LIMITS.totalRooms.min}-${HOTEL_LIMITS.totalRooms.max}`}
            />
          </div>
          <TextArea
            label={t`Description of the hotel`}
            required
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
            error={error('description')}
            hint={t`${HOTEL_LIMITS.description.min}-${HOTEL_LIMITS.description.max} characters; no phone numbers, websites or prices`}
            count={count(form.description, HOTEL_LIMITS.description.max)}
          />
          <TextArea
            label={t`Highlights`}
            required
            value={form.highlights}
            onChange={(event) => set('highlights', event.target.value)}
            error={error('highlights')}
            hint={t`${HOTEL_LIMITS.highlights.min}-${HOTEL_LIMITS.highlights.max} characters: what makes the hotel worth choosing`}
            count={count(form.highlights, HOTEL_LIMITS.highlights.max)}
          />
          <TextField
            label={<>{t`Reservation / front-desk phone`}<RequiredMark /></>}
            inputMode="tel"
            aria-required
            {...stepForm.fieldProps('frontDeskPhone')}
            hint={t`Digits only, ${HOTEL_LIMITS.phone.min}-${HOTEL_LIMITS.phone.max}`}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-800">{t`Fixed phone (optional)`}</legend>
            <div className="grid grid-cols-[5rem_1fr_6rem] gap-2">
              {(['areaCode', 'number', 'extension'] as const).map((part) => (
                <TextField
                  key={part}
                  label={part === 'areaCode' ? t`Area code` : part === 'number' ? t`Number` : t`Extension`}
                  inputMode="numeric"
                  value={form.fixedPhone[part]}
                  onChange={(event) => set('fixedPhone', { ...form.fixedPhone, [part]: event.target.value })}
                  error={error(`fixedPhone.${part}`)?.key}
                  errorParams={error(`fixedPhone.${part}`)?.params}
                />
              ))}
            </div>
          </fieldset>
          {CONTACTS.map((key) => (
            <fieldset key={key} className="flex flex-col gap-3 rounded-md border border-gray-200 p-3" data-testid={`contact-${key}`}>
              <legend className="px-1 text-sm font-semibold text-gray-900">{contactTitles[key]}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={<>{t`Name`}<RequiredMark /></>}
                  aria-required
                  value={form[key].name}
                  onChange={(event) => setContact(key, { name: event.target.value })}
                  error={error(`${key}.name`)?.key}
                  errorParams={error(`${key}.name`)?.params}
                />
                <TextField
                  label={<>{t`Mobile`}<RequiredMark /></>}
                  aria-required
                  inputMode="numeric"
                  maxLength={11}
                  value={form[key].mobile}
                  onChange={(event) => setContact(key, { mobile: event.target.value })}
                  error={error(`${key}.mobile`)?.key}
                  errorParams={error(`${key}.mobile`)?.params}
                  hint={key === 'mainContact' && verified.includes(form.mainContact.mobile.trim()) ? t`Verified` : t`Only 11 digits`}
                />
              </div>
              <TextField
                label={key === 'mainContact' ? <>{t`E-mail`}<RequiredMark /></> : t`E-mail (optional)`}
                type="email"
                value={form[key].email}
                onChange={(event) => setContact(key, { email: event.target.value })}
                error={error(`${key}.email`)?.key}
                errorParams={error(`${key}.email`)?.params}
              />
              {key === 'mainContact' && /^1[3-9]\d{9}$/.test(form.mainContact.mobile.trim()) && !verified.includes(form.mainContact.mobile.trim()) && (
                <ContactCode hotelId={hotelId} mobile={form.mainContact.mobile.trim()} onProved={(mobile) => setProved((old) => [...old, mobile])} />
              )}
            </fieldset>
          ))}
          <div className="grid grid-cols-2 gap-4">
            <TextField label={<>{t`Reception opens`}<RequiredMark /></>} type="time" aria-required {...stepForm.fieldProps('serviceStart')} />
            <TextField
              label={<>{t`Reception closes`}<RequiredMark /></>}
              type="time"
              aria-required
              {...stepForm.fieldProps('serviceEnd')}
              hint={t`At least ${HOTEL_LIMITS.serviceMinutes / 60} hours a day`}
            />
          </div>
        </>
      )}
    </StepCard>
  )
}

/** The main contact's SMS code: send (60 s between sends) and check; a proved number is kept for this merchant. */
function ContactCode({ hotelId, mobile, onProved }: { hotelId: string; mobile: string; onProved: (mobile: string) => void }) {
  const { t } = useLingui()
  const toast = useToast()
  const offline = useOffline()
  const queryClient = useQueryClient()
  const countdown = useCountdown()
  const [code, setCode] = useState('')
  const [issue, setIssue] = useState<FormMessage | undefined>(undefined)
  const send = useMutation({
    mutationFn: () => call('hotelContactCodeSend', { mobile }, { hideMessage: true }),
    onSuccess: (answer) => {
      countdown.start()
      setIssue(undefined)
      toast.show(t`Code sent to ${answer.sentTo}`, 'success')
    },
    onError: (failure) => {
      const placed = errorsFromFailure(failure, ['mobile'])
      setIssue(placed.fields.mobile ?? placed.form ?? { key: 'getCodeFailed' })
    },
  })
  const check = useMutation({
    mutationFn: () => call('hotelContactCodeCheck', { mobile, code }, { hideMessage: true }),
    onSuccess: () => {
      onProved(mobile)
      setIssue(undefined)
      void queryClient.invalidateQueries({ queryKey: hotelDetailQuery(hotelId).queryKey })
      toast.show(t`Mobile number verified`, 'success')
    },
    onError: (failure) => {
      const placed = errorsFromFailure(failure, ['code'])
      setIssue(placed.fields.code ?? placed.form ?? { key: 'operationFailed' })
    },
  })
  return (
    <div className="flex flex-col gap-2" data-testid="contact-code">
      <CodeField
        label={t`Code sent to the main contact's mobile`}
        code={code}
        onCodeChange={setCode}
        error={issue}
        remaining={countdown.remaining}
        sending={send.isPending}
        onSend={() => send.mutate()}
      />
      <div className="flex items-center justify-end gap-2">
        {offline && (
          <p className="text-sm text-gray-700">
            <Trans>Verifying the number needs a connection.</Trans>
          </p>
        )}
        <Button variant="secondary" size="sm" disabled={code.length === 0 || offline} loading={check.isPending} onClick={() => check.mutate()}>
          <Trans>Verify the number</Trans>
        </Button>
      </div>
    </div>
  )
}
