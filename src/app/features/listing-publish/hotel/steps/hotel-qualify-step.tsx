import { useRef } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { unitToday } from '../../../../../domain/calendar/zones'
import {
  checkHotelQualification, hasHotelLicence, HOTEL_LICENCE_TEXT_FIELDS, HOTEL_LIMITS, QUALIFICATION_DOCUMENTS, requiredDocuments,
  type HotelQualificationValue, type QualificationDocument,
} from '../../../../../domain/hotel/rules'
import type { StepValues } from '../../../../data/draft-flow'
import { RequiredMark } from '../../../../ui/required-mark'
import { StepCard } from '../../../../ui/step-card'
import { TextField } from '../../../../ui/text-field'
import { ImageUploadField, type UploadedImage } from '../../../../ui/image-upload-field'
import { CheckGroup } from '../../../../ui/choice-fields'
import { ChoiceGroup, toText } from '../../fields'
import { useFlowStepForm } from '../../../../ui/use-flow-step-form'
import { useHotelStepBinding } from '../use-hotel-step'
import { QualificationDownload } from '../qualification-download'

/** The hotel licence's fields as the form holds them: always there (absent in older saved values). */
type HotelLicenceForm = Record<(typeof HOTEL_LICENCE_FIELDS)[number], string> & { hotelLicenceLongTerm: boolean }
type Form = Omit<HotelQualificationValue, keyof HotelLicenceForm> & HotelLicenceForm

const HOTEL_LICENCE_FIELDS = [...HOTEL_LICENCE_TEXT_FIELDS, 'hotelLicenceFrom', 'hotelLicenceUntil'] as const

const DOCUMENT_LABELS: Record<QualificationDocument, MessageDescriptor> = {
  businessLicence: msg({ message: 'Business licence' }),
  hotelLicence: msg({ message: 'Hotel (accommodation) licence' }),
  specialIndustry: msg({ message: 'Special industry licence (Beijing)' }),
  fire: msg({ message: 'Fire safety licence' }),
  hygiene: msg({ message: 'Hygiene licence' }),
  catering: msg({ message: 'Catering licence' }),
  authorization: msg({ message: 'Authorization statement' }),
  lease: msg({ message: 'Lease contract' }),
  property: msg({ message: 'Property certificate' }),
  idFront: msg({ message: 'ID card, portrait side' }),
  idBack: msg({ message: 'ID card, national emblem side' }),
}

const TEXT_FIELDS = [
  'operatorName', 'operatorId', 'ownerName', 'ownerId', 'businessName', 'creditCode', 'legalPerson', 'premises', 'scope', 'licenceType', 'validUntil',
  ...HOTEL_LICENCE_FIELDS,
] as const

function fromValues(v: StepValues | undefined): Form {
  const images = (v?.images ?? {}) as Form['images']
  return {
    kind: toText(v?.kind) as Form['kind'],
    ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, toText(v?.[key])])) as Record<(typeof TEXT_FIELDS)[number], string>),
    hotelLicenceLongTerm: v?.hotelLicenceLongTerm === true,
    images: Object.fromEntries(QUALIFICATION_DOCUMENTS.filter((d) => images[d]?.length).map((d) => [d, [...images[d]!]])),
  }
}

function toValues(f: Form): StepValues {
  return {
    ...f,
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, f[key].trim()])),
    ...(f.kind === 'personal' ? { businessName: '', creditCode: '', legalPerson: '', premises: '', scope: '', licenceType: '', validUntil: '' } : {}),
    // a long-term licence has no end day
    ...(f.hotelLicenceLongTerm ? { hotelLicenceUntil: '' } : {}),
  }
}

/** A hotel licence field's label: marked required once the licence is given. */
function licenceLabel(text: string, required: boolean) {
  return required ? <>{text}<RequiredMark /></> : text
}

/** A hotel in Beijing needs the special industry licence (the address's province). */
function inBeijing(provinceId: unknown): boolean {
  return provinceId === '110000'
}

