import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call, openStream } from '../../../client/api'
import {
  checkListingQualification, LISTING_QUALIFICATION_IMAGES, LISTING_QUALIFICATION_TYPES,
  type ListingQualificationType, type QualificationState,
} from '../../../domain/listing/qualification'
import { useDocumentTitle } from '../../shell/use-document-title'
import { useOffline } from '../../shell/pwa-network'
import { Badge } from '../../ui/badge'
import { Button, buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'
import { ChoiceGroup } from '../../ui/choice-fields'
import { FieldError } from '../../ui/field-error'
import { FileDownload } from '../../ui/file-download'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { ImageUploadField, type UploadedImage } from '../../ui/image-upload-field'
import { QueryBody } from '../../ui/query-body'

type Entry = Awaited<ReturnType<typeof loadQualifications>>[number]

function loadQualifications() {
  return call('qualificationList', {}, { hideMessage: true }).then((answer) => answer.list)
}

export const qualificationQueries = {
  list: () => queryOptions({ queryKey: ['listing', 'qualifications'] as const, queryFn: loadQualifications, staleTime: 10_000 }),
}

export const QUALIFICATION_TYPE_LABELS: Record<ListingQualificationType, MessageDescriptor> = {
  propertyCertificate: msg({ message: 'Property certificate' }),
  leaseContract: msg({ message: 'Lease contract' }),
  authorization: msg({ message: "Owner's authorization" }),
  businessLicence: msg({ message: 'Business licence' }),
}

const STATE_LABELS: Record<QualificationState, MessageDescriptor> = {
  upload: msg({ message: 'To upload' }),
  auditing: msg({ message: 'Under review' }),
  passed: msg({ message: 'Passed' }),
  rejected: msg({ message: 'Not approved' }),
}

/**
 * /qualification (business rules 3 and 4; decision 0053): each B&B listing's qualification — the
 * document that shows the host may rent the place out, and its scans — with its review state,
 * sent or sent again from here; each hotel's with a way to its qualification part.
 */
export function QualificationScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Qualifications`)
  const list = useQuery(qualificationQueries.list())
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Qualifications</Trans>
      </h1>
      <p className="text-sm text-gray-700">
        <Trans>
          Staff check that you may rent each place out. Send a clear colour scan of the property certificate, the lease contract or the
          owner's authorization; staff review it and tell you by a system message.
        </Trans>
      </p>
      <QueryBody
        query={list}
        failed={<Trans>Your qualifications could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(entries) => entries.length === 0}
        empty={<Trans>You have no listing yet: a listing's qualification is sent once it exists.</Trans>}
      >
        {(entries) => (
          <ul className="flex flex-col gap-3">
            {entries.map((entry) => (
              <QualificationItem key={entry.luId} entry={entry} />
            ))}
          </ul>
        )}
      </QueryBody>
    </div>
  )
}

function QualificationItem({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const tone = entry.state === 'passed' ? 'success' : entry.state === 'rejected' ? 'alert' : 'neutral'
  const typeLabel = entry.kind === 'bnb' && entry.type
    ? i18n._(QUALIFICATION_TYPE_LABELS[entry.type as ListingQualificationType])
    : entry.type === 'public' ? t`Company (business licence)` : entry.type === 'personal' ? t`Person` : ''
  return (
    <li>
      <Card data-testid="qualification-item" data-state={entry.state} data-kind={entry.kind}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium text-gray-900">{entry.title || (entry.kind === 'hotel' ? t`Unnamed hotel` : t`Untitled listing`)}</p>
            <p className="text-sm text-gray-700">
              {entry.kind === 'hotel' ? <Trans>Hotel</Trans> : <Trans>B&B listing</Trans>}
              {typeLabel && <> · {typeLabel}</>}
              {entry.images.length > 0 && (
                <>
                  {' · '}
                  <Trans>{entry.images.length} scans</Trans>
                </>
              )}
            </p>
          </div>
          <Badge tone={tone}>{i18n._(STATE_LABELS[entry.state])}</Badge>
        </div>
        {entry.state === 'rejected' && entry.reason && (
          <p role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900" data-testid="qualification-reason">
            <Trans>Reason: {entry.reason}</Trans>
          </p>
        )}
        {entry.state === 'auditing' && (
          <p className="mt-2 text-sm text-gray-700">
            <Trans>Staff are checking it: a new one can be sent once they have decided.</Trans>
          </p>
        )}
        {entry.images.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Scans sent`}>
            {entry.images.map((image, index) => (
              <li key={image.url}>
                <img src={image.url} alt={t`Scan ${index + 1}`} className="h-20 w-28 rounded border border-gray-200 object-cover" />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {entry.kind === 'hotel' ? (
            <>
              <Link to="/hotel-publish/hotel-qualify" search={{ hotelId: entry.luId }} className={buttonClasses('secondary', 'sm')}>
                <Trans>Open the hotel's qualification</Trans>
              </Link>
              {/* a saved qualification (its kind chosen) may be downloaded (decision 0086) */}
              {entry.type && (
                <FileDownload
                  testId="qualification-download"
                  label={t`Download the qualification (ZIP)`}
                  open={(lang, signal) => openStream('hotelQualificationDownload', { hotelId: entry.luId, lang }, { hideMessage: true, signal })}
                />
              )}
            </>
          ) : (
            entry.state !== 'auditing' && !open && (
              <Button size="sm" variant={entry.state === 'passed' ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
                {entry.state === 'upload' ? <Trans>Upload</Trans> : <Trans>Send a new one</Trans>}
              </Button>
            )
          )}
        </div>
        {open && <QualificationForm luId={entry.luId} onDone={() => setOpen(false)} />}
      </Card>
    </li>
  )
}

type Scan = { key: string; image: UploadedImage | null }

/** The type and 1-5 scans (qualification uploads, under 5 MB each); sent online. */
function QualificationForm({ luId, onDone }: { luId: string; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const offline = useOffline()
  const queryClient = useQueryClient()
  const [type, setType] = useState<ListingQualificationType | ''>('')
  const [scans, setScans] = useState<Scan[]>([{ key: crypto.randomUUID(), image: null }])
  const [issues, setIssues] = useState<{ type?: FormMessage; images?: FormMessage; form?: FormMessage }>({})
  const images = scans.flatMap((scan) => (scan.image ? [scan.image.url] : []))
  const submit = useMutation({
    mutationFn: () => call('qualificationSubmit', { luId, type, images }, { hideMessage: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: qualificationQueries.list().queryKey })
      onDone()
    },
    onError: (failure) => {
      const placed = errorsFromFailure(failure, ['type', 'images'])
      setIssues({ ...(placed.fields.type ? { type: placed.fields.type } : {}), ...(placed.fields.images ? { images: placed.fields.images } : {}), ...(placed.form ? { form: placed.form } : {}) })
    },
  })
  const send = () => {
    const found = checkListingQualification({ type, images })
    if (found.length > 0) {
      const on = (field: string) => found.find((issue) => issue.field === field)
      const message = (issue: ReturnType<typeof on>) => (issue ? { key: issue.key, ...(issue.params ? { params: issue.params } : {}) } : undefined)
      setIssues({ ...(on('type') ? { type: message(on('type')) } : {}), ...(on('images') ? { images: message(on('images')) } : {}) })
      return
    }
    setIssues({})
    submit.mutate()
  }
  const setScan = (key: string, image: UploadedImage | null) => {
    setIssues((old) => ({ ...old, images: undefined }))
    setScans((old) => {
      // a scan removed takes its slot away; a failed upload keeps its slot (and its error) in place
      const had = old.find((scan) => scan.key === key)?.image
      const next = image || !had ? old.map((scan) => (scan.key === key ? { ...scan, image } : scan)) : old.filter((scan) => scan.key !== key)
      const filled = next.filter((scan) => scan.image).length
      // one empty slot after the scans, up to the limit
      return next.some((scan) => !scan.image) || filled >= LISTING_QUALIFICATION_IMAGES.max ? next : [...next, { key: crypto.randomUUID(), image: null }]
    })
  }
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-gray-200 pt-4" data-testid="qualification-form">
      <ChoiceGroup
        label={t`Document`}
        required
        value={type}
        options={LISTING_QUALIFICATION_TYPES.map((value) => ({ value, label: i18n._(QUALIFICATION_TYPE_LABELS[value]) }))}
        onChange={(value) => {
          setType(value as ListingQualificationType)
          setIssues((old) => ({ ...old, type: undefined }))
        }}
        error={issues.type}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {scans.map((scan, index) => (
          <ImageUploadField
            key={scan.key}
            label={t`Scan ${index + 1}`}
            dir="qualification"
            value={scan.image}
            onChange={(image) => setScan(scan.key, image)}
            required={index === 0}
          />
        ))}
      </div>
      <p className="text-xs text-gray-700">
        <Trans>
          {LISTING_QUALIFICATION_IMAGES.min}-{LISTING_QUALIFICATION_IMAGES.max} colour scans, JPG or PNG, each under 5 MB.
        </Trans>
      </p>
      {issues.images && <FieldError messageKey={issues.images.key} params={issues.images.params} />}
      {issues.form && <FieldError messageKey={issues.form.key} params={issues.form.params} />}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {offline && (
          <span className="text-sm text-gray-700">
            <Trans>Sending needs a connection.</Trans>
          </span>
        )}
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={submit.isPending} disabled={offline} onClick={send}>
          <Trans>Send for review</Trans>
        </Button>
      </div>
    </div>
  )
}
