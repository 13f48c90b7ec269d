import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ChangeStatus, ReviewKind } from '../../../domain/listing/enums'
import { Dialog } from '../../ui/dialog'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { Spinner } from '../../ui/spinner'
import { manageQueries } from './manage-queries'
import { recordField, recordValue } from './record-texts'
import { RejectionList } from './rejection-list'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

type ChangeRecordsDialogProps = { luId: string | null; title: string; onOpenChange: (open: boolean) => void }

/** The reviews of a listing (the listing, a modification or the address), field by field, with their result. */
export function ChangeRecordsDialog({ luId, title, onOpenChange }: ChangeRecordsDialogProps) {
  const { i18n } = useLingui()
  const query = useQuery({ ...manageQueries.changes(luId ?? ''), enabled: luId !== null })
  const needsNetwork = useNeedsNetwork(query)
  return (
    <Dialog open={luId !== null} onOpenChange={onOpenChange} title={<Trans>Change records</Trans>} description={title} className="max-w-2xl">
      {needsNetwork ? (
        <NeedsNetwork onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="flex justify-center p-4">
          <Spinner />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>The change records could not be loaded. Check the connection and try again.</Trans>
        </p>
      ) : query.data.list.length === 0 ? (
        <p className="text-sm text-gray-700">
          <Trans>No modification has been submitted for this listing.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="change-records">
          {query.data.list.map((record) => (
            <li key={record.id} data-kind={record.kind} className="rounded-md border border-gray-200 p-3 text-sm">
              <div className="mb-2 flex flex-wrap justify-between gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  {record.kind && (
                    <span data-testid="review-kind" className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-800">
                      {i18n._(REVIEW_KIND_TEXTS[record.kind])}
                    </span>
                  )}
                  <span className="text-gray-700">{i18n.date(new Date(record.submittedAt), { dateStyle: 'medium', timeStyle: 'short' })}</span>
                </span>
                <span className="font-medium text-gray-900">{i18n._(CHANGE_STATUS_TEXTS[record.status])}</span>
              </div>
              <ul className="flex flex-col gap-1">
                {record.fields.map((field) => (
                  <li key={`${field.step}.${field.field}`} className="break-words text-gray-800">
                    <span className="font-medium">{recordField(`${field.step}.${field.field}`, i18n)}</span>:{' '}
                    <span className="text-gray-600 line-through">{recordValue(field.field, field.oldValue, i18n) || '—'}</span>{' '}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">
                      <Trans>changed to</Trans>
                    </span>{' '}
                    <span>{recordValue(field.field, field.newValue, i18n) || '—'}</span>
                  </li>
                ))}
              </ul>
              {record.rejections.length > 0 && <RejectionList rejections={record.rejections} />}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}

const CHANGE_STATUS_TEXTS: Record<ChangeStatus, MessageDescriptor> = {
  unsubmitted: msg({ message: 'Not submitted' }),
  pending: msg({ message: 'Pending review' }),
  auditing: msg({ message: 'Under review' }),
  passed: msg({ message: 'Passed' }),
  rejected: msg({ message: 'Not passed' }),
}

const REVIEW_KIND_TEXTS: Record<ReviewKind, MessageDescriptor> = {
  listing: msg({ message: 'Listing review' }),
  modification: msg({ message: 'Modification review' }),
  address: msg({ message: 'Address review' }),
}
