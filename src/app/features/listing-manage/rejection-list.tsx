import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Rejection } from '../../../domain/listing/schemas'
import { REJECTION_TEXTS } from './listing-texts'

/** Why a review did not pass: each reason with its guidance and the reviewer's note. */
export function RejectionList({ rejections, title }: { rejections: readonly Rejection[]; title?: ReactNode }) {
  const { i18n } = useLingui()
  // a reviewer's note given once for the whole review comes with every reason: show it once, after them
  const notes = [...new Set(rejections.map((rejection) => rejection.note).filter(Boolean))]
  const sharedNote = rejections.length > 1 && notes.length === 1 && rejections.every((rejection) => rejection.note === notes[0]) ? notes[0] : null
  return (
    <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm" data-testid="rejections">
      <p className="font-medium text-red-900">{title ?? <Trans>Reasons it was not approved</Trans>}</p>
      <ul className="mt-1 flex flex-col gap-1.5">
        {rejections.map((rejection) => {
          const texts = REJECTION_TEXTS[rejection.reasonCode]
          return (
            <li key={rejection.reasonCode} data-reason={rejection.reasonCode}>
              <span className="font-medium text-red-900">{i18n._(texts.reason)}</span>
              <span className="block text-gray-800">{i18n._(texts.guidance)}</span>
              {rejection.note && !sharedNote && <span className="block text-gray-700 italic">“{rejection.note}”</span>}
            </li>
          )
        })}
      </ul>
      {sharedNote && (
        <p className="mt-1.5 text-gray-700 italic" data-testid="rejection-note">
          “{sharedNote}”
        </p>
      )}
    </div>
  )
}