/**
 * hotel-qualify (business rules 3 "Hotel qualification", 5; decision 0048 point 10): who runs the
 * hotel (a company's business licence, or a person), the operator and the lessee or owner, the
 * licence's fields, and a colour scan of each document (qualification images under 5 MB, in the
 * private folder). The documents the kind needs are marked; the others are taken when given.
 */
export function HotelQualifyStep({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui()
  const { binding, view } = useHotelStepBinding(hotelId, 'qualify')
  const beijing = inBeijing(view.detail?.address?.provinceId)
  const { form, set, error, card, fieldProps } = useFlowStepForm<Form>(binding, {
    fromValues,
    toValues,
    check: (values) => checkHotelQualification(values as Form, unitToday('CHN', Date.now()), beijing),
  })
  const needed = form?.kind ? requiredDocuments(form.kind, beijing) : []
  // the hotel licence's scan is shown with its fields
  const documents = (form?.kind === 'public'
    ? QUALIFICATION_DOCUMENTS.filter((d) => d !== 'lease' && d !== 'property' || needed.includes(d))
    : QUALIFICATION_DOCUMENTS.filter((d) => d !== 'businessLicence')).filter((d) => d !== 'hotelLicence')
  const licenceGiven = form ? hasHotelLicence(form) : false
  // uploads finish in any order: each adds to the images as they are by then, not as they were
  // when its upload started (two scans chosen one after the other both stay)
  const latestImages = useRef(form?.images)
  latestImages.current = form?.images
  const setImage = (document: QualificationDocument, image: UploadedImage | null) => {
    if (!latestImages.current) return
    const images = { ...latestImages.current }
    if (image) images[document] = [image.url]
    else delete images[document]
    latestImages.current = images
    set('images', images)
  }
  const shown = (url: string): UploadedImage => ({ url, domain: `${location.origin}/files`, width: 0, height: 0 })

  return (
    <StepCard title={t`Qualification`} intro={t`Staff check these documents against the hotel. Upload clear colour scans, each under 5 MB.`} {...card}>
      {form && (
        <>
          <ChoiceGroup
            label={t`Who runs the hotel`}
            required
            value={form.kind}
            options={[{ value: 'public', label: t`A company (business licence)` }, { value: 'personal', label: t`A person` }]}
            onChange={(value) => set('kind', value as Form['kind'])}
            error={error('kind')}
          />
          {form.kind && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={<>{t`Operator's name`}<RequiredMark /></>} aria-required {...fieldProps('operatorName')} />
                <TextField
                  label={<>{t`Operator's ID number`}<RequiredMark /></>}
                  aria-required
                  autoComplete="off"
                  {...fieldProps('operatorId')}
                  hint={t`${HOTEL_LIMITS.idNumber.min}-${HOTEL_LIMITS.idNumber.max} characters`}
                />
                <TextField label={t`Lessee or owner's name (if not the operator)`} {...fieldProps('ownerName')} />
                <TextField label={t`Lessee or owner's ID number`} autoComplete="off" {...fieldProps('ownerId')} />
              </div>
              {form.kind === 'public' && (
                <fieldset className="flex flex-col gap-3 rounded-md border border-gray-200 p-3">
                  <legend className="px-1 text-sm font-semibold text-gray-900">{t`Business licence`}</legend>
                  <TextField label={<>{t`Enterprise name`}<RequiredMark /></>} aria-required {...fieldProps('businessName')} />
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      label={<>{t`Unified social credit code`}<RequiredMark /></>}
                      aria-required
                      {...fieldProps('creditCode')}
                      hint={t`${HOTEL_LIMITS.creditCode.min}-${HOTEL_LIMITS.creditCode.max} characters`}
                    />
                    <TextField label={<>{t`Legal person`}<RequiredMark /></>} aria-required {...fieldProps('legalPerson')} />
                  </div>
                  <TextField label={<>{t`Premises`}<RequiredMark /></>} aria-required {...fieldProps('premises')} />
                  <TextField label={<>{t`Business scope`}<RequiredMark /></>} aria-required {...fieldProps('scope')} />
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField label={t`Company type`} {...fieldProps('licenceType')} />
                    <TextField label={t`Valid until`} type="date" {...fieldProps('validUntil')} hint={t`Leave empty for a long-term licence`} />
                  </div>
                </fieldset>
              )}
              <fieldset className="flex flex-col gap-3 rounded-md border border-gray-200 p-3" data-testid="hotel-licence">
                <legend className="px-1 text-sm font-semibold text-gray-900">{t`Hotel licence`}</legend>
                <p className="text-sm text-gray-700">
                  {t`The special trade licence for accommodation, if the hotel has one. Once you give any of it, give all of it: every field and its scan.`}
                </p>
                <ImageUploadField
                  label={i18n._(DOCUMENT_LABELS.hotelLicence)}
                  dir="qualification"
                  value={form.images.hotelLicence?.[0] ? shown(form.images.hotelLicence[0]) : null}
                  onChange={(image) => setImage('hotelLicence', image)}
                  error={error('images.hotelLicence')}
                  required={licenceGiven}
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField label={licenceLabel(t`Licence number`, licenceGiven)} aria-required={licenceGiven} {...fieldProps('hotelLicenceNumber')} />
                  <TextField label={licenceLabel(t`Licence holder`, licenceGiven)} aria-required={licenceGiven} {...fieldProps('hotelLicenceHolder')} />
                </div>
                <TextField label={licenceLabel(t`Registered address of the premises`, licenceGiven)} aria-required={licenceGiven} {...fieldProps('hotelLicenceAddress')} />
                <TextField label={licenceLabel(t`Issuing authority`, licenceGiven)} aria-required={licenceGiven} {...fieldProps('hotelLicenceAuthority')} />
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField label={licenceLabel(t`Issued on`, licenceGiven)} aria-required={licenceGiven} type="date" {...fieldProps('hotelLicenceFrom')} />
                  <TextField
                    label={licenceLabel(t`Licence valid until`, licenceGiven && !form.hotelLicenceLongTerm)}
                    aria-required={licenceGiven && !form.hotelLicenceLongTerm}
                    type="date"
                    disabled={form.hotelLicenceLongTerm}
                    {...fieldProps('hotelLicenceUntil')}
                  />
                </div>
                <CheckGroup
                  label={t`Licence validity`}
                  values={form.hotelLicenceLongTerm ? ['longTerm'] : []}
                  options={[{ value: 'longTerm', label: t`Long-term licence` }]}
                  onChange={(chosen) => {
                    const longTerm = chosen.includes('longTerm')
                    set('hotelLicenceLongTerm', longTerm)
                    if (longTerm) set('hotelLicenceUntil', '')
                  }}
                />
              </fieldset>
              {view.detail?.qualify && (
                <div className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3">
                  <p className="text-sm text-gray-700">
                    {t`Download what you saved as one ZIP file: the fields, every scan, and the authorization statement filled in with the names, to print, sign and upload.`}
                  </p>
                  <QualificationDownload hotelId={hotelId} />
                </div>
              )}
              <div className="grid gap-4 sm:grid-cols-2" data-testid="qualification-documents">
                {documents.map((document) => {
                  const url = form.images[document]?.[0]
                  return (
                    <ImageUploadField
                      key={document}
                      label={i18n._(DOCUMENT_LABELS[document])}
                      dir="qualification"
                      value={url ? shown(url) : null}
                      onChange={(image) => setImage(document, image)}
                      error={error(`images.${document}`)}
                      required={needed.includes(document)}
                    />
                  )
                })}
              </div>
            </>
          )}
        </>
      )}
    </StepCard>
  )
}
